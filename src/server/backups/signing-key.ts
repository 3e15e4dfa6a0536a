import { createHmac, timingSafeEqual, type Hmac } from 'node:crypto';
import { BackupKeyError } from './age';

/**
 * The backup signing key. age encrypts to a public key and does not say who
 * encrypted, and a record's sha256 can be computed by anyone: so whoever
 * has the public key (it sits in the site's environment) could make a file
 * that decrypts and checks out. Every backup therefore carries an HMAC-SHA-256
 * of its lines under a secret key of its own, which the site holds
 * (BACKUP_SIGNING_KEY) and the agency keeps with the private key; restore
 * refuses a file without the right one. The public key does not give it.
 */
export const SIGNING_KEY_VARIABLE = 'BACKUP_SIGNING_KEY';
const MIN_KEY_BYTES = 32;

/** The key from a file or the environment: its first line that is not a comment, at least 32 bytes. */
export function parseSigningKey(text: string | undefined): Uint8Array {
  const key = (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('#'));
  const bytes = Buffer.from(key ?? '', 'utf8');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new BackupKeyError(
      `The backup signing key (${SIGNING_KEY_VARIABLE}) must be at least ${MIN_KEY_BYTES} bytes, e.g. the line \`npm run backup:keygen\` writes (see docs/backups.md).`,
    );
  }
  return new Uint8Array(bytes);
}

/** A new key, as the keygen command writes it: 48 random bytes, base64url (64 characters). */
export function newSigningKey(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
}

/** The running signature of a backup's lines, in order, each with its newline. */
export class LineSigner {
  private readonly hmac: Hmac;

  constructor(key: Uint8Array) {
    this.hmac = createHmac('sha256', key);
  }

  add(line: string): void {
    this.hmac.update(`${line}\n`);
  }

  digest(): string {
    return this.hmac.digest('hex');
  }

  /** Whether `mac` is the signature of the lines added so far. */
  matches(mac: string): boolean {
    const expected = this.hmac.digest();
    const given = Buffer.from(mac, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
