import { z } from 'zod';
import type { Lead } from '../../lib/api/leads';
import { deleteKey, listFolders, listKeys, readJson, StoreUnavailableError, writeJson } from '../storage';
import { keyedHash } from './form-token';
import { SPAM_RULES } from './spam';

/**
 * Which e-mail addresses and phone numbers sent the audit form lately, for
 * the spam check's "the same again within 24 hours". Read by key, never by
 * listing leads: `<day>/<hash>` in the `leadRepeats` store, one key per
 * address or phone per day (UTC), holding the id and time of its latest lead.
 * A check reads today's and yesterday's key of each. The hash is keyed with
 * the form secret (form-token.ts), so the index holds no address and cannot
 * be matched against a list of addresses. Days before yesterday are deleted by
 * the daily sweep (netlify/functions/lead-repeat-cleanup.ts), and erasing a
 * lead deletes its entries (records.ts deleteLead).
 */
const entrySchema = z.object({ lead: z.string(), at: z.string() });
const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll('-', '');
const DAY_FOLDER = /^\d{8}$/;

/** "+92 300 1234567", "0300-1234567" and "923001234567" are one number; other countries keep their digits. */
export function normalisePhone(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `92${digits.slice(1)}`;
  else if (/^3\d{9}$/.test(digits)) digits = `92${digits}`;
  return digits.length >= 7 ? digits : null;
}

async function hashesOf(lead: Pick<Lead, 'email' | 'phone'>): Promise<string[]> {
  const email = lead.email.trim().toLowerCase();
  const phone = normalisePhone(lead.phone);
  return Promise.all([...(email ? [keyedHash('repeat-email', email)] : []), ...(phone ? [keyedHash('repeat-phone', phone)] : [])]);
}

/** Whether the e-mail or phone sent the form within the repeat window before `now`. */
export async function sentRecently(lead: Pick<Lead, 'email' | 'phone'>, now: number = Date.now()): Promise<boolean> {
  const hashes = await hashesOf(lead);
  const days = [dayOf(now), dayOf(now - DAY_MS)];
  const entries = await Promise.all(hashes.flatMap((hash) => days.map((day) => readJson('leadRepeats', `${day}/${hash}`, entrySchema))));
  return entries.some((entry) => entry !== null && now - Date.parse(entry.at) < SPAM_RULES.repeatWindowMs);
}

/** Notes the lead's e-mail and phone under today (last writer wins: the latest lead is what a repeat is measured from). */
export async function rememberSender(lead: Lead): Promise<void> {
  const at = Date.parse(lead.created_at);
  const hashes = await hashesOf(lead);
  await Promise.all(hashes.map((hash) => writeJson('leadRepeats', `${dayOf(at)}/${hash}`, { lead: lead.id, at: lead.created_at })));
}

/** Deletes every entry of the lead's e-mail and phone, whichever lead wrote it (erasure leaves no hash of them). */
export async function forgetSender(lead: Pick<Lead, 'email' | 'phone'>): Promise<void> {
  const hashes = await hashesOf(lead);
  if (hashes.length === 0) return;
  const days = (await listFolders('leadRepeats', '')).map((folder) => folder.replace(/\/$/, '')).filter((day) => DAY_FOLDER.test(day));
  await Promise.all(days.flatMap((day) => hashes.map((hash) => deleteKey('leadRepeats', `${day}/${hash}`))));
}

/** Deletes the days no check reads any more (before yesterday); returns how many entries went. */
export async function sweepRepeatIndex(now: number = Date.now()): Promise<number> {
  const oldest = dayOf(now - DAY_MS);
  const days = (await listFolders('leadRepeats', ''))
    .map((folder) => folder.replace(/\/$/, ''))
    .filter((day) => DAY_FOLDER.test(day) && day < oldest);
  let removed = 0;
  for (const day of days) {
    for (const key of await listKeys('leadRepeats', `${day}/`)) {
      await deleteKey('leadRepeats', key);
      removed += 1;
    }
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
