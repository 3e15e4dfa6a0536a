/**
 * Calendar months written `YYYY-MM` (the growth rollups', the Search Console
 * snapshots' and the monthly reports' keys), and how a month is named to people.
 */

/** The month (`YYYY-MM`) of a day (`YYYY-MM-DD`). */
export const monthOf = (day: string) => day.slice(0, 7);

/** The months a range of days touches, from `from`'s to `to`'s, oldest first, `YYYY-MM`. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = monthOf(from).split('-').map(Number) as [number, number];
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > monthOf(to)) return months;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** "October 2026": a month as reports and screens name it. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}
