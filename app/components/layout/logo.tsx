import { identity } from "../../content/identity";

/** The Khanyisa mark, a sun rising over a horizon, with the wordmark beside it; lit on night. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg
        aria-hidden="true"
        focusable="false"
        width="36"
        height="36"
        viewBox="0 0 36 36"
        className="shrink-0"
      >
        <rect
          width="36"
          height="36"
          rx="10"
          className="fill-ink in-[.surface-night]:fill-brand"
        />
        <path d="M9 24a9 9 0 0 1 18 0Z" className="fill-accent" />
        <g className="stroke-accent" strokeWidth="2.2" strokeLinecap="round">
          <path d="M18 8.5v3" />
          <path d="m9.3 12.2 2.1 2.1" />
          <path d="m26.7 12.2-2.1 2.1" />
        </g>
        <path
          d="M7 27.5h22"
          className="stroke-canvas"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg leading-none font-extrabold tracking-tight whitespace-nowrap text-ink in-[.surface-night]:text-on-night">
        {identity.name.split(" ")[0]}
        <span className="text-brand in-[.surface-night]:text-accent">
          {" "}
          {identity.name.split(" ").slice(1).join(" ")}
        </span>
      </span>
    </span>
  );
}
