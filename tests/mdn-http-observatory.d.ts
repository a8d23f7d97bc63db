/** The part of @mdn/mdn-http-observatory (which ships no types) that tests/observatory.mjs uses. */
declare module "@mdn/mdn-http-observatory" {
  export function scan(hostname: string): Promise<{
    scan: { score: number; grade: string };
    tests: Record<
      string,
      { result: string; pass: boolean; scoreModifier: number }
    >;
  }>;
}
