import "./home.css";

import type { ComponentProps, ReactNode } from "react";

/**
 * A band of the home page, with the page container inside and a tighter rhythm than other pages'
 * sections, since /home stacks thirteen of them (design log 076). Tones are classes in home.css.
 */
export function HomeSection({
  tone = "plain",
  className = "",
  children,
  ...props
}: ComponentProps<"section"> & { tone?: "plain" | "subtle" | "night" }) {
  return (
    <section
      className={`home-band home-${tone} ${tone === "night" ? "surface-night" : ""} ${className}`}
      {...props}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}

/** A section's eyebrow, heading and introduction. */
export function HomeHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
}) {
  return (
    <div className="home-heading">
      <p className="home-eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {intro ? <p className="home-intro">{intro}</p> : null}
    </div>
  );
}
