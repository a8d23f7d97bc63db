import type { z } from "zod";

import file from "../../content/navigation.json" with { type: "json" };
import { fillTokens } from "../lib/tokens.ts";
import { buildYear } from "./facts.ts";
import { identity } from "./identity.ts";
import type { navigationSchema } from "./navigation.schema";
import { pagePath, type PageKey } from "./site-map.ts";

const navigation = file as z.infer<typeof navigationSchema>;

/** The link to a page as the menu and the footer name it: "Supplier information", /procurement. */
export const pageLink = (key: PageKey) => ({
  name: navigation.linkNames[key],
  route: pagePath[key],
});
export type NavigationLink = ReturnType<typeof pageLink>;

/** The menu bar, in the file's order; `exact`: active on Home alone, not the pages under it. */
export const menuItems = navigation.menu.map((key) => ({
  ...pageLink(key),
  exact: key === "home",
}));

export const footerQuickLinks = navigation.footerQuickLinks.map(pageLink);

/** The footer's links after the spec's quick links, in the same column. */
export const footerMoreLinks = navigation.footerMoreLinks.map(pageLink);

export const getStartedLink = {
  name: navigation.getStarted.name,
  route: pagePath[navigation.getStarted.page] + navigation.getStarted.section,
};

export const { footer, skipLink: skipLinkText } = navigation;

/** A footer line filled in ("2024–2026"); the editor's preview passes what is being edited. */
export const footerLine = (
  text: string,
  facts: Omit<typeof identity, "siteUrl"> = identity,
  startYear: number = navigation.copyrightStartYear,
) =>
  fillTokens(text, {
    bbbeeLevel: facts.bbbeeLevel,
    founded: facts.founded,
    year: startYear < buildYear ? `${startYear}–${buildYear}` : `${buildYear}`,
    legalName: facts.legalName,
    registrationNumber: facts.registrationNumber,
    address: facts.address.display,
  });

/** The footer's words, filled in (`footer` keeps the lines as written, for the preview). */
export const footerText = {
  ...footer,
  copyright: footerLine(footer.copyright),
  registration: footerLine(footer.registration),
  bbbeeBadge: footerLine(footer.bbbeeBadge),
  badges: footer.badges.map((badge) => footerLine(badge)),
};
