import { z } from 'zod';
import { normaliseEmail } from '../../lib/api/newsletter';
import { deleteKey, listKeys, readJson, writeJson } from '../storage';
import { sha256 } from './links';

/**
 * Addresses that must never be mailed again: readers who unsubscribed and
 * addresses the mail server refused for good (5xx). Kept apart from the
 * subscriber records, keyed by the sha256 of the address, so nothing that
 * happens to the list (an erasure, a re-import) mails them; only a new
 * sign-up that is confirmed lifts it.
 */
const suppressionSchema = z.object({
  reason: z.enum(['unsubscribed', 'bounced']),
  at: z.string(),
  detail: z.string().optional(),
});
export type Suppression = z.infer<typeof suppressionSchema>;

export const suppressionKey = (email: string) => sha256(normaliseEmail(email));

export async function suppress(email: string, entry: Suppression): Promise<void> {
  await writeJson('newsletterSuppression', suppressionKey(email), entry);
}

export async function liftSuppression(email: string): Promise<void> {
  await deleteKey('newsletterSuppression', suppressionKey(email));
}

export async function isSuppressed(email: string): Promise<boolean> {
  return (await readJson('newsletterSuppression', suppressionKey(email), suppressionSchema)) !== null;
}

/** Every suppressed address's key, from one listing (a campaign checks each batch against it). */
export async function suppressedKeys(): Promise<Set<string>> {
  return new Set(await listKeys('newsletterSuppression'));
}
