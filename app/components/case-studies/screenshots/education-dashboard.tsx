import { EducationApp } from "./education-app";
import { Panel, Pill, ScreenTitle, Text, palette } from "./svg-parts";

const KPIS = [
  {
    label: "Delivery rate",
    value: "99.8%",
    note: "+57.8 pts on baseline",
    colour: palette.green,
  },
  {
    label: "Schools delivered",
    value: "2,412",
    note: "of 2,417 schools",
    colour: palette.ink,
  },
  {
    label: "In transit",
    value: "3",
    note: "ETA within 48 hours",
    colour: palette.amber,
  },
  {
    label: "Outstanding",
    value: "2",
    note: "Re-delivery booked",
    colour: palette.red,
  },
];

const DISTRICTS = [
  { name: "Northern", before: 44, now: 99.9 },
  { name: "Eastern", before: 39, now: 99.3 },
  { name: "Central", before: 47, now: 100 },
  { name: "Western", before: 41, now: 99.7 },
  { name: "Southern", before: 38, now: 99.8 },
  { name: "Coastal", before: 43, now: 100 },
];

const EXCEPTIONS = [
  {
    school: "Ikhwezi High School",
    issue: "2 × Mathematics Gr 10 short",
    status: "Short",
    tone: "bad",
  },
  {
    school: "Lesedi Primary School",
    issue: "1 carton damaged in transit",
    status: "Damaged",
    tone: "warn",
  },
  {
    school: "Kgotso Primary School",
    issue: "Awaiting courier re-delivery",
    status: "In transit",
    tone: "info",
  },
] as const;

/** Head office's live view of the province's deliveries. */
export function EducationDashboard({ label }: { label: string }) {
  const chart = { x: 236, y: 330, height: 200, column: 70 };
  return (
    <EducationApp label={label} active="Dashboard">
      <ScreenTitle
        title="Provincial delivery dashboard"
        subtitle="Current school year · All districts · Updated 07:45 today"
      />
      {KPIS.map((kpi, index) => (
        <Panel
          key={kpi.label}
          x={204 + index * 186}
          y={160}
          width={174}
          height={82}
        >
          <Text
            x={204 + index * 186 + 14}
            y={182}
            size={11}
            fill={palette.soft}
          >
            {kpi.label}
          </Text>
          <Text
            className="reveal-rise"
            x={204 + index * 186 + 14}
            y={213}
            size={25}
            weight={800}
            fill={kpi.colour}
          >
            {kpi.value}
          </Text>
          <Text
            x={204 + index * 186 + 14}
            y={231}
            size={10}
            fill={palette.faint}
          >
            {kpi.note}
          </Text>
        </Panel>
      ))}
      <Panel
        x={204}
        y={256}
        width={460}
        height={326}
        title="Delivery rate by district"
      >
        <rect x={470} y={272} width={10} height={10} rx="2" fill="#c5ccda" />
        <Text x={485} y={281} size={10} fill={palette.soft}>
          Before
        </Text>
        <rect
          x={530}
          y={272}
          width={10}
          height={10}
          rx="2"
          fill={palette.green}
        />
        <Text x={545} y={281} size={10} fill={palette.soft}>
          This year
        </Text>
        {[0, 50, 100].map((tick) => {
          const y = chart.y + chart.height - (chart.height * tick) / 100;
          return (
            <g key={tick}>
              <path
                d={`M${chart.x} ${y}H648`}
                stroke={palette.line}
                strokeDasharray={tick ? "3 4" : undefined}
              />
              <Text
                x={chart.x - 8}
                y={y + 4}
                size={9.5}
                fill={palette.faint}
                anchor="end"
              >{`${tick}%`}</Text>
            </g>
          );
        })}
        {DISTRICTS.map((district, index) => {
          const x = chart.x + 14 + index * chart.column;
          const base = chart.y + chart.height;
          const before = (chart.height * district.before) / 100;
          const now = (chart.height * district.now) / 100;
          return (
            <g key={district.name}>
              <rect
                className="reveal-bar"
                x={x}
                y={base - before}
                width="20"
                height={before}
                rx="3"
                fill="#c5ccda"
              />
              <rect
                className="reveal-bar"
                x={x + 24}
                y={base - now}
                width="20"
                height={now}
                rx="3"
                fill={palette.green}
              />
              <Text
                x={x + 22}
                y={base + 18}
                size={10}
                fill={palette.soft}
                anchor="middle"
              >
                {district.name}
              </Text>
            </g>
          );
        })}
      </Panel>
      <Panel x={676} y={256} width={268} height={326} title="Open exceptions">
        {EXCEPTIONS.map((item, index) => {
          const y = 312 + index * 72;
          return (
            <g key={item.school}>
              <Text x={692} y={y} size={12} weight={700}>
                {item.school}
              </Text>
              <Text x={692} y={y + 18} size={10.5} fill={palette.soft}>
                {item.issue}
              </Text>
              <Pill x={692} y={y + 42} status={item.tone}>
                {item.status}
              </Pill>
              {index < EXCEPTIONS.length - 1 ? (
                <path d={`M692 ${y + 56}H928`} stroke={palette.line} />
              ) : null}
            </g>
          );
        })}
        <Text x={692} y={560} size={11} weight={700} fill={palette.blue}>
          View all exceptions →
        </Text>
      </Panel>
    </EducationApp>
  );
}
