import { PAKISTAN_TIME_ZONE } from '../../lib/time/pakistan-time';

/**
 * Dates and times as the admin shows them: in Pakistan time (UTC+5), whatever
 * the reader's computer is set to, the way the reports, mails and logs give
 * them; a time says so ("PKT"). Written in the reader's own locale's style.
 */

/** The label after every time the admin shows. */
export const PKT = 'PKT';

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "14 Mar 2025, 14:05 PKT" (in the reader's locale's style). */
export function formatPktDateTime(iso: string, locale?: string): string {
  const date = parse(iso);
  return date
    ? `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: PAKISTAN_TIME_ZONE }).format(date)} ${PKT}`
    : iso;
}

/** "14 Mar 2025": the day in Pakistan. */
export function formatPktDate(iso: string, locale?: string): string {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: PAKISTAN_TIME_ZONE }).format(date) : iso;
}

/** Newest first; entries with an unreadable date go last. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  const time = (item: T) => parse(dateOf(item))?.getTime() ?? -Infinity;
  return [...items].sort((a, b) => time(b) - time(a));
}

/** The hour and minute in Pakistan, e.g. "15:04 PKT" (or "3:04 PM PKT" where that is the custom). */
export function formatPktTime(iso: string, locale?: string): string {
  const date = parse(iso);
  return date
    ? `${new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: PAKISTAN_TIME_ZONE }).format(date)} ${PKT}`
    : iso;
}
