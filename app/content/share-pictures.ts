/**
 * Where the share pictures that `npm run images` draws are published: the site's own, and each
 * case study's card. Imports nothing, so the build's scripts read it too
 * (scripts/share-picture-stand-ins.mjs).
 */
export const SITE_SHARE_PICTURE = "/images/share/khanyisa-digital.jpg";

export const caseStudySharePicture = (id: string) =>
  `/images/case-studies/${id}.jpg`;
