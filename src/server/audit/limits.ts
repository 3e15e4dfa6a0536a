import { ulid } from 'ulid';
import { auditKeys, keysUnder, putEntry } from './store';

/** The staff start limit: each member's audits an hour. */

export const STAFF_STARTS_PER_HOUR = 10;

/** The hour a start is counted in, as its folder names it. */
export const hourOf = (at: Date): string => at.toISOString().slice(0, 13);

/** Counts one staff start; false when the member has used up this hour's. */
export async function takeStaffStart(member: string, now: Date = new Date()): Promise<boolean> {
  const name = member.toLowerCase();
  const hour = hourOf(now);
  if ((await keysUnder(auditKeys.staffStartHour(name, hour))).length >= STAFF_STARTS_PER_HOUR) return false;
  await putEntry(auditKeys.staffStart(name, hour, ulid(now.getTime())));
  return true;
}
