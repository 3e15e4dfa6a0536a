import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteSecret } from '../site-secret';
import type { FormTiming } from './spam';

/**
 * The form token: when the audit form was shown, signed by the server
 * (HMAC-SHA256), so the spam check can tell how long the visitor took and a
 * bot cannot claim it took longer. The island fetches one when it hydrates
 * (GET /api/contact/form-token) and sends it back with the form.
 *
 * The key is LEAD_FORM_SECRET when set (at least 32 bytes), otherwise a
 * random 256-bit key created once per site and kept in the private `auth`
 * store, the way the session secret is (site-secret.ts). The same key makes
 * the repeat index's hashes (repeat-index.ts), so those cannot be reversed by
 * hashing a list of addresses without it.
 */
export const leadFormSecret = siteSecret({ env: 'LEAD_FORM_SECRET', storeKey: 'lead-form-secret' });

/** A token from a few seconds ahead is clock skew between function instances; more is not ours. */
const CLOCK_SKEW_MS = 5_000;

const sign = (secret: Buffer, purpose: string, text: string) => createHmac('sha256', secret).update(`${purpose}\n${text}`).digest();

/** A token saying "the form was shown at `now`": `<ms in base 36>.<signature>`. */
export async function issueFormToken(now: number = Date.now()): Promise<string> {
  const shown = now.toString(36);
  return `${shown}.${sign(await leadFormSecret(), 'form-shown', shown).toString('base64url')}`;
}

/** What a token sent with the form says; anything that is not a token this site signed is `invalid`. */
export async function readFormToken(token: string | undefined, now: number = Date.now()): Promise<FormTiming> {
  if (!token) return { state: 'missing' };
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { state: 'invalid' };
  const [, shown = '', signature = ''] = match;
  const expected = sign(await leadFormSecret(), 'form-shown', shown);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'base64url'))) return { state: 'invalid' };
  const ageMs = now - parseInt(shown, 36);
  if (ageMs < -CLOCK_SKEW_MS) return { state: 'invalid' };
  return { state: 'valid', ageMs: Math.max(0, ageMs) };
}

/** A keyed hash (for the repeat index): not reversible without the secret. */
export async function keyedHash(purpose: string, text: string): Promise<string> {
  return sign(await leadFormSecret(), purpose, text).toString('base64url');
}
