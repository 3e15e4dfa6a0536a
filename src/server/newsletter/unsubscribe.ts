import { updateSubscriber } from './subscribers';
import { suppress } from './suppression';
import { addressOfToken } from './tokens';
import { omit } from './omit';

/**
 * Leaving the list: by the unsubscribe link (one-click POST from the mail
 * client, or the button on /newsletter/unsubscribe), or by the mail server
 * refusing the address for good. Either way the address goes on the
 * suppression list first, then the record says why and when.
 */
export async function unsubscribe(token: unknown, now: Date = new Date()): Promise<'unsubscribed' | 'invalid'> {
  const found = await addressOfToken('unsubscribe', token);
  if (!found) return 'invalid';
  await suppress(found.email, { reason: 'unsubscribed', at: now.toISOString() });
  await updateSubscriber(found.email, (record) => {
    if (record.status === 'unsubscribed') return null;
    // An open confirmation link stops working too.
    return { ...omit(record, 'confirm'), status: 'unsubscribed', unsubscribed_at: now.toISOString() };
  });
  return 'unsubscribed';
}

/** A permanent SMTP refusal (5xx): never mail this address again. */
export async function markBounced(email: string, reason: string, now: Date = new Date()): Promise<void> {
  await suppress(email, { reason: 'bounced', at: now.toISOString(), detail: reason });
  await updateSubscriber(email, (record) => {
    return { ...omit(record, 'confirm'), status: 'bounced', bounced_at: now.toISOString(), bounce_reason: reason };
  });
}
