import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import { renderToStaticMarkup } from "react-dom/server";

import { caseStudies, type CaseStudy } from "../../app/content/case-studies";
import { identity } from "../../app/content/identity";
import { ASSET_TYPES } from "../../server/hosting-rules.ts";
import { projectRoot } from "../project-root.ts";
import { designColours } from "../theme-color.ts";

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;
const colour = designColours();
const FONT = "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans', sans-serif";

/** Words to lines of at most `max` characters (an estimate of the width: the font is fixed). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A file under public/ as a data: URL, so the card carries it (JPEG, PNG, WebP or SVG). */
function publicFileDataUrl(src: string): string {
  const type = ASSET_TYPES[path.extname(src).slice(1).toLowerCase()];
  const data = readFileSync(path.join(projectRoot, "public", src));
  return `data:${type};base64,${data.toString("base64")}`;
}

/** A case study's share card, drawn from its content beside its first screenshot, embedded. */
export function caseStudyCardSvg(study: CaseStudy): string {
  const [cover] = study.screenshots;
  const titleLines = wrapWords(study.title, 24);
  const titleSize = titleLines.length > 3 ? 36 : 42;
  const titleTop = 214;
  const lineHeight = titleSize * 1.18;
  const figureY = titleTop + lineHeight * (titleLines.length - 1) + 118;
  const { from, value, label } = study.highlight;
  const markup = renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={CARD_WIDTH}
      height={CARD_HEIGHT}
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      fontFamily={FONT}
    >
      <title>{`${study.title}: a case study by ${identity.name}`}</title>
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colour.night} />
          <stop offset="1" stopColor={colour["night-raised"]} />
        </linearGradient>
        <radialGradient id="glow" cx="0.85" cy="0" r="0.8">
          <stop offset="0" stopColor={colour.accent} stopOpacity="0.3" />
          <stop offset="0.45" stopColor={colour.brand} stopOpacity="0.28" />
          <stop offset="1" stopColor={colour.night} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill="url(#sky)" />
      <rect width={CARD_WIDTH} height={CARD_HEIGHT} fill="url(#glow)" />
      {/* The cover mock-up, leaning out of the right edge as on the case-study page. */}
      <g transform="translate(640 150) scale(0.64)">
        <rect
          x="-14"
          y="-14"
          width="988"
          height="628"
          rx="24"
          fill="#ffffff"
          opacity="0.08"
        />
        {cover ? (
          <image
            href={publicFileDataUrl(cover.src)}
            width="960"
            height="600"
            preserveAspectRatio="xMidYMin slice"
          />
        ) : null}
      </g>
      <g transform="translate(80 80)">
        <rect
          width="44"
          height="44"
          rx="12"
          fill={colour.ink}
          stroke={colour["on-night-line"]}
          strokeWidth="2"
        />
        <path d="M11 29.3a11 11 0 0 1 22 0Z" fill={colour.accent} />
        <path
          d="M8.6 33.6h26.8"
          stroke="#ffffff"
          strokeWidth="2.7"
          strokeLinecap="round"
        />
        <text
          x="60"
          y="30"
          fontSize="24"
          fontWeight="700"
          fill={colour["on-night"]}
        >
          {identity.name}
        </text>
      </g>
      <text
        x="80"
        y="166"
        fontSize="18"
        fontWeight="700"
        fill={colour.accent}
        letterSpacing="2.5"
      >
        {`CASE STUDY · ${study.category.toUpperCase()}`}
      </text>
      <text fontSize={titleSize} fontWeight="800" fill="#ffffff">
        {titleLines.map((line, index) => (
          <tspan key={line} x="80" y={titleTop + 10 + index * lineHeight}>
            {line}
          </tspan>
        ))}
      </text>
      <text x="80" y={figureY} fontWeight="800" fill={colour.accent}>
        {from ? (
          <tspan fontSize="34" fill={colour["on-night-soft"]} fontWeight="600">
            {`${from} → `}
          </tspan>
        ) : null}
        <tspan fontSize="72">{value}</tspan>
      </text>
      <text
        x="80"
        y={figureY + 40}
        fontSize="22"
        fontWeight="600"
        fill={colour["on-night"]}
      >
        {label}
      </text>
      <path d={`M0 612h${CARD_WIDTH}`} stroke={colour.accent} strokeWidth="6" />
    </svg>,
  );
  return `${markup}\n`;
}

export const CASE_STUDY_CARDS_DIR = "design/case-studies";

/** Draws every study's card and removes those of studies gone, so each is rendered once. */
export function writeCaseStudyCards(): string[] {
  const dir = path.join(projectRoot, CASE_STUDY_CARDS_DIR);
  mkdirSync(dir, { recursive: true });
  const wanted = new Set(caseStudies.map((study) => `${study.id}.svg`));
  for (const name of readdirSync(dir))
    if (name.endsWith(".svg") && !wanted.has(name))
      rmSync(path.join(dir, name));
  return caseStudies.map((study) => {
    const file = path.join(CASE_STUDY_CARDS_DIR, `${study.id}.svg`);
    writeFileSync(path.join(projectRoot, file), caseStudyCardSvg(study));
    return file;
  });
}
