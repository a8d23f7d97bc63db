import type { ReactNode } from "react";
import { Link } from "react-router";

import { bookingPage } from "../../content/calls-to-action";
import { pagePath } from "../../content/site-map";
import { track } from "../../lib/analytics";

/** A call to action; one to the contact page opens the booking page instead, if there is one. */
export function ConsultationLink({
  to,
  className,
  children,
  booking = bookingPage,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  booking?: string; // the content's, unless a test says
}) {
  if (!booking || to !== pagePath.contact)
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  return (
    <a
      href={booking}
      target="_blank"
      rel="noopener"
      className={className}
      onClick={() =>
        track("conversion", { conversion_name: "consultation_booking" })
      }
    >
      {children} <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
