import { createSecret, readSecret, storesInUse, type SecretKey } from './store';

const MIN_SECRET_BYTES = 32;

export interface SiteSecretSource {
  /** The environment variable that sets it (at least 32 bytes). */
  env: string;
  /** Its key in the private `admin-auth` store (which backups leave out) when the variable is not set. */
  storeKey: SecretKey;
}

/**
 * A site secret: the environment variable when set, otherwise a random 256-bit
 * secret created once per site and kept in the `admin-auth` store, so
 * a fresh deployment works without configuration. Of two first requests
 * racing, only one secret is written (a conditional create); both then read
 * the winner. A variable that is too short is refused, so the cause is in the
 * log instead of a weak key in use.
 */
export function siteSecret({ env, storeKey }: SiteSecretSource): () => Promise<Buffer> {
  // Kept per store: the secret belongs to the store it was read from.
  const stored = new Map<string, Promise<Buffer>>();
  async function loadStored(): Promise<Buffer> {
    await createSecret(storeKey, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'));
    const saved = await readSecret(storeKey);
    if (!saved) throw new Error(`The secret ${storeKey} could not be read back after writing it`);
    return Buffer.from(saved.secret, 'base64url');
  }
  return async () => {
    const configured = process.env[env];
    if (configured) {
      const bytes = Buffer.from(configured, 'utf8');
      if (bytes.length < MIN_SECRET_BYTES)
        throw new Error(`${env} must be at least ${MIN_SECRET_BYTES} bytes long; it has ${bytes.length}`);
      return bytes;
    }
    const stores = storesInUse();
    let secret = stored.get(stores);
    if (!secret) {
      secret = loadStored().catch((error: unknown) => {
        stored.delete(stores);
        throw error;
      });
      stored.set(stores, secret);
    }
    return secret;
  };
}
