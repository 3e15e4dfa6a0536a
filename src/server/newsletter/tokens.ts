import { isTokenShaped, sha256 } from './links';
import { readTokenAddress, removeToken, writeTokenAddress, type TokenPurpose } from './store';

/**
 * Which address a link token belongs to, found by the token's sha256 (the
 * token itself is stored nowhere for confirm links). Written before the
 * subscriber record that points to it, so a mailed link always resolves.
 */
export async function rememberToken(purpose: TokenPurpose, token: string, email: string): Promise<void> {
  await writeTokenAddress(purpose, sha256(token), email);
}

/** The address a token is for, or null for anything that is not a live token. */
export async function addressOfToken(purpose: TokenPurpose, token: unknown): Promise<{ email: string; hash: string } | null> {
  if (!isTokenShaped(token)) return null;
  const hash = sha256(token);
  const found = await readTokenAddress(purpose, hash);
  return found && { email: found.email, hash };
}

export async function forgetTokenHash(purpose: TokenPurpose, hash: string): Promise<void> {
  await removeToken(purpose, hash);
}
