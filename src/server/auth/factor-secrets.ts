import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { siteSecret } from '../site-secret';

/**
 * What keeps second factors safe at rest. One site secret, ADMIN_FACTORS_SECRET
 * (else generated once and kept in the `admin-auth` store, as the session
 * secret is), from which HKDF-SHA-256 derives one key per use, so the keys
 * never meet in two algorithms. It lives apart from the `admin-users` store
 * that holds the factors: a copy of that store alone gives no recovery code
 * a cheap guess. Changing the secret makes every stored recovery code unusable.
 */
const factorsSecret = siteSecret({ env: 'ADMIN_FACTORS_SECRET', storeKey: 'factors-secret' });

type Purpose = 'recovery-code-hmac';

async function keyFor(purpose: Purpose): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await factorsSecret(), Buffer.alloc(0), purpose, 32));
}

/**
 * Recovery codes: 20 characters of Crockford's base32 (no I, L, O or U), in
 * four groups of five: 100 bits each.
 */
const CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

export function newRecoveryCode(): string {
  // 32 symbols: the low 5 bits of a random byte pick one without bias.
  const chars = [...crypto.getRandomValues(new Uint8Array(20))].map((byte) => CODE_ALPHABET[byte & 31]).join('');
  return chars.match(/.{5}/g)!.join('-');
}

/** Codes are compared as people type them: any case, spaces or dashes, I or L for 1, O for 0. */
const normalCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');

const KEYED = 'hmac:';

/** A recovery code as stored: `hmac:` and its HMAC-SHA-256 under the recovery-code key. */
export async function recoveryCodeHash(code: string): Promise<string> {
  return (
    KEYED +
    createHmac('sha256', await keyFor('recovery-code-hmac'))
      .update(normalCode(code))
      .digest('hex')
  );
}

/**
 * A test of whether a stored hash is the typed code's. Codes stored before
 * the keyed hash (plain SHA-256 hex, no prefix, 50 bits) still match, so
 * members holding them are not locked out; each works once like any code, and
 * "new codes" replaces them all with keyed ones. Their alphabet had no i, l,
 * o, 0 or 1, so the normalising above cannot change one.
 */
export async function recoveryCodeMatcher(typed: string): Promise<(stored: string) => boolean> {
  const keyed = Buffer.from((await recoveryCodeHash(typed)).slice(KEYED.length), 'hex');
  const plain = createHash('sha256').update(normalCode(typed)).digest();
  return (stored) => {
    const [expected, hex] = stored.startsWith(KEYED) ? [keyed, stored.slice(KEYED.length)] : [plain, stored];
    const found = Buffer.from(hex, 'hex');
    return found.length === expected.length && timingSafeEqual(found, expected);
  };
}
