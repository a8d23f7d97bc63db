import type { ArticleImage } from "./article-index";

/**
 * The picture of an article's share card: its cover, or for an SVG cover (which social networks
 * do not show) the JPEG twin beside it that `npm run images` renders.
 */
export function articleShareImage(image: ArticleImage): ArticleImage {
  return image.src.endsWith(".svg")
    ? { ...image, src: image.src.replace(/\.svg$/, ".jpg") }
    : image;
}
