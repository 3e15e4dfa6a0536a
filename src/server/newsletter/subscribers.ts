import { ulid } from 'ulid';
import { type NewsletterStatus, type NewsletterSubscriber, normaliseEmail } from '../../lib/api/newsletter';
import { recordErasure } from '../erasures/index';
import type { Listing, Versioned } from '../storage';
import { sha256 } from './links';
import { omit } from './omit';
import {
  createSubscriberRecord,
  readAllSubscribers,
  readSubscriberVersioned,
  removeSubscriberRecord,
  removeToken,
  replaceSubscriberRecord,
  type StoredSubscriber,
} from './store';

/**
 * Newsletter subscribers, one record per normalised e-mail address. A record
 * holds what the admin sees (status and consent evidence) and, never shown,
 * the reader's unsubscribe token, the hash of the open confirmation link and
 * when the address was last mailed about its subscription. Every change is a
 * conditional write on the record's etag, so two requests about one address
 * never both act (e.g. both send a confirmation mail). The record's shape is
 * storedSubscriberSchema (store.ts).
 */
export type { StoredSubscriber } from './store';

/** What the admin API shows of a record: the secrets stay in the store. */
export function publicSubscriber(record: StoredSubscriber): NewsletterSubscriber {
  return omit(record, 'unsubscribe_token', 'confirm', 'mailed_at');
}

export function newSubscriber(email: string, now: Date, source: string | undefined): StoredSubscriber {
  return { id: ulid(now.getTime()), email, subscribed_at: now.toISOString(), status: 'pending', ...(source && { source }) };
}

export const addressKey = normaliseEmail;

export function readSubscriber(email: string): Promise<Versioned<StoredSubscriber> | null> {
  return readSubscriberVersioned(addressKey(email));
}

export function createSubscriber(record: StoredSubscriber): Promise<boolean> {
  return createSubscriberRecord(record);
}

/** Writes `next` over the version read; false when someone changed the record meanwhile. */
export async function replaceSubscriber(current: Versioned<StoredSubscriber>, next: StoredSubscriber): Promise<boolean> {
  return (await replaceSubscriberRecord(next, current.etag)).written;
}

/**
 * Applies `change` to the current record until the conditional write holds
 * (or `change` returns null: nothing to do). Returns the record written.
 */
export async function updateSubscriber(
  email: string,
  change: (record: StoredSubscriber) => StoredSubscriber | null,
): Promise<StoredSubscriber | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await readSubscriber(email);
    if (!current) return null;
    const next = change(current.value);
    if (!next) return null;
    if (await replaceSubscriber(current, next)) return next;
  }
  throw new Error(`Subscriber record kept changing; gave up after 10 attempts`);
}

/** Every readable stored record (with secrets), in no order. */
export async function allSubscribers(): Promise<{ records: StoredSubscriber[]; unreadable: number }> {
  const { records, unreadable } = await readAllSubscribers();
  return { records: records.map((record) => record.value), unreadable: unreadable.length };
}

/**
 * The admin's list, newest first. By default the readers on the list:
 * confirmed, and those who signed up before confirmation was required.
 */
export const SUBSCRIBER_FILTERS = ['list', 'all', 'confirmed', 'legacy', 'pending', 'unsubscribed', 'bounced'] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];

function shown(filter: SubscriberFilter, status: NewsletterStatus): boolean {
  if (filter === 'all') return true;
  if (filter === 'list') return status === 'confirmed' || status === 'legacy';
  return status === filter;
}

export async function listSubscribers(filter: SubscriberFilter = 'list'): Promise<Listing<NewsletterSubscriber>> {
  const { records, unreadable } = await allSubscribers();
  const items = records
    .filter((record) => shown(filter, record.status))
    .map(publicSubscriber)
    .sort((a, b) => b.subscribed_at.localeCompare(a.subscribed_at) || b.id.localeCompare(a.id));
  return { items, unreadable };
}

/** How many readers a campaign sent now would go to. */
export async function confirmedCount(): Promise<number> {
  const { records } = await allSubscribers();
  return records.filter((record) => record.status === 'confirmed').length;
}

/**
 * Erases a subscriber on request: the record and its link tokens leave the
 * store; the erasure log keeps who did it, when and the subscriber's id, not
 * the address. The suppression list keeps only a hash of the address, so a
 * reader who left stays unmailed.
 */
export async function deleteSubscriber(email: string, by: string, now: Date = new Date()): Promise<boolean> {
  const found = await readSubscriber(email);
  if (!found) return false;
  const subscriber = found.value;
  await recordErasure('newsletter-subscriber', subscriber.id, by, now);
  if (subscriber.unsubscribe_token) await removeToken('unsubscribe', sha256(subscriber.unsubscribe_token));
  if (subscriber.confirm) await removeToken('confirm', subscriber.confirm.hash);
  await removeSubscriberRecord(subscriber.email);
  return true;
}
