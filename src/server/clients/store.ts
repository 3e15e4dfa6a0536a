import type { z } from 'zod';
import { createJson, deleteKey, listKeys, readJson, readKeys, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The clients store (`agency-clients`), the only module of the clients area
 * that touches storage. Clients are few (the agency's paying businesses), so
 * the list reads them all; each client's folders are listed only on its page.
 *
 * - `client/<id>` the record
 * - `lead/<leadId>` → `{clientId}` the client made from a lead (taken with a conditional create)
 * - `work/<clientId>/<entry>` the work log, one key per entry (time-ordered ids)
 * - `report/<clientId>/<YYYY-MM>` the monthly reports, frozen snapshots
 * - `token/<token>` → `{clientId, month}` a report's private address
 * - `baseline/<clientId>` the first audit, compared with each fresh one
 * - `job/<clientId>` the one report job of a client (its claim)
 */

const segment = (value: string) => encodeURIComponent(value);

/** Every key and key prefix of the clients store. */
export const clientKeys = {
  clients: 'client/',
  client: (id: string) => `client/${id}`,
  lead: (leadId: string) => `lead/${segment(leadId)}`,
  workLog: (clientId: string) => `work/${clientId}/`,
  work: (clientId: string, entryId: string) => `work/${clientId}/${entryId}`,
  reports: (clientId: string) => `report/${clientId}/`,
  report: (clientId: string, month: string) => `report/${clientId}/${month}`,
  token: (token: string) => `token/${token}`,
  baseline: (clientId: string) => `baseline/${clientId}`,
  job: (clientId: string) => `job/${clientId}`,
} as const;

export const readEntry = <T>(key: string, schema: z.ZodType<T>): Promise<T | null> => readJson('clients', key, schema);
export const readEntryVersioned = <T>(key: string, schema: z.ZodType<T>) => readVersioned('clients', key, schema);
export const createEntry = (key: string, value: unknown): Promise<boolean> => createJson('clients', key, value);
export const replaceEntry = (key: string, value: unknown, etag: string) => replaceJson('clients', key, value, etag);
export const writeEntry = (key: string, value: unknown): Promise<void> => writeJson('clients', key, value);
export const removeKey = (key: string): Promise<void> => deleteKey('clients', key);
export const keysUnder = (prefix: string): Promise<string[]> => listKeys('clients', prefix);

/** The records under `keys`, in that order (unreadable and deleted ones skipped, as storage's readKeys does). */
export async function readEntries<T>(keys: readonly string[], schema: z.ZodType<T>): Promise<T[]> {
  const { records } = await readKeys('clients', keys, schema);
  return records.map((record) => record.value);
}
