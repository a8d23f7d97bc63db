/** Where the share pictures `npm run images` draws are published: the site's, each case study's. */
export const SITE_SHARE_PICTURE = "/images/share/khanyisa-digital.jpg";

export const caseStudySharePicture = (id: string) =>
  `/images/case-studies/${id}.jpg`;
