import { ulid } from 'ulid';
import { z } from 'zod';
import { auditKeys, createEntry, keysUnder } from './store';

/** The staff start limit: each member's audits an hour. */

export const STAFF_STARTS_PER_HOUR = 10;

/** The hour a start is counted in, as its folder names it. */
export const hourOf = (at: Date): string => at.toISOString().slice(0, 13);

/**
 * Counts one staff start; false when the member has used up this hour's.
 * Each start takes a numbered slot with a conditional create, so parallel
 * starts cannot take more slots than there are.
 */
export async function takeStaffStart(member: string, now: Date = new Date()): Promise<boolean> {
  const name = member.toLowerCase();
  const hour = hourOf(now);
  const taken = (await keysUnder(auditKeys.staffStartHour(name, hour))).length;
  for (let slot = taken + 1; slot <= STAFF_STARTS_PER_HOUR; slot += 1) {
    const key = auditKeys.staffStart(name, hour, String(slot).padStart(2, '0'));
    if (await createEntry(key, { at: now.toISOString(), start: ulid(now.getTime()) })) return true;
  }
  return false;
}

/** Leads' audits started site-wide in an hour unless AUDIT_HOURLY_LIMIT says otherwise. */
const DEFAULT_HOURLY_LIMIT = 60;

const hourlyLimitSchema = z.coerce.number().int().min(1).max(999).catch(DEFAULT_HOURLY_LIMIT);

/** The site-wide budget of leads' audits an hour (AUDIT_HOURLY_LIMIT; unset or not a whole number: 60). */
export const hourlyAuditLimit = (env: Record<string, string | undefined> = process.env): number =>
  hourlyLimitSchema.parse(env.AUDIT_HOURLY_LIMIT ?? DEFAULT_HOURLY_LIMIT);

/** Leads' audits started a day per source (a sender's address) unless AUDIT_SOURCE_DAILY_LIMIT says otherwise. */
const DEFAULT_SOURCE_DAILY_LIMIT = 5;

const sourceLimitSchema = z.coerce.number().int().min(1).max(999).catch(DEFAULT_SOURCE_DAILY_LIMIT);

/** The daily share of leads' audits one source gets (AUDIT_SOURCE_DAILY_LIMIT; unset or not a whole number: 5). */
export const sourceDailyLimit = (env: Record<string, string | undefined> = process.env): number =>
  sourceLimitSchema.parse(env.AUDIT_SOURCE_DAILY_LIMIT ?? DEFAULT_SOURCE_DAILY_LIMIT);

/** How many leads' audits may wait for a later hour: twice the hourly budget; past it a new one is not run automatically. */
export const waitingCap = (env: Record<string, string | undefined> = process.env): number => 2 * hourlyAuditLimit(env);

/**
 * Counts one of a source's audits today (numbered slots, each a conditional
 * create, like the staff limit); false when the source has used up its share.
 * `source` is a keyed hash of the sender's address: the store never holds the address.
 */
export async function takeSourceSlot(source: string, now: Date = new Date()): Promise<boolean> {
  const limit = sourceDailyLimit();
  const day = now.toISOString().slice(0, 10);
  const taken = (await keysUnder(auditKeys.sourceStarts(day, source))).length;
  for (let slot = taken + 1; slot <= limit; slot += 1) {
    if (await createEntry(auditKeys.sourceStart(day, source, String(slot).padStart(3, '0')), { at: now.toISOString() })) return true;
  }
  return false;
}

/**
 * Takes one of this hour's site-wide slots for a lead's audit, as the staff
 * limit does (numbered slots, each a conditional create). Returns the slot's
 * key (to give it back), or null when the hour's budget is used up.
 */
export async function takeHourlySlot(now: Date = new Date()): Promise<string | null> {
  const limit = hourlyAuditLimit();
  const hour = hourOf(now);
  const taken = (await keysUnder(auditKeys.hourlyStartHour(hour))).length;
  for (let slot = taken + 1; slot <= limit; slot += 1) {
    const key = auditKeys.hourlyStart(hour, String(slot).padStart(3, '0'));
    if (await createEntry(key, { at: now.toISOString() })) return key;
  }
  return null;
}
