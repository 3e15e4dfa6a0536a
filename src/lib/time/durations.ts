/** Lengths of time in milliseconds, named once: `2 * DAY_MS`, not `2 * 24 * 60 * 60 * 1000`. */

export const HOUR_MS = 3_600_000;

/** 24 hours. A Pakistan-time day is always this long (no daylight saving): see pakistan-time.ts. */
export const DAY_MS = 24 * HOUR_MS;
