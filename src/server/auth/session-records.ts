import { decodeTime, isValid, ulid } from 'ulid';
import type { SessionInfo } from '../../lib/api/auth';
import type { Device } from './device';
import {
  readSeen,
  readSeensOf,
  readSessionRecord,
  readSessionRecordsOf,
  removeSessionKey,
  sessionKeys,
  sessionKeysUnder,
  writeSeen,
  writeSessionRecord,
  type Seen,
  type SessionRecord,
} from './store';

/**
 * Session records: one per sign-in, its id carried in the session token.
 * A request is signed in only while its record exists, so ending a session
 * is deleting its record, and it is refused from the next request on.
 *
 * The record is written once; the last-seen time (and when the password or a
 * factor was last checked) lives in a second key beside it, written at most
 * every few minutes. A request racing an "end session" can then at worst
 * rewrite that second key, never bring the ended session back.
 */
export const SESSION_LIMITS = {
  /** Absolute lifetime, whatever the activity (also the token's exp). */
  absoluteMs: 8 * 60 * 60 * 1000,
  /** Idle limit: no request for this long ends the session. */
  idleMs: 2 * 60 * 60 * 1000,
  /** Last seen is written at most this often (it is coarse on purpose: one write per few minutes, not per request). */
  lastSeenStepMs: 5 * 60 * 1000,
  /** A password or factor checked this recently counts as a fresh check (adding factors, changing e-mail). */
  freshMs: 5 * 60 * 1000,
} as const;

export type { SessionRecord } from './store';

export interface ActiveSession extends SessionRecord, Seen {}

const user = (username: string) => username.toLowerCase();
const SESSION_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export async function createSession(
  account: { username: string; id: string },
  device: Device,
  now: number,
  stage: SessionRecord['stage'] = 'full',
): Promise<SessionRecord> {
  const username = account.username;
  const record: SessionRecord = { id: ulid(now), username: user(username), created_at: now, ...device, stage, account_id: account.id };
  await writeSeen(username, record.id, { last_seen_at: now, verified_at: now });
  await writeSessionRecord(username, record);
  return record;
}

/**
 * The session if it is still open at `now`: its record exists, it is not past
 * the absolute or the idle limit. Touches last seen when it is older than a
 * step. A store failure raises (the request is refused with 503), never
 * reads as "signed in".
 */
export async function openSession(username: string, id: string, now: number): Promise<ActiveSession | null> {
  if (!SESSION_ID.test(id)) return null;
  const [record, seen] = await Promise.all([readSessionRecord(username, id), readSeen(username, id)]);
  if (!record || !seen) return null;
  if (now - record.created_at >= SESSION_LIMITS.absoluteMs || now - seen.last_seen_at >= SESSION_LIMITS.idleMs) {
    await endSession(username, id);
    return null;
  }
  if (now - seen.last_seen_at >= SESSION_LIMITS.lastSeenStepMs) {
    const touched = { ...seen, last_seen_at: now };
    await writeSeen(username, id, touched);
    return { ...record, ...touched };
  }
  return { ...record, ...seen };
}

export function isFresh(session: ActiveSession, now: number): boolean {
  return now - session.verified_at < SESSION_LIMITS.freshMs;
}

/** Ends one session; true when it existed. */
export async function endSession(username: string, id: string): Promise<boolean> {
  if (!SESSION_ID.test(id)) return false;
  const existed = (await readSessionRecord(username, id)) !== null;
  await removeSessionKey(sessionKeys.record(username, id));
  await removeSessionKey(sessionKeys.seen(username, id));
  return existed;
}

/** Ends every session of this person except `keep`; how many were ended. */
export async function endSessions(username: string, { keep }: { keep?: string } = {}): Promise<number> {
  const ids = (await sessionKeysUnder(sessionKeys.recordsOf(username))).map((key) => key.slice(key.lastIndexOf('/') + 1));
  const ending = ids.filter((id) => id !== keep);
  await Promise.all(ending.map((id) => endSession(username, id)));
  return ending.length;
}

/** This person's open sessions, newest first, as the account screen lists them. */
export async function listSessions(username: string, current: string, now: number): Promise<SessionInfo[]> {
  const [{ records }, seen] = await Promise.all([readSessionRecordsOf(username), readSeensOf(username)]);
  const seenById = new Map(seen.records.map((entry) => [entry.key.slice(entry.key.lastIndexOf('/') + 1), entry.value]));
  return records
    .map(({ value }) => ({ record: value, seen: seenById.get(value.id) }))
    .filter(
      ({ record, seen }) =>
        seen !== undefined && now - record.created_at < SESSION_LIMITS.absoluteMs && now - seen.last_seen_at < SESSION_LIMITS.idleMs,
    )
    .map(({ record, seen }) => ({
      id: record.id,
      created_at: new Date(record.created_at).toISOString(),
      last_seen_at: new Date(seen!.last_seen_at).toISOString(),
      browser: record.browser,
      os: record.os,
      place: record.place,
      address: record.address,
      current: record.id === current,
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Deletes the records of sessions past the absolute limit (abandoned ones are
 * never visited again to be ended). The id is a ULID, so its age is read from
 * the key alone. Run hourly by the scheduled function session-cleanup-scheduled.
 */
export async function removeExpiredSessions(now: number = Date.now()): Promise<number> {
  const keys = [...(await sessionKeysUnder(sessionKeys.records)), ...(await sessionKeysUnder(sessionKeys.seens))];
  const expired = keys.filter((key) => {
    const id = key.slice(key.lastIndexOf('/') + 1);
    return isValid(id) && now - decodeTime(id) >= SESSION_LIMITS.absoluteMs;
  });
  for (let start = 0; start < expired.length; start += 25) {
    await Promise.all(expired.slice(start, start + 25).map((key) => removeSessionKey(key)));
  }
  return expired.length;
}
