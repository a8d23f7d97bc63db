import type { ReactNode } from "react";
import { Link } from "react-router";

import { bookingPage } from "../../content/calls-to-action";
import { pagePath } from "../../content/site-map";
import { track } from "../../lib/analytics";

interface ConsultationLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** The company's booking page; the content's unless a test or the editor's preview says. */
  booking?: string;
}

/** A call to action; one to the contact page opens the booking page instead, if there is one. */
export function ConsultationLink({
  to,
  className,
  children,
  booking = bookingPage,
}: ConsultationLinkProps) {
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
