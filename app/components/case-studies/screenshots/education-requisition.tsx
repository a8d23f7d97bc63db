import { EducationApp } from "./education-app";
import { Panel, Progress, ScreenTitle, Text, palette } from "./svg-parts";

const LINES = [
  [
    "Gr 4",
    "Mathematics",
    "Mathematics Learner Book",
    "96",
    "R 148.50",
    "R 14 256.00",
  ],
  [
    "Gr 4",
    "English FAL",
    "English First Additional Language Reader",
    "96",
    "R 112.00",
    "R 10 752.00",
  ],
  [
    "Gr 5",
    "Natural Sciences",
    "Natural Sciences and Technology Learner Book",
    "88",
    "R 156.00",
    "R 13 728.00",
  ],
  [
    "Gr 6",
    "isiZulu HL",
    "isiZulu Home Language Reader",
    "90",
    "R 98.00",
    "R 8 820.00",
  ],
  [
    "Gr 7",
    "Social Sciences",
    "Social Sciences Learner Book",
    "104",
    "R 161.00",
    "R 16 744.00",
  ],
  [
    "All",
    "Stationery",
    "Learner stationery pack",
    "310",
    "R 64.00",
    "R 19 840.00",
  ],
];

const COLUMNS = [
  { title: "Grade", x: 220 },
  { title: "Subject", x: 270 },
  { title: "Title", x: 380 },
  { title: "Qty", x: 730, anchor: "end" },
  { title: "Unit price", x: 820, anchor: "end" },
  { title: "Line total", x: 924, anchor: "end" },
] as const;

/** A school's order, captured once against its allocation. */
export function EducationRequisition({ label }: { label: string }) {
  return (
    <EducationApp label={label} active="Requisitions">
      <ScreenTitle
        title="Requisition RQ-E-10482"
        subtitle="Thembalethu Primary School · EMIS 500 312 418 · Eastern District · Draft"
      />
      <Panel x={204} y={160} width={740} height={74}>
        {[
          ["Allocation", "R 184 500.00", palette.ink],
          ["Committed", "R 171 230.00", palette.ink],
          ["Available", "R 13 270.00", palette.green],
        ].map(([title, value, colour], index) => (
          <g key={title}>
            <Text x={222 + index * 170} y={184} size={10.5} fill={palette.soft}>
              {title}
            </Text>
            <Text
              x={222 + index * 170}
              y={208}
              size={17}
              weight={800}
              fill={colour}
            >
              {value}
            </Text>
          </g>
        ))}
        <Text x={730} y={188} size={10.5} fill={palette.soft}>
          93% of allocation used
        </Text>
        <Progress
          x={730}
          y={200}
          width={196}
          value={93}
          colour={palette.blue}
        />
      </Panel>
      <Panel x={204} y={248} width={740} height={334}>
        <rect
          x={205}
          y={249}
          width={738}
          height={36}
          rx="10"
          fill={palette.panel}
        />
        {COLUMNS.map((column) => (
          <Text
            key={column.title}
            x={column.x}
            y={272}
            size={10.5}
            weight={700}
            fill={palette.soft}
            anchor={"anchor" in column ? column.anchor : "start"}
          >
            {column.title}
          </Text>
        ))}
        {LINES.map((line, row) => {
          const y = 312 + row * 36;
          return (
            <g key={line[2]}>
              {COLUMNS.map((column, index) => (
                <Text
                  key={column.title}
                  x={column.x}
                  y={y}
                  size={11.5}
                  weight={index === 2 || index === 5 ? 600 : 500}
                  fill={index === 2 || index === 5 ? palette.ink : palette.soft}
                  anchor={"anchor" in column ? column.anchor : "start"}
                >
                  {line[index]}
                </Text>
              ))}
              <path d={`M220 ${y + 14}H928`} stroke={palette.line} />
            </g>
          );
        })}
        <Text x={220} y={544} size={10.5} fill={palette.faint}>
          Showing 6 of 23 lines
        </Text>
        <rect
          x={560}
          y={526}
          width={110}
          height={32}
          rx="16"
          fill={palette.white}
          stroke="#c5ccda"
        />
        <Text x={615} y={546} size={11.5} weight={700} anchor="middle">
          Save draft
        </Text>
        <rect x={682} y={526} width={246} height={32} rx="16" fill="#14532d" />
        <Text
          x={805}
          y={546}
          size={11.5}
          weight={700}
          fill="#ffffff"
          anchor="middle"
        >
          Submit for district approval
        </Text>
      </Panel>
    </EducationApp>
  );
}
