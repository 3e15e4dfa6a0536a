import { DAY_MS } from './durations';

/**
 * Calendar days (YYYY-MM-DD) as text, whatever zone they are days of:
 * counting days and the Monday of a week. Pure; the growth figures (Pakistan
 * days) and Search Console (Google's days) share them. Months: months.ts.
 */

/** `day` moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday that starts the week of `day` (weeks run Monday to Sunday). */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
