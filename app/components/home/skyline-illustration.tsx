import skyline from "./skyline.svg?no-inline";

/**
 * Sunrise over a city skyline, with the network of systems we keep running. Decorative. A static
 * picture, so it is a cached image file rather than markup in the page's scripts.
 */
export function SkylineIllustration() {
  return (
    <img
      src={skyline}
      alt=""
      width={560}
      height={440}
      loading="lazy"
      decoding="async"
      className="h-auto w-full max-w-xl justify-self-center"
    />
  );
}
