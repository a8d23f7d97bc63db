import { StakeholderApp } from "./stakeholder-app";
import { Pill, ScreenTitle, Text, palette, type Status } from "./svg-parts";

interface Applicant {
  name: string;
  kind: string;
  days: number;
}

const COLUMNS: { title: string; tone: string; cards: Applicant[] }[] = [
  {
    title: "Application",
    tone: "#8a93a8",
    cards: [
      { name: "Sizwe Risk Advisors", kind: "Broker", days: 1 },
      { name: "Karoo Cover Partners", kind: "Intermediary", days: 2 },
      { name: "Ubuntu Assessors", kind: "Service provider", days: 1 },
    ],
  },
  {
    title: "Document checks",
    tone: "#b45309",
    cards: [
      { name: "Naledi Wealth (Pty) Ltd", kind: "Broker", days: 2 },
      { name: "Blue Crane Brokers", kind: "Broker", days: 4 },
      { name: "Mzansi Motor Repairs", kind: "Service provider", days: 1 },
    ],
  },
  {
    title: "Compliance review",
    tone: "#1d43d8",
    cards: [
      { name: "Thaba Financial Services", kind: "Intermediary", days: 2 },
      { name: "Indaba Underwriting", kind: "Binder holder", days: 3 },
    ],
  },
  {
    title: "Approved",
    tone: "#15803d",
    cards: [
      { name: "Mokoena Brokers (Pty) Ltd", kind: "Broker", days: 0 },
      { name: "Coastal Glass & Claims", kind: "Service provider", days: 0 },
      { name: "Phoenix Life Advisers", kind: "Broker", days: 0 },
    ],
  },
];

const dayStatus = (days: number): Status => (days >= 4 ? "warn" : "info");

/** New stakeholders moving through onboarding, with time in each stage. */
export function StakeholderOnboarding({ label }: { label: string }) {
  return (
    <StakeholderApp label={label} active="Onboarding">
      <ScreenTitle
        title="Onboarding"
        subtitle="8 in progress · Average 9.8 days from application to approval, 30% faster than before"
      />
      <rect x={800} y={112} width={144} height={32} rx="16" fill="#4c1d95" />
      <Text
        x={872}
        y={132}
        size={11.5}
        weight={700}
        fill="#ffffff"
        anchor="middle"
      >
        + New stakeholder
      </Text>
      {COLUMNS.map((column, index) => {
        const x = 204 + index * 187;
        return (
          <g key={column.title}>
            <rect
              x={x}
              y={164}
              width={177}
              height={418}
              rx="10"
              fill={palette.panel}
            />
            <rect
              x={x + 12}
              y={180}
              width={8}
              height={8}
              rx="4"
              fill={column.tone}
            />
            <Text x={x + 26} y={188} size={12} weight={700}>
              {column.title}
            </Text>
            <Text
              x={x + 165}
              y={188}
              size={11}
              weight={700}
              fill={palette.faint}
              anchor="end"
            >
              {String(column.cards.length)}
            </Text>
            {column.cards.map((card, row) => {
              const y = 204 + row * 104;
              return (
                <g key={card.name} className="reveal-rise">
                  <rect
                    x={x + 8}
                    y={y}
                    width={161}
                    height={92}
                    rx="8"
                    fill={palette.white}
                    stroke={palette.line}
                  />
                  <Text x={x + 20} y={y + 24} size={11.5} weight={700}>
                    {card.name.length > 22
                      ? `${card.name.slice(0, 21)}…`
                      : card.name}
                  </Text>
                  <Text x={x + 20} y={y + 42} size={10} fill={palette.soft}>
                    {card.kind}
                  </Text>
                  {column.title === "Approved" ? (
                    <Pill x={x + 20} y={y + 74} status="good">
                      Ready to trade
                    </Pill>
                  ) : (
                    <Pill
                      x={x + 20}
                      y={y + 74}
                      status={dayStatus(card.days)}
                    >{`${card.days} ${card.days === 1 ? "day" : "days"} in stage`}</Pill>
                  )}
                </g>
              );
            })}
          </g>
        );
      })}
    </StakeholderApp>
  );
}
