/** The site's one date format for every date a visitor reads: "19 September 2025". */
const longDate = new Intl.DateTimeFormat("en-ZA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "2024-09-25" → "25 September 2024", the same on the build machine and in every browser. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!ISO_DATE.test(isoDate) || Number.isNaN(date.getTime()))
    throw new Error(`Not an ISO date: "${isoDate}"`);
  return longDate.format(date);
}
