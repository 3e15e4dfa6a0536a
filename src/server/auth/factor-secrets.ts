import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { siteSecret } from '../site-secret';

/**
 * What keeps second factors safe at rest. One site secret, ADMIN_FACTORS_SECRET
 * (else generated once and kept in the `admin-auth` store, as the session
 * secret is), from which HKDF-SHA-256 derives one key per use, so the keys
 * never meet in two algorithms. It lives apart from the `admin-users` store
 * that holds the factors: a copy of that store alone gives no recovery code
 * a cheap guess and no authenticator secret. Changing the secret makes every
 * stored recovery code and authenticator unusable.
 */
// A generated one is kept beside the staff accounts, not in admin-auth: the sealed authenticator
// secrets and recovery-code hashes it opens travel in backups, so it must travel with them (the
// backup is encrypted to the agency's key), or a restored site could not check anyone's second factor.
const factorsSecret = siteSecret({ env: 'ADMIN_FACTORS_SECRET', storeKey: 'factors-secret', store: 'admins' });

type Purpose = 'recovery-code-hmac' | 'totp-secret-aes-256-gcm';

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

const SEALED = 'aes256gcm:';

export interface SecretBox {
  /** Seals a plain secret; one sealed already is returned as it is. */
  seal(secret: string): string;
  /** The plain secret; one stored in plain text before is returned as it is. */
  open(stored: string): string;
}

/**
 * Authenticator (TOTP) secrets at rest: AES-256-GCM (node:crypto), a random
 * 96-bit IV per write, stored as `aes256gcm:<iv>.<ciphertext>.<tag>`
 * (base64url). `boundTo` (the record's key) is the associated data, so a
 * sealed secret copied into another member's record does not open. A secret
 * stored before in plain text (base32, no prefix) still opens as it is; the
 * next write of the record, such as the next accepted code, seals it.
 */
export async function totpSecretBox(boundTo: string): Promise<SecretBox> {
  const key = await keyFor('totp-secret-aes-256-gcm');
  const aad = Buffer.from(boundTo, 'utf8');
  return {
    seal(secret) {
      if (secret.startsWith(SEALED)) return secret;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${SEALED}${[iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')}`;
    },
    open(stored) {
      if (!stored.startsWith(SEALED)) return stored;
      const [iv = '', sealed = '', tag = ''] = stored.slice(SEALED.length).split('.');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new Error(`The authenticator secret of ${boundTo} does not open: was ADMIN_FACTORS_SECRET changed?`);
      }
    },
  };
}
