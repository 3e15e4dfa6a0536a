import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { createJson, readJson, readKeys, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The Search Console store (`search-console`), the only module of the area
 * that touches storage. Everything but the settings is kept under its
 * property (`<p>`, the property in base64url), so changing the property starts
 * over and the old figures stay kept under theirs. Nothing identifies a person.
 *
 * - `settings` the property read now, when and by whom it was saved (connection.ts)
 * - `state/<p>` the sync state: days still to fetch, how far Google's figures go, the last run, the claim
 * - `pages/<p>/<YYYY-MM>` each day's clicks, impressions and position per landing path (snapshots.ts)
 * - `queries/<p>/<YYYY-MM>/<path hash>` a page's top queries in the month, and the days counted into them
 */

const propertyKey = (property: string) => Buffer.from(property, 'utf8').toString('base64url');
const pathHash = (path: string) => createHash('sha256').update(path).digest('hex').slice(0, 32);

/** Every key of the Search Console store. */
export const searchConsoleKeys = {
  settings: 'settings',
  syncState: (property: string) => `state/${propertyKey(property)}`,
  monthPages: (property: string, month: string) => `pages/${propertyKey(property)}/${month}`,
  monthQueries: (property: string, month: string, path: string) => `queries/${propertyKey(property)}/${month}/${pathHash(path)}`,
} as const;

export const readEntry = <T>(key: string, schema: z.ZodType<T>): Promise<T | null> => readJson('searchConsole', key, schema);
export const readEntryVersioned = <T>(key: string, schema: z.ZodType<T>) => readVersioned('searchConsole', key, schema);
/** Records under these keys, in that order; missing and unreadable ones left out. */
export async function readEntries<T>(keys: readonly string[], schema: z.ZodType<T>): Promise<T[]> {
  return (await readKeys('searchConsole', keys, schema)).records.map((record) => record.value);
}
export const createEntry = (key: string, value: unknown): Promise<boolean> => createJson('searchConsole', key, value);
export const replaceEntry = (key: string, value: unknown, etag: string) => replaceJson('searchConsole', key, value, etag);
/** Unconditional: only the sync writes figures (under its claim), and only a save writes the settings. */
export const writeEntry = (key: string, value: unknown): Promise<void> => writeJson('searchConsole', key, value);
