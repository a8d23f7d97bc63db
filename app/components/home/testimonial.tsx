import { Link } from "react-router";

import { caseStudyPath } from "../../content/site-map";
import { clientWall } from "../../content/home";
import type { Testimonial as Quote } from "../../content/testimonials";

/** A named testimonial, with the speaker's photo or a head-and-shoulders outline. */
export function Testimonial({ testimonial }: { testimonial: Quote }) {
  return (
    <figure className="surface-night mt-6 flex flex-col rounded-card bg-night p-5 text-on-night shadow-raised sm:p-6">
      <span
        aria-hidden="true"
        className="font-serif text-6xl leading-[0.6] text-accent"
      >
        “
      </span>
      <blockquote className="mt-3 text-[0.9375rem] leading-relaxed text-on-night sm:text-base">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-4 border-t border-on-night-line pt-4">
        {testimonial.photo ? (
          <img
            src={testimonial.photo}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-14 shrink-0 rounded-full object-cover grayscale"
          />
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 56 56"
            className="size-14 shrink-0 rounded-full fill-night"
          >
            <circle cx="28" cy="28" r="27.5" className="fill-accent" />
            <circle cx="28" cy="23" r="7" />
            <ellipse cx="28" cy="49" rx="17" ry="15" />
          </svg>
        )}
        <span className="flex flex-col text-sm leading-snug text-on-night-soft">
          <strong className="text-base font-bold text-on-night">
            {testimonial.name}
          </strong>
          <span>{testimonial.attribution}</span>
          <span>{testimonial.organisation}</span>
          <Link
            to={caseStudyPath(testimonial.caseStudyId)}
            className="mt-2 self-start rounded font-semibold text-accent underline-offset-4 hover:underline"
          >
            {clientWall.testimonialLink} <span aria-hidden="true">→</span>
          </Link>
        </span>
      </figcaption>
    </figure>
  );
}
