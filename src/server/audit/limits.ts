import { ulid } from 'ulid';
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
