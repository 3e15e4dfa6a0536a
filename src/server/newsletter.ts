import { ulid } from 'ulid';
import { newsletterSubscriberSchema, type NewsletterSubscriber } from '../lib/admin/admin-records';
import { normaliseEmail } from '../lib/newsletter/newsletter-request';
import { createJson, listKeys, readMany } from './storage';

/**
 * Newsletter subscribers, one key per normalised e-mail address written
 * `onlyIfNew`: subscribing twice keeps the first record, and concurrent
 * sign-ups of different people never touch each other.
 */
export async function subscribe(email: string): Promise<{ created: boolean }> {
  const address = normaliseEmail(email);
  const subscriber: NewsletterSubscriber = { id: ulid(), email: address, subscribed_at: new Date().toISOString() };
  return { created: await createJson('newsletter', address, subscriber) };
}

/** Every subscriber, newest first. */
export async function listSubscribers(): Promise<NewsletterSubscriber[]> {
  const subscribers = await readMany('newsletter', await listKeys('newsletter'), newsletterSubscriberSchema);
  return subscribers.sort((a, b) => b.subscribed_at.localeCompare(a.subscribed_at) || b.id.localeCompare(a.id));
}
