/** The About page's content. Icons are keys that components/about resolves to lucide icons. */

export type AboutIcon =
  | "dignity"
  | "excellence"
  | "ownership"
  | "integrity"
  | "government"
  | "finance"
  | "health"
  | "manufacturing"
  | "retail"
  | "logistics"
  | "education"
  | "energy";

export interface Milestone {
  year: string;
  text: string;
}

export interface Statement {
  label: "Mission" | "Vision" | "Goal";
  text: string;
}

export interface TitledText {
  title: string;
  description: string;
}

export interface ValueCard extends TitledText {
  icon: AboutIcon;
}

export interface Industry extends TitledText {
  icon: AboutIcon;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Capability {
  title: string;
  items: string[];
}

/** A member of the leadership team. Names are placeholders until the company supplies its own. */
export interface Leader {
  name: string;
  role: string;
  bio: string;
  /** A portrait under /public, only with the person's consent; without one the card draws a tile. */
  photo?: { src: string; width: number; height: number };
}
