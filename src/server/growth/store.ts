import type { z } from 'zod';
import { createJson, deleteKey, listFolders, listKeys, readJson, readKeys, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The growth figures' store (`growth-figures`), the only module of the growth
 * area that touches storage. Days are Pakistan-time days (YYYY-MM-DD), months
 * YYYY-MM. Nothing here identifies a person.
 *
 * - `taps/<day>/<page>` a day's taps on one page, per kind (the page's `/` written as `~`; taps.ts)
 * - `tap/<day>/<kind>/<page>/<ulid>` one tap, as taps were kept before (read and rolled up like the records)
 * - `lead/<day>/<lead id>/<rev>-<facts>` a lead's facts in the key itself (rollups.ts)
 * - `dirty/<day>/<ulid>` a day whose leads changed since its month was written
 * - `leads-month/<YYYY-MM>` each folded day's lead facts
 * - `taps-month/<YYYY-MM>` each finished day's taps per page and kind
 * - `rebuild/facts-v<version>` how far the rebuild of every lead's facts to that version got (lead-facts.ts)
 */

const encodePage = (page: string) => page.replaceAll('/', '~');

/** Every key and key prefix of the growth store. */
export const growthKeys = {
  tapRecords: 'taps/',
  tapRecordsOfDay: (day: string) => `taps/${day}/`,
  tapRecord: (day: string, page: string) => `taps/${day}/${encodePage(page)}`,
  oneTapKeys: 'tap/',
  oneTapKeysOfDay: (day: string) => `tap/${day}/`,
  leadFacts: 'lead/',
  leadFactsOfMonth: (month: string) => `lead/${month}-`,
  leadFactsOfDay: (day: string) => `lead/${day}/`,
  leadFactsOfLead: (day: string, id: string) => `lead/${day}/${id}/`,
  leadFact: (day: string, id: string, rev: number, facts: string) => `lead/${day}/${id}/${String(rev).padStart(8, '0')}-${facts}`,
  dirtyMarkers: 'dirty/',
  dirtyMarker: (day: string, marker: string) => `dirty/${day}/${marker}`,
  leadsMonth: (month: string) => `leads-month/${month}`,
  tapsMonth: (month: string) => `taps-month/${month}`,
  rebuildCursor: (version: number) => `rebuild/facts-v${version}`,
} as const;

/** A tap record's page, from the key's last part. */
export const pageOfTapRecord = (segment: string) => segment.replaceAll('~', '/');

/** An index entry: its key is the whole fact. */
export const putEntry = (key: string): Promise<void> => writeJson('growth', key, {});
/** Unconditional: for records one writer owns (the rebuild's cursor). */
export const writeEntry = (key: string, value: unknown): Promise<void> => writeJson('growth', key, value);
export const readEntry = <T>(key: string, schema: z.ZodType<T>): Promise<T | null> => readJson('growth', key, schema);
export const readEntryVersioned = <T>(key: string, schema: z.ZodType<T>) => readVersioned('growth', key, schema);
export const createEntry = (key: string, value: unknown): Promise<boolean> => createJson('growth', key, value);
export const replaceEntry = (key: string, value: unknown, etag: string) => replaceJson('growth', key, value, etag);
export const readEntries = <T>(keys: readonly string[], schema: z.ZodType<T>) => readKeys('growth', keys, schema);
export const keysUnder = (prefix: string): Promise<string[]> => listKeys('growth', prefix);
export const foldersUnder = (prefix: string): Promise<string[]> => listFolders('growth', prefix);

/** Deletes keys a few at a time (a day of taps can be thousands). */
export async function removeKeys(keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25)
    await Promise.all(keys.slice(start, start + 25).map((key) => deleteKey('growth', key)));
}
