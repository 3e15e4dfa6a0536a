import { z } from 'zod';
import { createJson, readJson } from '../storage';

export { storesInUse } from '../storage';

/**
 * The site secrets a site generates for itself when no environment variable
 * sets them, in the private `admin-auth` store (kind `auth`, which backups
 * leave out): the only module of the secrets area that touches storage.
 *
 * - `session-secret` signs the session tokens (auth)
 * - `factors-secret` seals second factors on local runs (auth)
 * - `lead-form-secret` signs the audit form's tokens and keys the repeat index (leads)
 * - `background-calls-secret` signs the site's calls to its own background functions
 *
 * Each holds `{ secret }`, 256 random bits in base64url, created once (a conditional create).
 */
export const secretKeys = {
  session: 'session-secret',
  factors: 'factors-secret',
  leadForm: 'lead-form-secret',
  backgroundCalls: 'background-calls-secret',
} as const;

export type SecretKey = (typeof secretKeys)[keyof typeof secretKeys];

const storedSchema = z.object({ secret: z.string().min(43) });

/** Writes the secret unless one is stored already (then the stored one stays). */
export const createSecret = (key: SecretKey, secret: string): Promise<boolean> => createJson('auth', key, { secret });
export const readSecret = (key: SecretKey) => readJson('auth', key, storedSchema);
