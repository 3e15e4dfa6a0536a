import { z } from 'zod';
import { deleteKey, readJson, writeJson } from '../storage';
import { isTokenShaped, sha256 } from './links';

/**
 * Which address a link token belongs to, found by the token's sha256 (the
 * token itself is stored nowhere for confirm links). Written before the
 * subscriber record that points to it, so a mailed link always resolves.
 */
export type TokenPurpose = 'confirm' | 'unsubscribe';

const tokenIndexSchema = z.object({ email: z.string() });

const indexKey = (purpose: TokenPurpose, hash: string) => `${purpose}/${hash}`;

export async function rememberToken(purpose: TokenPurpose, token: string, email: string): Promise<void> {
  await writeJson('newsletterTokens', indexKey(purpose, sha256(token)), { email });
}

/** The address a token is for, or null for anything that is not a live token. */
export async function addressOfToken(purpose: TokenPurpose, token: unknown): Promise<{ email: string; hash: string } | null> {
  if (!isTokenShaped(token)) return null;
  const hash = sha256(token);
  const found = await readJson('newsletterTokens', indexKey(purpose, hash), tokenIndexSchema);
  return found && { email: found.email, hash };
}

export async function forgetTokenHash(purpose: TokenPurpose, hash: string): Promise<void> {
  await deleteKey('newsletterTokens', indexKey(purpose, hash));
}
