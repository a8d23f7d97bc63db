import { Fragment } from "react";

/** An e-mail address that wraps after the @ and before each dot, never inside a word. */
export function EmailAddress({ address }: { address: string }) {
  const [user = "", domain = ""] = address.split("@");
  return (
    <>
      {user}@<wbr />
      {domain.split(".").map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
