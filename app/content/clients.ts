/**
 * The clients shown in the home page's trust bar and on About's track record.
 *
 * These names are fictitious placeholders: the original site's client logos were not supplied
 * and we do not claim real organisations as clients. Replace each entry with a real client's
 * name (and, once permission is given, its logo file in `logo`) before going live.
 */
export interface Client {
  name: string;
  /** Sector shown under the wordmark and used for grouping. */
  sector:
    | "Government"
    | "Financial Services"
    | "Healthcare"
    | "Manufacturing"
    | "Retail"
    | "Logistics"
    | "Education"
    | "Energy";
  /** Path of a logo image under /public; null renders the name as a text wordmark. */
  logo: string | null;
}

export const clients = [
  { name: "Provincial Education Department", sector: "Government", logo: null },
  {
    name: "Indlovu Mutual Assurance",
    sector: "Financial Services",
    logo: null,
  },
  { name: "Thuthuka Health Network", sector: "Healthcare", logo: null },
  { name: "Kwezi Steel Fabricators", sector: "Manufacturing", logo: null },
  { name: "Lwandle Retail Group", sector: "Retail", logo: null },
  { name: "Sibanye Freight Lines", sector: "Logistics", logo: null },
  { name: "Metro Water Utility", sector: "Government", logo: null },
  { name: "Ithemba Savings Bank", sector: "Financial Services", logo: null },
  { name: "Amandla Power Solutions", sector: "Energy", logo: null },
  { name: "Ubuhle Pharmaceuticals", sector: "Healthcare", logo: null },
  { name: "Highveld Packaging", sector: "Manufacturing", logo: null },
  { name: "Nkosi Agricultural Co-op", sector: "Retail", logo: null },
  { name: "Provincial Roads Agency", sector: "Government", logo: null },
  { name: "Umfundi Skills Academy", sector: "Education", logo: null },
] as const satisfies readonly Client[];
