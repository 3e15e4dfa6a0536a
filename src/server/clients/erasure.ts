import { recordErasure } from '../erasures/index';
import { readClient, eraseClientRecords } from './records';
import { reportTokensOf } from './reports';

/**
 * Erasing a client (once ended): its record, work log, reports and their
 * addresses, its first audit and its lead link leave the store. What is kept
 * is who erased which id and when (the erasure log), and the activity log's
 * entries that it happened. The lead it was made from is the lead's own
 * (erased from the inbox).
 */
export type ClientErasure = 'erased' | 'missing' | 'not-ended';

export async function eraseClient(id: string, by: string, now: Date = new Date()): Promise<ClientErasure> {
  const client = await readClient(id);
  if (!client) return 'missing';
  if (client.status !== 'ended') return 'not-ended';
  await recordErasure('client', id, by, now);
  await eraseClientRecords(client, await reportTokensOf(id));
  return 'erased';
}
