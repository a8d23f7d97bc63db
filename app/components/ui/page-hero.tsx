import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Calls to action or facts under the subtitle. */
  children?: ReactNode;
}

/** The opening band of an inner page: eyebrow, the page's only <h1>, and its subtitle. */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className="surface-night relative isolate overflow-hidden bg-night text-on-night"
    >
      <HeroBackdrop />
      <div className="container-page py-16 sm:py-20 lg:py-28">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">
          {eyebrow}
        </p>
        <h1
          id="page-title"
          className="mt-4 max-w-4xl text-display font-extrabold"
        >
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lead text-on-night-soft">
          {subtitle}
        </p>
        {children ? <div className="mt-10">{children}</div> : null}
      </div>
    </section>
  );
}

/** Soft rays of light from the top right: the brand's sunrise, drawn, not photographed. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 size-full"
      preserveAspectRatio="xMaxYMin slice"
      viewBox="0 0 1440 640"
    >
      <defs>
        <radialGradient id="hero-glow" cx="85%" cy="0%" r="75%">
          <stop offset="0" stopColor="#f5a623" stopOpacity="0.32" />
          <stop offset="0.35" stopColor="#1d43d8" stopOpacity="0.28" />
          <stop offset="1" stopColor="#081229" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-ray" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.09" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width="1440" height="640" fill="url(#hero-glow)" />
      <g fill="url(#hero-ray)">
        <path d="M1220 0 L880 640 L960 640 Z" />
        <path d="M1220 0 L1080 640 L1150 640 Z" />
        <path d="M1220 0 L1290 640 L1370 640 Z" />
        <path d="M1220 0 L640 640 L730 640 Z" />
      </g>
      <g stroke="#ffffff" strokeOpacity="0.06">
        <circle cx="1220" cy="0" r="220" fill="none" />
        <circle cx="1220" cy="0" r="380" fill="none" />
        <circle cx="1220" cy="0" r="560" fill="none" />
      </g>
    </svg>
  );
}
