import { pakistanDay } from '../../lib/time/pakistan-time';

/**
 * Calendar months as the reports name them (`YYYY-MM`, Pakistan time). Google's
 * figures arrive 2–3 days late, so a month's report is due on the 2nd of the
 * next month.
 */

/** The day of the month, Pakistan time, from which last month's report is due. */
export const REPORT_DAY = 2;

const shift = (month: string, by: number): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export const monthBefore = (month: string) => shift(month, -1);
export const yearBefore = (month: string) => shift(month, -12);

/** The last complete calendar month in Pakistan at `now`. */
export const lastCompleteMonth = (now: Date = new Date()): string => monthBefore(pakistanDay(now.getTime()).slice(0, 7));

/** Whether last month's report is due at `now` (the 2nd or later, Pakistan time). */
export const reportIsDue = (now: Date = new Date()): boolean => Number(pakistanDay(now.getTime()).slice(8, 10)) >= REPORT_DAY;

/** The first and last day of a month, for Google's `startDate` and `endDate`. */
export function monthDays(month: string): { startDate: string; endDate: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${String(last).padStart(2, '0')}` };
}

/** Whether two ISO times fall on the same day, Pakistan time. */
export const samePakistanDay = (a: string, b: Date) => pakistanDay(Date.parse(a)) === pakistanDay(b.getTime());
