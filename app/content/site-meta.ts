import type { ShareImage, SiteInfo } from "../lib/seo";
import { identity } from "./identity";
import { SITE_SHARE_PICTURE } from "./share-pictures";

/** The default link-preview picture (drawn in design/share-image.svg, rendered by `npm run images`). */
const defaultShareImage: ShareImage = {
  src: SITE_SHARE_PICTURE,
  width: 1200,
  height: 630,
  alt: `${identity.name}: systems that deliver when the stakes are highest. South African software and ICT solutions since ${identity.founded}.`,
};

export const site: SiteInfo = {
  name: identity.name,
  url: identity.siteUrl,
  locale: "en_ZA",
  defaultImage: defaultShareImage,
};

export const LANGUAGE = "en-ZA";
export const organizationId = `${identity.siteUrl}/#organization`;
