import { Fragment } from "react";

/** An e-mail address that wraps after the @ and before each dot of its domain, never in a word. */
export function EmailAddress({ address }: { address: string }) {
  return address.split(/(?<=@)|(?<=@.*)(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
