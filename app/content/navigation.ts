export interface MenuItem {
  name: string;
  route: string;
  /** Active only when the path matches exactly (no nested routes). */
  exact: boolean;
}

/** The menu bar, in the order the spec gives; its labels in sentence case (decision 081). */
export const menuItems = [
  { name: "Home", route: "/home", exact: true },
  { name: "Services", route: "/services", exact: false },
  { name: "Case studies", route: "/case-studies", exact: false },
  { name: "Technologies", route: "/technologies", exact: false },
  { name: "Blog", route: "/blog", exact: false },
  { name: "About", route: "/about", exact: false },
  { name: "Contact", route: "/contact", exact: false },
] as const satisfies readonly MenuItem[];

/** Footer quick links, in the spec's order. */
export const footerQuickLinks = [
  { name: "Home", route: "/home" },
  { name: "Services", route: "/services" },
  { name: "Technologies", route: "/technologies" },
  { name: "Case studies", route: "/case-studies" },
  { name: "About", route: "/about" },
  { name: "Contact", route: "/contact" },
] as const;

/** Footer links beyond the spec's quick links, so that every page is reachable without the menu. */
/** The footer's copyright year: fixed by the spec ("© 2024"), not computed. */
export const copyrightYear = 2024;

export const footerInsightLinks = [{ name: "Blog", route: "/blog" }] as const;

export const getStartedLink = {
  name: "Get started",
  route: "/contact#contact",
} as const;
