import { createHash } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { decodeTime, isValid, ulid } from 'ulid';
import { toCsv } from '../../lib/csv/csv';
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuery,
} from '../../lib/api/activity';
import { truncateAddress } from '../../lib/net/network-address';
import {
  activityKeys,
  createEntry,
  createRefusalPointer,
  keysUnder,
  readEntries,
  readEntryVersioned,
  readRefusalPointer,
  removeKey,
  replaceEntry,
} from './store';
import { DAY_MS, HOUR_MS } from '../../lib/time/durations';

/**
 * The activity log: append-only, one key per event, written `onlyIfNew`, so
 * an entry is never overwritten. The key is `<ulid>/<action>/<actor>`: it
 * sorts by time, and the filters (person, action, dates) are answered from
 * the listing alone; only the page shown is read. Nothing here rewrites
 * what an entry says, with one exception: a refusal (a failed outcome) is
 * one entry per hour, kind, person and address with a `count`, counted up
 * while that hour lasts (found through a pointer, countRefusal), so nobody
 * can grow the log with requests that are refused. The only deletion is removeExpired, which the scheduled function
 * activity-retention-scheduled runs daily for entries older than a year.
 */
export const ACTIVITY_RETENTION_MS = 365 * DAY_MS;

const ANONYMOUS = '-';
/** What a failed sign-in stores for a name no member has (it may be a password typed into the wrong field). */
export const UNKNOWN_ACCOUNT = 'unknown account';
const actorKeyPart = (actor: string) => (/^[A-Za-z0-9._-]{1,50}$/.test(actor) ? actor.toLowerCase() : ANONYMOUS);

export interface ActivityEvent {
  actor: string;
  action: ActivityAction;
  target?: string;
  outcome?: ActivityEntry['outcome'];
  nameTried?: string;
  /** How a sign-in step or check was made (password, totp, recovery-code, passkey). */
  method?: ActivityEntry['method'];
}

/**
 * Appends one entry. The event has already happened, so a store failure here
 * is logged loudly rather than undoing it or answering the user with an error.
 */
export async function recordActivity(
  event: ActivityEvent,
  ip: string | undefined,
  now: number = Date.now(),
): Promise<ActivityEntry | null> {
  const id = ulid(now);
  const entry: ActivityEntry = {
    id,
    at: new Date(now).toISOString(),
    actor: event.actor.toLowerCase(),
    action: event.action,
    ...(event.target !== undefined && { target: event.target.slice(0, 200) }),
    outcome: event.outcome ?? 'succeeded',
    address: truncateAddress(ip),
    ...(event.nameTried !== undefined && { name_tried: event.nameTried.slice(0, 100) }),
    ...(event.method !== undefined && { method: event.method }),
  };
  try {
    const key = activityKeys.entry(id, event.action, actorKeyPart(event.actor));
    if (entry.outcome === 'failed') return await countRefusal(refusalPointer(event, entry.address, now), key, { ...entry, count: 1 });
    await createEntry(key, entry);
    return entry;
  } catch (error) {
    console.error(`Activity log: could not record ${event.action} by ${entry.actor || 'a visitor'}`, error);
    return null;
  }
}

/** Where a refusal's entry for the hour is found (activityKeys.refusal → the entry's key). Not an entry (no ulid): listings skip it. */

function refusalPointer(event: ActivityEvent, address: string, now: number): string {
  const digest = createHash('sha256').update(`${event.action}\n${event.actor.toLowerCase()}\n${address}`).digest('base64url');
  return activityKeys.refusal(Math.floor(now / HOUR_MS) * HOUR_MS, digest);
}

/**
 * The first refusal of its kind, person and address in an hour is an entry
 * of its own (and claims the hour's pointer); later ones add to its count. A
 * count lost to a race is a floor, never a second entry.
 */
async function countRefusal(pointer: string, key: string, first: ActivityEntry): Promise<ActivityEntry | null> {
  if (await createRefusalPointer(pointer, key)) {
    await createEntry(key, first);
    return first;
  }
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const found = await readRefusalPointer(pointer);
    const current = found && (await readEntryVersioned(found.key));
    if (current) {
      const next = { ...current.value, count: (current.value.count ?? 1) + 1 };
      if ((await replaceEntry(found.key, next, current.etag)).written) return next;
    }
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
  }
  console.error(`Activity log: ${pointer} kept changing; one refusal is not counted`);
  return null;
}

/** recordActivity with the request's address. */
export function logActivity(context: Pick<Context, 'ip'>, event: ActivityEvent): Promise<ActivityEntry | null> {
  return recordActivity(event, context.ip);
}

interface KeyParts {
  key: string;
  time: number;
  action: string;
  actor: string;
}

function parseKey(key: string): KeyParts | null {
  const [id = '', action = '', actor = ''] = key.split('/');
  if (!isValid(id)) return null;
  return { key, time: decodeTime(id), action, actor };
}

const dayStart = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

async function matchingKeys(query: ActivityQuery): Promise<string[]> {
  const from = query.from ? dayStart(query.from) : -Infinity;
  const to = query.to ? dayStart(query.to) + DAY_MS : Infinity;
  const actor = query.actor?.trim().toLowerCase();
  return (await keysUnder())
    .map(parseKey)
    .filter((parts): parts is KeyParts => parts !== null)
    .filter(
      (parts) =>
        parts.time >= from &&
        parts.time < to &&
        (!query.action || parts.action === query.action) &&
        (!actor || parts.actor === actorKeyPart(actor)),
    )
    .map((parts) => parts.key)
    .sort()
    .reverse();
}

/** One page (50 entries) of the log, newest first. */
export async function listActivity(query: ActivityQuery): Promise<{ page: ActivityPage; unreadable: number }> {
  const keys = await matchingKeys(query);
  const page = query.page ?? 1;
  const { records, unreadable } = await readEntries(keys.slice((page - 1) * ACTIVITY_PAGE_SIZE, page * ACTIVITY_PAGE_SIZE));
  return {
    page: { items: records.map((record) => record.value), page, pageSize: ACTIVITY_PAGE_SIZE, matching: keys.length },
    unreadable: unreadable.length,
  };
}

/** Every matching entry as CSV (same rules as the admin's other exports: BOM, formula cells kept as text). */
export async function exportActivity(query: ActivityQuery): Promise<{ csv: string; entries: number }> {
  const { records } = await readEntries(await matchingKeys(query));
  const csv = toCsv<ActivityEntry>(
    [
      { header: 'Time (UTC)', value: (entry) => entry.at },
      { header: 'Person', value: (entry) => entry.actor },
      { header: 'Action', value: (entry) => ACTIVITY_ACTION_LABELS[entry.action] },
      { header: 'Target', value: (entry) => entry.target },
      { header: 'Outcome', value: (entry) => entry.outcome },
      { header: 'Address', value: (entry) => entry.address },
      { header: 'Name tried', value: (entry) => entry.name_tried },
      { header: 'Method', value: (entry) => entry.method },
      { header: 'Times', value: (entry) => String(entry.count ?? 1) },
    ],
    records.map((record) => record.value),
  );
  return { csv, entries: records.length };
}

/** Deletes entries older than a year and the pointers of past hours' refusals (the scheduled retention job; a few hundred keys per run is plenty for this site). */
export async function removeExpired(now: number = Date.now()): Promise<number> {
  const cutoff = now - ACTIVITY_RETENTION_MS;
  const expired = (await keysUnder()).map(parseKey).filter((parts): parts is KeyParts => parts !== null && parts.time < cutoff);
  // Pointers of hours that are over have done their work.
  const pointers = (await keysUnder(activityKeys.refusals)).filter(
    (key) => Number(key.slice(activityKeys.refusals.length).split('/')[0]) + HOUR_MS < now,
  );
  const keys = [...expired.map((parts) => parts.key), ...pointers];
  for (let start = 0; start < keys.length; start += 25) {
    await Promise.all(keys.slice(start, start + 25).map((key) => removeKey(key)));
  }
  return expired.length;
}
