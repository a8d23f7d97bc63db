import { Link } from "react-router";

import { caseStudyPath } from "../../content/case-studies/paths";
import { clientWall } from "../../content/home-sections";
import {
  homeTestimonial,
  type Testimonial as Quote,
} from "../../content/testimonials";

/**
 * A named testimonial: the quote, then who said it (name, title, organisation) beside their
 * photo, or, until a photo is approved, a head-and-shoulders outline on a saffron disc (drawn in
 * home.css), a portrait slot rather than a missing image. Home's; the editor's preview passes
 * the one being edited.
 */
export function Testimonial({
  testimonial = homeTestimonial,
}: { testimonial?: Quote } = {}) {
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
          <span aria-hidden="true" className="home-portrait-fallback" />
        )}
        <span>
          <strong>{testimonial.name}</strong>
          <span>{testimonial.attribution}</span>
          <span>{testimonial.organisation}</span>
          <Link to={caseStudyPath(testimonial.caseStudyId)}>
            {clientWall.testimonialLink} <span aria-hidden="true">→</span>
          </Link>
        </span>
      </figcaption>
    </figure>
  );
}
