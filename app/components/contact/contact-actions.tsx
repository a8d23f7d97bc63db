import { contactActionLabels as labels } from "../../content/contact";
import { identity } from "../../content/identity";
import { buttonStyles } from "../ui/button";
import { Icon } from "../ui/icon";

// Full width on a phone; one row from 768 px, a size smaller until 1024 px so the three fit.
const action = (variant: "accent" | "outline-night") =>
  buttonStyles({
    variant,
    size: "lg",
    className:
      "w-full md:w-auto md:max-lg:min-h-11 md:max-lg:px-5 md:max-lg:text-sm",
  });

/** Call, e-mail and (once a number is set) WhatsApp, as the identity module holds them. */
export function ContactActions() {
  const { phone, email, whatsapp } = identity;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap">
      <a href={phone.href} className={action("accent")}>
        <Icon name="phone" className="size-5 shrink-0" />
        {labels.call} {phone.display}
      </a>
      <a
        href={`mailto:${email}`}
        className={`${action("outline-night")} wrap-anywhere`}
      >
        <Icon name="mail" className="size-5 shrink-0" />
        {labels.email} {email}
      </a>
      {whatsapp ? (
        <a
          href={`https://wa.me/${whatsapp}`}
          target="_blank"
          rel="noopener"
          className={action("outline-night")}
        >
          <Icon name="message-circle" className="size-5 shrink-0" />
          {labels.whatsapp}{" "}
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
