/**
 * Text with `{token}` placeholders, as the content files write a value the page supplies:
 * "{count} articles, newest first.". (A text with an element in it, "Read our {cookiePolicy}.",
 * is split at its placeholder where it is shown; its schema asks for the placeholder once.)
 */
const TOKEN = /\{(\w+)\}/g;

/** The text with each `{token}` of `values` replaced by its value; other tokens stay. */
export function fillTokens(
  text: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return text.replace(TOKEN, (token, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : token,
  );
}
