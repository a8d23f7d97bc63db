import { EducationApp } from "./education-app";
import { Panel, Pill, ScreenTitle, Text, palette } from "./svg-parts";

const ITEMS = [
  ["Mathematics Learner Book Gr 10", "120", "118"],
  ["Physical Sciences Learner Book Gr 10", "95", "95"],
  ["English FAL Anthology Gr 11", "140", "140"],
  ["Life Sciences Learner Book Gr 12", "88", "88"],
  ["Learner stationery pack", "420", "420"],
];

const EXCEPTIONS = [
  {
    title: "Short delivery",
    detail: "2 × Mathematics Learner Book Gr 10",
    action: "Re-delivery booked for 18 Nov",
    status: "bad",
    tag: "Open",
  },
  {
    title: "Damaged carton",
    detail: "1 × English FAL Anthology Gr 11",
    action: "Replacement dispatched from depot",
    status: "warn",
    tag: "In progress",
  },
  {
    title: "Late arrival",
    detail: "Delivered 2 hours after window",
    action: "Courier penalty applied",
    status: "good",
    tag: "Resolved",
  },
] as const;

/** The signed record that settles every delivery, and what still needs fixing. */
export function EducationProofOfDelivery({ label }: { label: string }) {
  return (
    <EducationApp label={label} active="Proof of delivery">
      <ScreenTitle
        title="Proof of delivery · ORD-E-10533"
        subtitle="Ikhwezi High School · Eastern District · Delivered 15 Nov, 10:42 · Courier: Route E-07"
      />
      <Panel
        x={204}
        y={160}
        width={420}
        height={422}
        title="Signed delivery note"
      >
        <Text
          x={608}
          y={186}
          size={10.5}
          weight={700}
          fill={palette.soft}
          anchor="end"
        >
          Ordered · Received
        </Text>
        {ITEMS.map(([title, ordered, received], index) => {
          const y = 220 + index * 34;
          const short = ordered !== received;
          return (
            <g key={title}>
              <Text x={220} y={y} size={11.5} weight={600}>
                {title}
              </Text>
              <Text
                x={608}
                y={y}
                size={11.5}
                weight={700}
                fill={short ? palette.red : palette.soft}
                anchor="end"
              >
                {`${ordered} · ${received}`}
              </Text>
              <path d={`M220 ${y + 13}H608`} stroke={palette.line} />
            </g>
          );
        })}
        <rect
          x={220}
          y={400}
          width={388}
          height={164}
          rx="8"
          fill={palette.panel}
        />
        <Text x={236} y={424} size={10.5} fill={palette.soft}>
          Received by
        </Text>
        <Text x={236} y={442} size={12} weight={700}>
          N. Mthembu, Principal
        </Text>
        <path
          d="M240 500c14-26 26-30 30-12s8 22 20-4 20-24 22 0 10 16 26-2 18-10 30 4"
          fill="none"
          stroke="#1e3a8a"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <path d="M236 522H400" stroke="#c5ccda" />
        <Text x={236} y={540} size={10} fill={palette.faint}>
          Signature · 15 Nov, 10:42
        </Text>
        <circle
          cx={530}
          cy={482}
          r={50}
          fill="none"
          stroke="#1d4ed8"
          strokeOpacity="0.55"
          strokeWidth="3"
        />
        <circle
          cx={530}
          cy={482}
          r={40}
          fill="none"
          stroke="#1d4ed8"
          strokeOpacity="0.35"
        />
        <Text
          x={530}
          y={474}
          size={9}
          weight={800}
          fill="#1d4ed8"
          anchor="middle"
          opacity="0.7"
        >
          IKHWEZI HIGH
        </Text>
        <Text
          x={530}
          y={488}
          size={9}
          weight={800}
          fill="#1d4ed8"
          anchor="middle"
          opacity="0.7"
        >
          SCHOOL
        </Text>
        <Text
          x={530}
          y={502}
          size={8}
          weight={700}
          fill="#1d4ed8"
          anchor="middle"
          opacity="0.7"
        >
          15 NOV
        </Text>
      </Panel>
      <Panel
        x={636}
        y={160}
        width={308}
        height={422}
        title="Exceptions on this order"
      >
        {EXCEPTIONS.map((item, index) => {
          const y = 214 + index * 110;
          return (
            <g key={item.title}>
              <rect
                x={652}
                y={y - 18}
                width={276}
                height={96}
                rx="8"
                fill={palette.panel}
              />
              <Text x={666} y={y + 2} size={12} weight={700}>
                {item.title}
              </Text>
              <Pill
                x={920 - (item.tag.length * 6.2 + 18)}
                y={y + 2}
                status={item.status}
              >
                {item.tag}
              </Pill>
              <Text x={666} y={y + 24} size={10.5} fill={palette.soft}>
                {item.detail}
              </Text>
              <Text
                x={666}
                y={y + 48}
                size={10.5}
                weight={600}
                fill={palette.blue}
              >
                {item.action}
              </Text>
            </g>
          );
        })}
      </Panel>
    </EducationApp>
  );
}
