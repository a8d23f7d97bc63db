/** The address of the icon sprite, made by scripts/vite-plugin-icon-sprite.ts. */
declare module "virtual:icon-sprite" {
  const spriteUrl: string;
  export default spriteUrl;
}
