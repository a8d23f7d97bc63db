/** Where the share pictures `npm run images` draws are published: the site's, each case study's. */
export const SITE_SHARE_PICTURE = "/images/share/khanyisa-digital.jpg";

export const caseStudySharePicture = (id: string) =>
  `/images/case-studies/${id}.jpg`;

/** An article's share picture: its cover, or for an SVG one (networks show none) its JPEG twin. */
export const articleShareImage = <Image extends { src: string }>(
  image: Image,
): Image =>
  /\.svg$/i.test(image.src)
    ? { ...image, src: image.src.replace(/\.svg$/i, ".jpg") }
    : image;
