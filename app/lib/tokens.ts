const TOKEN = /\{(\w+)\}/g;

/** "{count} articles" with each `{token}` of `values` filled in; other tokens stay. */
export function fillTokens(
  text: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return text.replace(TOKEN, (token, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : token,
  );
}
