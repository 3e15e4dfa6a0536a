/**
 * Calendar days (YYYY-MM-DD) and months (YYYY-MM) as text, whatever zone
 * they are days of: counting days, the Monday of a week, the months a range
 * touches. Pure; the growth figures (Pakistan days) and Search Console
 * (Google's days) share them.
 */

export const DAY_MS = 86_400_000;

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday that starts the week of `day` (weeks run Monday to Sunday). */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The month (YYYY-MM) of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The months (YYYY-MM) from `from`'s to `to`'s, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > to.slice(0, 7)) return months;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}
