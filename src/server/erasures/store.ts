import { writeJson } from '../storage';

/**
 * The erasure log's store (`erasure-log`), the only module of the erasures
 * area that touches storage.
 *
 * - `<ulid>` one record per erasure, `{ kind, id, by, at }`: who erased which lead, subscriber or
 *   client id, and when; never the person's data. Backups merge it and a restore skips what it names.
 */
export const erasureKeys = {
  entry: (id: string) => id,
} as const;

export interface ErasureRecord {
  kind: 'contact' | 'newsletter-subscriber' | 'client';
  id: string;
  by: string;
  at: string;
}

export const writeErasure = (entryId: string, record: ErasureRecord): Promise<void> =>
  writeJson('erasures', erasureKeys.entry(entryId), record);
