import type { Lead } from '../../lib/api/leads';
import { phoneKey } from '../../lib/contact/phone';
import { StoreUnavailableError } from '../storage';
import { keyedHash } from './form-token';
import { SPAM_RULES } from './spam';
import { createRepeatEntry, readRepeatEntry, removeRepeatEntry, repeatEntryHashes, writeRepeatEntry } from './store';

/**
 * Which e-mail addresses and phone numbers sent the audit form lately, so a
 * lead that repeats one within 24 hours names the earlier lead (`repeat_of`)
 * and staff see both. Read by key, never by
 * listing leads: one key per address or phone in the `lead-repeat-index` store,
 * named by its hash and holding the id and time of its latest lead. The hash
 * is keyed with the form secret (form-token.ts), so the index holds no
 * address and cannot be matched against a list of addresses. Entries older
 * than the window are deleted by the daily sweep
 * (netlify/functions/lead-repeat-cleanup-scheduled.ts), and erasing a lead deletes its
 * entries (records.ts deleteLead).
 */

async function hashesOf(lead: Pick<Lead, 'email' | 'phone'>): Promise<string[]> {
  const email = lead.email.trim().toLowerCase();
  // "+92 300 1234567", "0300-1234567" and "923001234567" are one number; other countries keep their digits.
  const phone = phoneKey(lead.phone);
  return Promise.all([...(email ? [keyedHash('repeat-email', email)] : []), ...(phone ? [keyedHash('repeat-phone', phone)] : [])]);
}

/**
 * An entry younger than this is not rewritten for a repeat: the window then
 * runs from a lead at most this much older than the latest, and a sender
 * repeating all day costs reads only (the writes of a local store queue).
 */
const REFRESH_MS = 60 * 60 * 1000;

/**
 * The id of the earlier lead whose e-mail or phone this lead repeats within
 * the repeat window, or null; notes the lead for the next check on the way.
 * A first-time sender, the usual case, costs one write per hash: a write that
 * may only create its key succeeds exactly when no entry was there.
 */
export async function checkAndNoteSender(lead: Lead): Promise<string | null> {
  const now = Date.parse(lead.created_at);
  const noted = { lead: lead.id, at: lead.created_at };
  const repeats = await Promise.all(
    (await hashesOf(lead)).map(async (hash) => {
      if (await createRepeatEntry(hash, noted)) return null;
      const earlier = await readRepeatEntry(hash);
      const age = earlier ? now - Date.parse(earlier.at) : Infinity;
      if (age >= REFRESH_MS) await writeRepeatEntry(hash, noted);
      return earlier && age < SPAM_RULES.repeatWindowMs && earlier.lead !== lead.id ? earlier.lead : null;
    }),
  );
  return repeats.find((id) => id !== null) ?? null;
}

/** Deletes the entries of the lead's e-mail and phone, whichever lead wrote them (erasure leaves no hash of them). */
export async function forgetSender(lead: Pick<Lead, 'email' | 'phone'>): Promise<void> {
  await Promise.all((await hashesOf(lead)).map((hash) => removeRepeatEntry(hash)));
}

/**
 * Deletes the entries no check can count any more (older than the window);
 * returns how many went. Daily, so the index holds about two days of senders.
 */
export async function sweepRepeatIndex(now: number = Date.now()): Promise<number> {
  let removed = 0;
  for (const key of await repeatEntryHashes()) {
    const entry = await readRepeatEntry(key).catch((error: unknown) => {
      if (error instanceof StoreUnavailableError) throw error;
      return null; // unreadable: nothing a check can use
    });
    if (entry && now - Date.parse(entry.at) < SPAM_RULES.repeatWindowMs) continue;
    await removeRepeatEntry(key);
    removed += 1;
  }
  return removed;
}

/** Best effort for the form: a store hiccup here must not cost a lead (the lead's own write decides the answer). */
export async function bestEffort<T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error(`Lead repeat index: ${what} failed:`, error.message);
    return fallback;
  }
}
