/** Facts derived from the content files at build (scripts/content-reading.ts). */
declare module "virtual:derived-content" {
  // An ambient module cannot import a relative path, so the types are referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const serviceTiles: readonly import("./service-tile").ServiceTile[];
  export const legalTitles: Record<
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    import("./legal/types").LegalSlug,
    string
  >;
}
