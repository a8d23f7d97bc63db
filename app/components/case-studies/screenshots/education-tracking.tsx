import { EducationApp } from "./education-app";
import {
  Panel,
  Pill,
  Progress,
  ScreenTitle,
  Text,
  palette,
  type Status,
} from "./svg-parts";

const ROWS: [string, string, string, number, number, Status, string][] = [
  [
    "Thembalethu Primary School",
    "ORD-E-10482",
    "14 Nov",
    23,
    23,
    "good",
    "Delivered",
  ],
  [
    "Masakhane Secondary School",
    "ORD-E-10517",
    "15 Nov",
    31,
    31,
    "good",
    "Delivered",
  ],
  [
    "Ikhwezi High School",
    "ORD-E-10533",
    "15 Nov",
    27,
    29,
    "bad",
    "Outstanding",
  ],
  [
    "Siyathemba Combined School",
    "ORD-E-10560",
    "ETA 18 Nov",
    0,
    19,
    "warn",
    "In transit",
  ],
  [
    "Lesedi Primary School",
    "ORD-E-10571",
    "16 Nov",
    22,
    22,
    "good",
    "Delivered",
  ],
  [
    "Kgotso Primary School",
    "ORD-E-10588",
    "ETA 19 Nov",
    0,
    17,
    "warn",
    "In transit",
  ],
  [
    "Vukuzenzele Primary School",
    "ORD-E-10602",
    "16 Nov",
    25,
    25,
    "good",
    "Delivered",
  ],
];

const FILTERS = [
  { name: "All", count: "412", x: 204, width: 76 },
  { name: "Delivered", count: "409", x: 288, width: 118 },
  { name: "In transit", count: "2", x: 414, width: 110 },
  { name: "Outstanding", count: "1", x: 532, width: 124 },
];

/** Every school in a district, with where its order is. */
export function EducationTracking({ label }: { label: string }) {
  return (
    <EducationApp label={label} active="Delivery tracking">
      <ScreenTitle
        title="Delivery tracking"
        subtitle="Eastern District · 412 schools · 99.3% delivered · Courier feed updated 10 minutes ago"
      />
      {FILTERS.map(({ name, count, x, width }, index) => {
        const active = index === 0;
        return (
          <g key={name}>
            <rect
              x={x}
              y={160}
              width={width}
              height={28}
              rx="14"
              fill={active ? "#14532d" : palette.white}
              stroke={active ? "#14532d" : "#c5ccda"}
            />
            <Text
              x={x + width / 2}
              y={178}
              size={11.5}
              weight={700}
              fill={active ? "#ffffff" : palette.ink}
              anchor="middle"
            >
              {`${name} (${count})`}
            </Text>
          </g>
        );
      })}
      <rect
        x={754}
        y={160}
        width={190}
        height={28}
        rx="8"
        fill={palette.white}
        stroke="#c5ccda"
      />
      <Text x={768} y={178} size={11} fill={palette.faint}>
        Search school or EMIS…
      </Text>
      <Panel x={204} y={202} width={740} height={380}>
        <rect
          x={205}
          y={203}
          width={738}
          height={36}
          rx="10"
          fill={palette.panel}
        />
        {[
          ["School", 222],
          ["Order", 470],
          ["Delivered", 580],
          ["Items received", 680],
          ["Status", 840],
        ].map(([title, x]) => (
          <Text
            key={title}
            x={Number(x)}
            y={226}
            size={10.5}
            weight={700}
            fill={palette.soft}
          >
            {String(title)}
          </Text>
        ))}
        {ROWS.map(
          (
            [school, order, date, received, ordered, status, statusLabel],
            row,
          ) => {
            const y = 268 + row * 44;
            return (
              <g key={order}>
                <Text x={222} y={y} size={12} weight={600}>
                  {school}
                </Text>
                <Text x={470} y={y} size={11.5} fill={palette.soft}>
                  {order}
                </Text>
                <Text x={580} y={y} size={11.5} fill={palette.soft}>
                  {date}
                </Text>
                <Text
                  x={680}
                  y={y - 4}
                  size={10.5}
                  fill={palette.soft}
                >{`${received} of ${ordered}`}</Text>
                <Progress
                  x={680}
                  y={y + 2}
                  width={130}
                  value={(received / ordered) * 100}
                  colour={
                    status === "good"
                      ? palette.green
                      : status === "bad"
                        ? palette.red
                        : palette.amber
                  }
                />
                <Pill x={840} y={y} status={status}>
                  {statusLabel}
                </Pill>
                <path d={`M220 ${y + 20}H928`} stroke={palette.line} />
              </g>
            );
          },
        )}
      </Panel>
    </EducationApp>
  );
}
