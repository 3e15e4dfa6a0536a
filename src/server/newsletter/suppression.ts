import { normaliseEmail } from '../../lib/api/newsletter';
import { sha256 } from './links';
import { readSuppression, removeSuppression, suppressedHashes, writeSuppression, type Suppression } from './store';

/**
 * Addresses that must never be mailed again: readers who unsubscribed and
 * addresses the mail server refused for good (5xx). Kept apart from the
 * subscriber records, keyed by the sha256 of the address, so nothing that
 * happens to the list (an erasure, a re-import) mails them; only a new
 * sign-up that is confirmed lifts it.
 */
export const suppressionKey = (email: string) => sha256(normaliseEmail(email));

export async function suppress(email: string, entry: Suppression): Promise<void> {
  await writeSuppression(suppressionKey(email), entry);
}

export async function liftSuppression(email: string): Promise<void> {
  await removeSuppression(suppressionKey(email));
}

export async function isSuppressed(email: string): Promise<boolean> {
  return (await readSuppression(suppressionKey(email))) !== null;
}

/** Every suppressed address's key, from one listing (a campaign checks each batch against it). */
export async function suppressedKeys(): Promise<Set<string>> {
  return new Set(await suppressedHashes());
}
