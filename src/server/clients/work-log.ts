import { ulid } from 'ulid';
import { workEntrySchema, type WorkEntry } from '../../lib/api/clients';
import { clientKeys, keysUnder, readEntries, readEntryVersioned, replaceEntry, writeEntry } from './store';
import { pakistanDay } from '../../lib/time/pakistan-time';
import { samePakistanDay } from './months';

/**
 * A client's work log: one key per entry (`work/<clientId>/<entry id>`,
 * time-ordered), so two members writing at once never lose each other's.
 * An entry is its author's to correct on the day it was written (Pakistan
 * time); after that it stands as written.
 */

/** Enough for years of weekly entries; a client's page lists them all. */
export const MAX_WORK_ENTRIES = 1000;

export async function workLog(clientId: string): Promise<WorkEntry[]> {
  const keys = (await keysUnder(clientKeys.workLog(clientId))).sort().reverse();
  return readEntries(keys, workEntrySchema);
}

/**
 * The work a report of `month` shows, oldest first: what was written from the
 * month's first day (Pakistan time) until the report is made, except what a
 * report of another month already showed. A report made after the month
 * (on the 2nd, or later by hand) so also carries the days since, once.
 */
export async function workForReport(clientId: string, month: string, shownElsewhere: ReadonlySet<string>): Promise<WorkEntry[]> {
  const from = `${month}-01`;
  return (await workLog(clientId)).filter((entry) => pakistanDay(Date.parse(entry.at)) >= from && !shownElsewhere.has(entry.id)).reverse();
}

export async function addWork(clientId: string, text: string, by: string, now: Date = new Date()): Promise<WorkEntry | 'full'> {
  if ((await keysUnder(clientKeys.workLog(clientId))).length >= MAX_WORK_ENTRIES) return 'full';
  const entry: WorkEntry = { id: ulid(now.getTime()), at: now.toISOString(), by, text, editedAt: null };
  await writeEntry(clientKeys.work(clientId, entry.id), entry);
  return entry;
}

/** Whether `member` may still correct `entry` at `now`. */
export const mayEdit = (entry: WorkEntry, member: string, now: Date = new Date()) => entry.by === member && samePakistanDay(entry.at, now);

export type WorkEditResult = { kind: 'ok'; entry: WorkEntry } | { kind: 'missing' } | { kind: 'not-yours' } | { kind: 'conflict' };

export async function editWork(clientId: string, id: string, text: string, by: string, now: Date = new Date()): Promise<WorkEditResult> {
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(id)) return { kind: 'missing' };
  const current = await readEntryVersioned(clientKeys.work(clientId, id), workEntrySchema);
  if (!current) return { kind: 'missing' };
  if (!mayEdit(current.value, by, now)) return { kind: 'not-yours' };
  const entry = { ...current.value, text, editedAt: now.toISOString() };
  return (await replaceEntry(clientKeys.work(clientId, id), entry, current.etag)).written ? { kind: 'ok', entry } : { kind: 'conflict' };
}
