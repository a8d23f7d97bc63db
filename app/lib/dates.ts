const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2024-09-25" → "25 September 2024", the same on the build machine and in every browser. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()))
    throw new Error(`Not an ISO date: "${isoDate}"`);
  return longDate.format(date);
}
