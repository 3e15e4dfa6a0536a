import { z } from 'zod';
import { activityEntrySchema, type ActivityEntry } from '../../lib/api/activity';
import { createJson, deleteKey, listKeys, readJson, readKeys, readVersioned, replaceJson } from '../storage';

/**
 * The activity log's store (`activity-log`), the only module of the activity
 * area that touches storage.
 *
 * - `<ulid>/<action>/<actor>` one entry per event, written once (`onlyIfNew`); a refusal's entry is
 *   counted up while its hour lasts. The key alone answers the filters (time, action, person).
 * - `refusal/<hour start>/<hash of action, person, address>` → `{ key }`, the key of that hour's refusal
 *   entry. Not an entry (no ulid): listings of entries skip it.
 *
 * Only the daily retention sweep deletes.
 */
export const activityKeys = {
  entry: (id: string, action: string, actorPart: string) => `${id}/${action}/${actorPart}`,
  refusals: 'refusal/',
  refusal: (hourStart: number, digest: string) => `refusal/${hourStart}/${digest}`,
} as const;

const pointerSchema = z.object({ key: z.string() });

/** Writes an entry once; false when its key was taken. */
export const createEntry = (key: string, entry: ActivityEntry): Promise<boolean> => createJson('activity', key, entry);
export const readEntryVersioned = (key: string) => readVersioned('activity', key, activityEntrySchema);
export const replaceEntry = (key: string, entry: ActivityEntry, etag: string) => replaceJson('activity', key, entry, etag);
/** The entries under these keys, in that order (unreadable ones skipped, logged and named). */
export const readEntries = (keys: readonly string[]) => readKeys('activity', keys, activityEntrySchema);

/** Claims an hour's refusal pointer for the entry at `entryKey`; false when another refusal has it. */
export const createRefusalPointer = (pointer: string, entryKey: string): Promise<boolean> =>
  createJson('activity', pointer, { key: entryKey });
export const readRefusalPointer = (pointer: string) => readJson('activity', pointer, pointerSchema);

/** Every key of the store (entries and pointers), or those under `prefix`. */
export const keysUnder = (prefix?: string): Promise<string[]> => listKeys('activity', prefix);
export const removeKey = (key: string): Promise<void> => deleteKey('activity', key);
