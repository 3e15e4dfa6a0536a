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

/**
 * `alsoErase`: what other areas keep of the client (its answers and results,
 * src/server/proof/), erased once the client may be erased and before its own
 * records, so a failure leaves the client to erase again.
 */
export async function eraseClient(
  id: string,
  by: string,
  now: Date = new Date(),
  alsoErase: (clientId: string) => Promise<unknown> = async () => undefined,
): Promise<ClientErasure> {
  const client = await readClient(id);
  if (!client) return 'missing';
  if (client.status !== 'ended') return 'not-ended';
  await recordErasure('client', id, by, now);
  await alsoErase(client.id);
  await eraseClientRecords(client, await reportTokensOf(id));
  return 'erased';
}
