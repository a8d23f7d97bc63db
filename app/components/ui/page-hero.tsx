import type { ReactNode } from "react";

import backdrop from "../../assets/illustrations/hero-backdrop.svg?no-inline";
import type { HeroScene } from "../../content/pages";

/** Each scene's file: a hashed, cached image, so the drawings add nothing to the page's scripts. */
const scenes = import.meta.glob<string>("../../assets/illustrations/*.svg", {
  query: "?no-inline",
  import: "default",
  eager: true,
});
export const sceneUrl = (scene: HeroScene) =>
  scenes[`../../assets/illustrations/${scene}.svg`];

/** A page's opening band: eyebrow, its only <h1>, subtitle and, from 1024 px, a scene (log 082). */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  illustration,
  children,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  illustration?: HeroScene;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className="surface-night relative isolate overflow-hidden bg-night text-on-night"
    >
      {/* Soft rays of light from the top right: the brand's sunrise, drawn, not photographed. */}
      <img
        src={backdrop}
        alt=""
        width={1440}
        height={640}
        decoding="async"
        fetchPriority="low"
        className="absolute inset-0 -z-10 size-full"
      />
      <div
        className={
          illustration
            ? "container-page py-12 sm:py-20 lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-10 lg:py-20 xl:gap-16"
            : "container-page py-12 sm:py-20 lg:py-28"
        }
      >
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-bright uppercase">
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
        {illustration ? (
          <img
            src={sceneUrl(illustration)}
            alt=""
            width={480}
            height={320}
            decoding="async"
            fetchPriority="low"
            className="hidden h-auto w-72 rounded-3xl shadow-raised lg:block xl:w-[26rem]"
          />
        ) : null}
      </div>
    </section>
  );
}
