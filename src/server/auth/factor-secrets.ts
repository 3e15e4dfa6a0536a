import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { runsLocally } from '../local-run';
import { siteSecret } from '../secrets/index';
import { readFactorsSecretBeside } from './store';

/**
 * What keeps second factors safe at rest: ADMIN_FACTORS_SECRET, from which
 * HKDF-SHA-256 derives one key per use, so the keys never meet in two
 * algorithms. On a deployed site it comes only from the environment, never
 * from a store: the factors live in `admin-users`, which travels in every
 * backup, so a key kept beside them would travel with them and a copy of the
 * store or of a backup (and its decryption key) would open every authenticator.
 * Local runs (tests, `npm run dev`) generate one and keep it in the private
 * `admin-auth` store, which backups leave out. Changing the secret makes every
 * stored recovery code and authenticator unusable.
 *
 * Sites set up before kept a generated key in `admin-users` itself. That key is
 * only ever read, to open what it sealed, so no member loses a factor: new
 * factors are sealed with ADMIN_FACTORS_SECRET (enrolling is refused until it
 * is set), and an authenticator sealed with the old key is sealed again with
 * the new one at its next accepted code.
 */
export const FACTORS_SECRET_ENV = 'ADMIN_FACTORS_SECRET';

/** Said wherever enrolling is refused because the deployed site has no key. */
export const FACTORS_KEY_MISSING = `Authenticator apps cannot be added yet: this site has no key to keep their secrets safe. An Admin sets ${FACTORS_SECRET_ENV} in the site's environment variables (Netlify: Site configuration, Environment variables) to a random value of at least 32 bytes, such as the output of \`openssl rand -base64 48\`, and deploys again.`;

/** A deployed site without ADMIN_FACTORS_SECRET cannot seal a new factor. */
export class FactorsKeyMissingError extends Error {
  constructor() {
    super(FACTORS_KEY_MISSING);
    this.name = 'FactorsKeyMissingError';
  }
}

const MIN_SECRET_BYTES = 32;
const configuredOrGenerated = siteSecret({ env: FACTORS_SECRET_ENV, storeKey: 'factors-secret' });

/** The key new factors are sealed with; null on a deployed site without ADMIN_FACTORS_SECRET. */
async function currentSecret(): Promise<Buffer | null> {
  if (!process.env[FACTORS_SECRET_ENV] && !runsLocally()) return null;
  return configuredOrGenerated();
}

function secretBytes(secret: string): Buffer {
  const bytes = Buffer.from(secret, 'utf8');
  if (bytes.length < MIN_SECRET_BYTES)
    throw new Error(`${FACTORS_SECRET_ENV} must be at least ${MIN_SECRET_BYTES} bytes long; it has ${bytes.length}`);
  return bytes;
}

/** Where sites set up before kept a generated key: beside the factors (`factors-secret`). Read, never written. */
async function storedBesideFactors(): Promise<Buffer | null> {
  const saved = await readFactorsSecretBeside();
  return saved ? Buffer.from(saved.secret, 'base64url') : null;
}

/** The secret new factors are sealed with (null: none on this site) and every secret that may open a stored one. */
export interface FactorSecrets {
  current: Buffer | null;
  opening: Buffer[];
}

/**
 * This site's secrets, or those of a site whose ADMIN_FACTORS_SECRET is
 * `configured` (a restore checks the factors it wrote against the target's).
 */
export async function factorSecrets(configured?: string): Promise<FactorSecrets> {
  const [current, old] = await Promise.all([configured ? secretBytes(configured) : currentSecret(), storedBesideFactors()]);
  return { current, opening: [current, old].filter((secret): secret is Buffer => secret !== null) };
}

export interface FactorsKeyStatus {
  /** Where new factors' key comes from: the environment, generated on this machine (local runs), or nowhere yet. */
  source: 'environment' | 'this-machine' | 'missing';
  /** A key from before is still kept beside the factors (and so in backups); it only opens what it sealed. */
  stored_beside_factors: boolean;
}

export async function factorsKeyStatus(): Promise<FactorsKeyStatus> {
  const source = process.env[FACTORS_SECRET_ENV] ? 'environment' : runsLocally() ? 'this-machine' : 'missing';
  return { source, stored_beside_factors: (await storedBesideFactors()) !== null };
}

type Purpose = 'recovery-code-hmac' | 'totp-secret-aes-256-gcm';

const keyFor = (secret: Buffer, purpose: Purpose): Buffer => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), purpose, 32));

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

const keyedHash = (secret: Buffer, code: string) =>
  createHmac('sha256', keyFor(secret, 'recovery-code-hmac')).update(normalCode(code)).digest();

/** A recovery code as stored: `hmac:` and its HMAC-SHA-256 under the recovery-code key. */
export async function recoveryCodeHash(code: string): Promise<string> {
  const { current } = await factorSecrets();
  if (!current) throw new FactorsKeyMissingError();
  return KEYED + keyedHash(current, code).toString('hex');
}

/**
 * A test of whether a stored hash is the typed code's. Codes stored before
 * the keyed hash (plain SHA-256 hex, no prefix, 50 bits) still match, so
 * members holding them are not locked out; each works once like any code, and
 * "new codes" replaces them all with keyed ones. Their alphabet had no i, l,
 * o, 0 or 1, so the normalising above cannot change one.
 */
export async function recoveryCodeMatcher(typed: string): Promise<(stored: string) => boolean> {
  const keyed = (await factorSecrets()).opening.map((secret) => keyedHash(secret, typed));
  const plain = createHash('sha256').update(normalCode(typed)).digest();
  const same = (found: Buffer, expected: Buffer) => found.length === expected.length && timingSafeEqual(found, expected);
  return (stored) =>
    stored.startsWith(KEYED)
      ? keyed.some((expected) => same(Buffer.from(stored.slice(KEYED.length), 'hex'), expected))
      : same(Buffer.from(stored, 'hex'), plain);
}

const SEALED = 'aes256gcm:';

export interface SecretBox {
  /**
   * Seals a plain secret with the current key; one sealed with an older key is sealed again with it.
   * Without a current key (a deployed site without ADMIN_FACTORS_SECRET) it is kept as it is.
   */
  seal(secret: string): string;
  /** The plain secret, opened with any of the site's keys; one stored in plain text before is returned as it is. */
  open(stored: string): string;
  /** Whether a sealed secret opens with one of the site's keys. */
  opens(stored: string): boolean;
}

/**
 * Authenticator (TOTP) secrets at rest: AES-256-GCM (node:crypto), a random
 * 96-bit IV per write, stored as `aes256gcm:<iv>.<ciphertext>.<tag>`
 * (base64url). `boundTo` (the record's key) is the associated data, so a
 * sealed secret copied into another member's record does not open. A secret
 * stored before in plain text (base32, no prefix) still opens as it is; the
 * next write of the record, such as the next accepted code, seals it.
 */
export async function totpSecretBox(boundTo: string, secrets?: FactorSecrets): Promise<SecretBox> {
  const { current, opening } = secrets ?? (await factorSecrets());
  const aad = Buffer.from(boundTo, 'utf8');
  const sealWith = (secret: Buffer, plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keyFor(secret, 'totp-secret-aes-256-gcm'), iv).setAAD(aad);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${SEALED}${[iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')}`;
  };
  const openWith = (secret: Buffer, stored: string): string | null => {
    const [iv = '', sealed = '', tag = ''] = stored.slice(SEALED.length).split('.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, 'totp-secret-aes-256-gcm'), Buffer.from(iv, 'base64url')).setAAD(aad);
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  };
  const open = (stored: string) => {
    if (!stored.startsWith(SEALED)) return stored;
    for (const secret of opening) {
      const plain = openWith(secret, stored);
      if (plain !== null) return plain;
    }
    throw new Error(`The authenticator secret of ${boundTo} does not open: was ${FACTORS_SECRET_ENV} changed?`);
  };
  return {
    seal(secret) {
      if (!current) return secret;
      if (!secret.startsWith(SEALED)) return sealWith(current, secret);
      return openWith(current, secret) !== null ? secret : sealWith(current, open(secret));
    },
    open,
    opens: (stored) => !stored.startsWith(SEALED) || opening.some((secret) => openWith(secret, stored) !== null),
  };
}
