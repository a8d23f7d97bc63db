/**
 * A case study's own page; the list at /case-studies opens the same study in a dialog. Not in
 * site-map.ts, which the page shell imports: every page would carry it.
 */
export const caseStudyPath = (id: string) => `/case-studies/${id}`;
