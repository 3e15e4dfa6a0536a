/**
 * Pakistan Standard Time is UTC+5 all year (no daylight saving since 2009).
 * The admin shows and takes schedule times in Pakistan time, the growth
 * figures count Pakistan-time days, mails and pages show Pakistan dates; the
 * store and the API keep UTC. Every conversion is here.
 */
const PAKISTAN_UTC_OFFSET_MINUTES = 5 * 60;
const OFFSET_MS = PAKISTAN_UTC_OFFSET_MINUTES * 60_000;

/** The IANA zone, for Intl date formatting in Pakistan time. */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';

/** The Pakistan-time calendar day (YYYY-MM-DD) of an instant (ms since the epoch). */
export const pakistanDay = (ms: number) => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/** The instant (ms since the epoch) a Pakistan-time day (YYYY-MM-DD) starts. */
export const pakistanDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * "2026-12-01T09:30" as read in Pakistan (what an <input type="datetime-local">
 * gives) → the UTC instant, ISO 8601 ("2026-12-01T04:30:00.000Z"). Null for
 * anything that is not a real date and time in that form.
 */
export function pakistanToUtc(local: string): string | null {
  const match = LOCAL_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  // Date.UTC rolls 31 November over to 1 December: refuse instead.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return new Date(asUtc - OFFSET_MS).toISOString();
}

/** A UTC instant (ISO 8601) → "YYYY-MM-DDTHH:mm" in Pakistan time; null when it is not a date. */
export function utcToPakistan(iso: string): string | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 16);
}
