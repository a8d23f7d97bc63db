import { Fragment } from "react";

import { identity } from "../../content/identity";

/** The company's e-mail link; the address wraps after the @ and before each dot of its domain. */
export function EmailAddress() {
  return (
    <a
      href={`mailto:${identity.email}`}
      className="rounded font-semibold wrap-break-word text-brand hover:underline"
    >
      {identity.email.split(/(?<=@)|(?<=@.*)(?=\.)/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
