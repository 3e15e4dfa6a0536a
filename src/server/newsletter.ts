import { ulid } from 'ulid';
import { newsletterSubscriberSchema, type NewsletterSubscriber } from '../lib/admin/admin-records';
import { normaliseEmail } from '../lib/newsletter/newsletter-request';
import { createJson, readAll, type Listing } from './storage';

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

/** Every readable subscriber, newest first. */
export async function listSubscribers(): Promise<Listing<NewsletterSubscriber>> {
  const { records, unreadable } = await readAll('newsletter', newsletterSubscriberSchema);
  const items = records
    .map((record) => record.value)
    .sort((a, b) => b.subscribed_at.localeCompare(a.subscribed_at) || b.id.localeCompare(a.id));
  return { items, unreadable: unreadable.length };
}
