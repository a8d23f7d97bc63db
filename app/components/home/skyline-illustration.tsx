/** Sunrise over a city skyline, with the network of systems we keep running. Decorative. */
export function SkylineIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 560 440"
      width="560"
      height="440"
      className="h-auto w-full max-w-xl justify-self-center"
    >
      <defs>
        <linearGradient id="skyline-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#0b1733" />
          <stop offset="1" stopColor="#1d43d8" />
        </linearGradient>
        <radialGradient id="skyline-sun" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#ffd27a" />
          <stop offset="1" stopColor="#f5a623" />
        </radialGradient>
      </defs>
      <rect width="560" height="440" rx="28" fill="url(#skyline-sky)" />
      <circle
        cx="380"
        cy="250"
        r="96"
        fill="url(#skyline-sun)"
        opacity="0.95"
      />
      <g stroke="#f5a623" strokeWidth="3" strokeLinecap="round" opacity="0.55">
        <path d="M380 120v-28" />
        <path d="m290 158-20-20" />
        <path d="m470 158 20-20" />
      </g>
      <g fill="#081229">
        <rect x="40" y="250" width="56" height="150" rx="4" />
        <rect x="104" y="200" width="48" height="200" rx="4" />
        <rect x="160" y="150" width="64" height="250" rx="4" />
        <path d="M192 110 224 150H160Z" />
        <rect x="232" y="230" width="52" height="170" rx="4" />
        <rect x="292" y="270" width="70" height="130" rx="4" />
        <rect x="370" y="210" width="50" height="190" rx="4" />
        <rect x="428" y="250" width="44" height="150" rx="4" />
        <rect x="480" y="290" width="44" height="110" rx="4" />
      </g>
      <g fill="#f5a623" opacity="0.85">
        {[170, 190, 210].map((y) => (
          <g key={y}>
            <rect x="172" y={y} width="10" height="8" rx="1" />
            <rect x="190" y={y} width="10" height="8" rx="1" />
            <rect x="208" y={y} width="10" height="8" rx="1" />
          </g>
        ))}
        <rect x="114" y="220" width="10" height="8" rx="1" />
        <rect x="384" y="232" width="10" height="8" rx="1" />
        <rect x="302" y="290" width="10" height="8" rx="1" />
      </g>
      <rect
        x="20"
        y="398"
        width="520"
        height="4"
        rx="2"
        fill="#ffffff"
        opacity="0.9"
      />
      <g stroke="#ffffff" strokeOpacity="0.55" strokeWidth="2" fill="none">
        <path d="M96 86 176 60 262 96 340 58" />
        <path d="M176 60 196 110" />
      </g>
      <g fill="#ffffff">
        <circle cx="96" cy="86" r="7" />
        <circle cx="176" cy="60" r="9" />
        <circle cx="262" cy="96" r="7" />
        <circle cx="340" cy="58" r="6" />
      </g>
    </svg>
  );
}
