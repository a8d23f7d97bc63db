import { StakeholderApp } from "./stakeholder-app";
import { Panel, Pill, Text, palette, type Status } from "./svg-parts";

const DETAILS: [string, string][] = [
  ["Registration no.", "2011/482913/07"],
  ["Key individual", "B. Mokoena"],
  ["E-mail", "ops@mokoena.example"],
  ["Region", "Gauteng North"],
  ["Relationship since", "2014"],
];

const DOCUMENTS: [string, string, Status, string][] = [
  ["FSP licence", "Valid to Mar 2027", "good", "Valid"],
  ["FICA pack", "Verified 12 Feb", "good", "Verified"],
  ["PI insurance cover", "Expires in 21 days", "warn", "Renew"],
  ["B-BBEE certificate", "Valid to Sep 2026", "good", "Valid"],
  ["Commission agreement", "Version 3, signed", "good", "Signed"],
];

const LINKS: [string, string, string][] = [
  ["BM", "Busisiwe Mokoena", "Key individual"],
  ["KD", "Kagiso Dube", "Representative"],
  ["AP", "Anele Pillay", "Representative"],
  ["MF", "Mokoena Financial Planning", "Related company"],
];

const ACTIVITY = [
  "Duplicate record “MOKOENA BROKERS CC” merged into this record",
  "Commission agreement v3 uploaded and approved",
  "Annual compliance review completed",
];

/** One broker's single, verified record. */
export function StakeholderProfile({ label }: { label: string }) {
  return (
    <StakeholderApp label={label} active="Stakeholders">
      <circle cx={236} cy={138} r={26} fill="#ede9fe" />
      <Text
        x={236}
        y={143}
        size={15}
        weight={800}
        fill="#4c1d95"
        anchor="middle"
      >
        MB
      </Text>
      <Text x={274} y={132} size={19} weight={800}>
        Mokoena Brokers (Pty) Ltd
      </Text>
      <Text x={274} y={152} size={11.5} fill={palette.soft}>
        Broker · FSP 48213 · Owner: T. Naidoo
      </Text>
      <Pill x={640} y={133} status="good">
        Accredited
      </Pill>
      <Pill x={730} y={133} status="good">
        FICA verified
      </Pill>
      <Pill x={832} y={133} status="info">
        Active
      </Pill>
      {["Overview", "Relationships", "Documents", "Activity"].map(
        (tab, index) => (
          <g key={tab}>
            <Text
              x={212 + index * 110}
              y={196}
              size={12}
              weight={index === 0 ? 700 : 500}
              fill={index === 0 ? "#4c1d95" : palette.soft}
            >
              {tab}
            </Text>
            {index === 0 ? (
              <rect
                x={212}
                y={204}
                width={62}
                height={3}
                rx="1.5"
                fill="#4c1d95"
              />
            ) : null}
          </g>
        ),
      )}
      <path d="M196 207H944" stroke={palette.line} />
      <Panel x={204} y={222} width={226} height={232} title="Details">
        {DETAILS.map(([label, value], index) => (
          <g key={label}>
            <Text x={220} y={270 + index * 36} size={10} fill={palette.faint}>
              {label}
            </Text>
            <Text x={220} y={285 + index * 36} size={11.5} weight={600}>
              {value}
            </Text>
          </g>
        ))}
      </Panel>
      <Panel x={442} y={222} width={262} height={232} title="Documents on file">
        {DOCUMENTS.map(([title, note, status, tag], index) => {
          const y = 266 + index * 38;
          return (
            <g key={title} className="reveal-rise">
              <Text x={458} y={y} size={11.5} weight={600}>
                {title}
              </Text>
              <Text
                x={458}
                y={y + 15}
                size={10}
                fill={status === "warn" ? palette.amber : palette.faint}
              >
                {note}
              </Text>
              <Pill x={688 - (tag.length * 6.2 + 18)} y={y + 6} status={status}>
                {tag}
              </Pill>
            </g>
          );
        })}
      </Panel>
      <Panel x={716} y={222} width={228} height={232} title="Linked records">
        {LINKS.map(([initials, name, role], index) => {
          const y = 268 + index * 44;
          return (
            <g key={name} className="reveal-rise">
              <circle cx={746} cy={y} r={14} fill={palette.blueSoft} />
              <Text
                x={746}
                y={y + 4}
                size={10}
                weight={800}
                fill={palette.blue}
                anchor="middle"
              >
                {initials}
              </Text>
              <Text x={768} y={y - 2} size={11} weight={600}>
                {name.length > 22 ? `${name.slice(0, 21)}…` : name}
              </Text>
              <Text x={768} y={y + 13} size={10} fill={palette.faint}>
                {role}
              </Text>
            </g>
          );
        })}
      </Panel>
      <Panel x={204} y={466} width={740} height={116} title="Recent activity">
        {ACTIVITY.map((entry, index) => (
          <g key={entry}>
            <circle
              cx={224}
              cy={518 + index * 22}
              r={4}
              fill={index === 0 ? "#4c1d95" : "#c5ccda"}
            />
            <Text x={238} y={522 + index * 22} size={11} fill={palette.soft}>
              {entry}
            </Text>
            <Text
              x={926}
              y={522 + index * 22}
              size={10}
              fill={palette.faint}
              anchor="end"
            >
              {["Today", "3 days ago", "12 Feb"][index]}
            </Text>
          </g>
        ))}
      </Panel>
    </StakeholderApp>
  );
}
