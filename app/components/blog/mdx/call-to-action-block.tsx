import { ArrowRight } from "lucide-react";
import { useId, type ReactNode } from "react";

import { ButtonLink } from "../../ui/button";

interface CallToActionProps {
  /** The block's heading. */
  title: string;
  /** The button's words, e.g. "Start your AI journey". */
  label: string;
  /** Where the button goes: a site path such as "/contact". */
  to: string;
  children?: ReactNode;
}

/** `<CallToAction>`: the invitation that closes every article. */
export function CallToActionBlock({
  title,
  label,
  to,
  children,
}: CallToActionProps) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="surface-night relative isolate mt-14 overflow-hidden rounded-card bg-night px-6 py-9 text-on-night shadow-raised sm:px-10 sm:py-11"
    >
      <Glow />
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">
        Next step
      </p>
      <h2
        id={headingId}
        className="mt-3 text-2xl leading-tight font-bold sm:text-[1.875rem]"
      >
        {title}
      </h2>
      {children ? (
        <div className="mt-4 max-w-xl text-base leading-relaxed text-on-night-soft sm:text-lg [&>p+p]:mt-3">
          {children}
        </div>
      ) : null}
      <ButtonLink to={to} variant="accent" size="lg" className="mt-8">
        {label}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </aside>
  );
}

function Glow() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 -z-10 size-full"
      preserveAspectRatio="xMaxYMax slice"
      viewBox="0 0 800 400"
    >
      <defs>
        <radialGradient id="article-cta-glow" cx="100%" cy="100%" r="80%">
          <stop offset="0" stopColor="#f5a623" stopOpacity="0.35" />
          <stop offset="0.5" stopColor="#1d43d8" stopOpacity="0.25" />
          <stop offset="1" stopColor="#081229" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="800" height="400" fill="url(#article-cta-glow)" />
      <g fill="none" stroke="#ffffff" strokeOpacity="0.08">
        <circle cx="800" cy="400" r="140" />
        <circle cx="800" cy="400" r="250" />
        <circle cx="800" cy="400" r="360" />
      </g>
    </svg>
  );
}
