/** Dates in the reader's own locale and time zone (spec 3: local date-time and local date). */

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatLocalDateTime(iso: string, locale?: string): string {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : iso;
}

export function formatLocalDate(iso: string, locale?: string): string {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date) : iso;
}

/** Newest first; entries with an unreadable date go last. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  const time = (item: T) => parse(dateOf(item))?.getTime() ?? -Infinity;
  return [...items].sort((a, b) => time(b) - time(a));
}

/** The reader's local hour and minute, e.g. "15:04" (or "3:04 PM" where that is the custom). */
export function formatLocalTime(iso: string, locale?: string): string {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date) : iso;
}
