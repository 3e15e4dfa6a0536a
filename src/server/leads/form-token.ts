import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteSecret } from '../secrets/index';
import { StoreUnavailableError } from '../storage';
import { SPAM_RULES, type FormTiming } from './spam';
import { DAY_MS } from '../../lib/time/durations';
import { createSpentToken, formTokenKeys, removeSpentToken, spentTokenDays, spentTokensOf } from './store';

/**
 * The form token: when the audit form was shown, signed by the server
 * (HMAC-SHA256), so the spam check can tell how long the visitor took and a
 * bot cannot claim it took longer. The island fetches one when it hydrates
 * (GET /api/contact/form-token) and sends it back with the form. A token
 * vouches for one request: the first request with it spends it, and a later
 * one with the same token counts as `used` (the island fetches a new token
 * after each request it sent).
 *
 * The key is LEAD_FORM_SECRET when set (at least 32 bytes), otherwise a
 * random 256-bit key created once per site and kept in the private `auth`
 * store, the way the session secret is (secrets/site-secret.ts). The same key makes
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

/** What a token says without spending it; anything that is not a token this site signed is `invalid`. */
async function readFormToken(token: string | undefined, now: number): Promise<{ timing: FormTiming; spentKey?: string }> {
  if (!token) return { timing: { state: 'missing' } };
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { timing: { state: 'invalid' } };
  const [, shown = '', signature = ''] = match;
  const expected = sign(await leadFormSecret(), 'form-shown', shown);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'base64url'))) return { timing: { state: 'invalid' } };
  const shownAt = parseInt(shown, 36);
  const ageMs = now - shownAt;
  if (ageMs < -CLOCK_SKEW_MS) return { timing: { state: 'invalid' } };
  return { timing: { state: 'valid', ageMs: Math.max(0, ageMs) }, spentKey: formTokenKeys.spent(dayOf(shownAt), signature) };
}

/** YYYYMMDD (UTC) of the time the form was shown: the folder its spent record is swept with. */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * What the token sent with a request says, spending it: a signed token sent
 * before is `used`. Of two requests racing with one token, exactly one spends
 * it (a create-only write). A store failure counts as not spent before, so a
 * hiccup never counts against a person.
 */
export async function spendFormToken(token: string | undefined, now: number = Date.now()): Promise<FormTiming> {
  const { timing, spentKey } = await readFormToken(token, now);
  if (!spentKey) return timing;
  try {
    return (await createSpentToken(spentKey)) ? timing : { state: 'used' };
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    console.error('Form token not recorded as spent:', error.message);
    return timing;
  }
}

/**
 * Deletes the spent-token records of forms shown before yesterday's start
 * less the token's life: a token that old counts as expired whether it was
 * spent or not. Daily (lead-repeat-cleanup-scheduled); returns how many went.
 */
export async function sweepSpentFormTokens(now: number = Date.now()): Promise<number> {
  const keep = dayOf(now - SPAM_RULES.formTokenMaxAgeMs - DAY_MS);
  let removed = 0;
  for (const day of await spentTokenDays()) {
    if (day >= keep) continue;
    for (const key of await spentTokensOf(day)) {
      await removeSpentToken(key);
      removed += 1;
    }
  }
  return removed;
}

/** A keyed hash (for the repeat index): not reversible without the secret. */
export async function keyedHash(purpose: string, text: string): Promise<string> {
  return sign(await leadFormSecret(), purpose, text).toString('base64url');
}
