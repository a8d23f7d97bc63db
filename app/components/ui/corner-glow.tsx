/**
 * The brand's light, rising from the bottom-right corner of a call-to-action panel: a saffron
 * glow with faint rings. Decorative. `id` keeps gradient ids unique when two panels share a page.
 */
export function CornerGlow({ id }: { id: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 size-full"
      preserveAspectRatio="xMaxYMax slice"
      viewBox="0 0 1200 400"
    >
      <defs>
        <radialGradient id={id} cx="100%" cy="100%" r="70%">
          <stop offset="0" stopColor="#f5a623" stopOpacity="0.45" />
          <stop offset="1" stopColor="#1d43d8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="400" fill={`url(#${id})`} />
      <g fill="none" stroke="#ffffff" strokeOpacity="0.1">
        <circle cx="1200" cy="400" r="160" />
        <circle cx="1200" cy="400" r="280" />
        <circle cx="1200" cy="400" r="400" />
      </g>
    </svg>
  );
}
