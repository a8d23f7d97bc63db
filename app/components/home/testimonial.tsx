import { Link } from "react-router";

import { homeTestimonial as testimonial } from "../../content/testimonials";

/**
 * A named testimonial: the quote, then who said it (name, title, organisation) beside their
 * photo, or, until a photo is approved, a drawn portrait frame in the brand's colours.
 */
export function Testimonial() {
  return (
    <figure className="surface-night home-quote">
      <span aria-hidden="true">“</span>
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        {testimonial.photo ? (
          <img
            src={testimonial.photo}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="home-portrait"
          />
        ) : (
          <PortraitFallback />
        )}
        <span>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.attribution}</span>
          <span>{testimonial.organisation}</span>
          <Link to={`/case-studies#${testimonial.caseStudyId}`}>
            Read the case study <span aria-hidden="true">→</span>
          </Link>
        </span>
      </figcaption>
    </figure>
  );
}

/** A head-and-shoulders outline on a saffron disc: a portrait slot, not a missing image. */
function PortraitFallback() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 56 56"
      width={56}
      height={56}
      className="home-portrait"
    >
      <circle cx="28" cy="28" r="28" className="fill-accent" />
      <circle cx="28" cy="23" r="9" className="fill-night" />
      <path d="M11 48a17 14 0 0 1 34 0z" className="fill-night" />
    </svg>
  );
}
