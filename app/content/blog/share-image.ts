import type { ArticleImage } from "./article-index";

/**
 * The picture of an article's share card: its cover, or for an SVG cover (which social networks
 * do not show) the JPEG twin beside it that `npm run images` renders.
 */
export function articleShareImage<Image extends Pick<ArticleImage, "src">>(
  image: Image,
): Image {
  return /\.svg$/i.test(image.src)
    ? { ...image, src: image.src.replace(/\.svg$/i, ".jpg") }
    : image;
}
