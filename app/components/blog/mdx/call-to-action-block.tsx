import { useId, type ReactNode } from "react";

import { buttonStyles } from "../../ui/button";
import { ConsultationLink } from "../../ui/consultation-link";
import { Icon } from "../../ui/icon";
import { NewsletterSignup } from "../newsletter-signup";

/**
 * `<CallToAction title="…" label="…" to="/contact">`: what closes every article: its own offer
 * (a heading, a button to a site path), then the newsletter sign-up.
 */
export function CallToActionBlock({
  title,
  label,
  to,
  children,
}: {
  title: string;
  label: string;
  to: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="not-prose surface-night relative isolate mt-14 overflow-hidden rounded-card bg-night corner-glow px-6 py-9 text-on-night shadow-raised sm:px-10 sm:py-11"
    >
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
      <ConsultationLink
        to={to}
        className={buttonStyles({
          variant: "accent",
          size: "lg",
          className: "mt-8",
        })}
      >
        {label}
        <Icon name="arrow-right" className="size-5" />
      </ConsultationLink>
      {/* The sign-up sits in the saffron corner glow, where the soft text colour fell to 3.6:1
          behind the hint's letters: here its secondary words take the full on-night colour. */}
      <div className="mt-10 border-t border-on-night-line pt-8 [--color-on-night-soft:var(--color-on-night)] sm:mt-12 sm:pt-10">
        <NewsletterSignup inArticle />
      </div>
    </aside>
  );
}
