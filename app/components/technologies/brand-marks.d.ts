/** simple-icons' file of each brand mark, by slug: made by scripts/vite-plugin-icon-sprite.ts. */
declare module "virtual:brand-marks" {
  import type { BrandMark } from "../../content/technologies/marks";

  const brandFiles: Record<BrandMark, string>;
  export default brandFiles;
}
