import { ulid } from 'ulid';
import { newsletterSubscriberSchema, type NewsletterSubscriber } from '../lib/api/admin-records';
import { normaliseEmail } from '../lib/api/newsletter-request';
import { recordErasure } from './contacts';
import { createJson, deleteKey, readAll, readJson, type Listing } from './storage';

/**
 * Newsletter subscribers, one key per normalised e-mail address written
 * `onlyIfNew`: subscribing twice keeps the first record, and concurrent
 * sign-ups of different people never touch each other.
 */
export interface SignupDetails {
  /** The site page the visitor signed up on, when known (not stored yet). */
  source?: string | undefined;
}

export async function subscribe(email: string, _details: SignupDetails = {}): Promise<{ created: boolean }> {
  const address = normaliseEmail(email);
  const subscriber: NewsletterSubscriber = { id: ulid(), email: address, subscribed_at: new Date().toISOString() };
  return { created: await createJson('newsletter', address, subscriber) };
}

/** Every readable subscriber, newest first. */
export async function listSubscribers(): Promise<Listing<NewsletterSubscriber>> {
  const { records, unreadable } = await readAll('newsletter', newsletterSubscriberSchema);
  const items = records
    .map((record) => record.value)
    .sort((a, b) => b.subscribed_at.localeCompare(a.subscribed_at) || b.id.localeCompare(a.id));
  return { items, unreadable: unreadable.length };
}

/**
 * Erases a subscriber on request: the record leaves the store; the erasure
 * log keeps who did it, when and the subscriber's id, not the address.
 */
export async function deleteSubscriber(email: string, by: string, now: Date = new Date()): Promise<boolean> {
  const address = normaliseEmail(email);
  const subscriber = await readJson('newsletter', address, newsletterSubscriberSchema);
  if (!subscriber) return false;
  await recordErasure('newsletter-subscriber', subscriber.id, by, now);
  await deleteKey('newsletter', address);
  return true;
}
