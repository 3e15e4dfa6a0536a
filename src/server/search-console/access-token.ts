import { SearchConsoleError } from './problems';
import { withRetries, type GoogleCallOptions } from './retries';
import type { ServiceAccountKey } from './service-account';

export const SEARCH_CONSOLE_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google's tokens live an hour; one is renewed this long before, so none expires mid-sync. */
const RENEW_BEFORE_MS = 5 * 60_000;

interface CachedToken {
  token: string;
  expiresAt: number;
}
/** Per key (e-mail, key id and token endpoint): a new key never uses the old key's token. */
const cache = new Map<string, CachedToken>();
const cacheKey = (key: ServiceAccountKey) => `${key.client_email}\n${key.private_key_id}\n${key.token_uri}`;

/**
 * An access token for the Search Console API (read only), from the cache while
 * it has more than RENEW_BEFORE_MS to live, else by the OAuth 2.0 JWT bearer
 * flow for service accounts: an RS256 assertion signed with the key, POSTed to
 * the key's own `token_uri` (which is also the assertion's `aud`).
 */
export async function accessToken(key: ServiceAccountKey, options: GoogleCallOptions = {}): Promise<string> {
  const now = options.now ?? Date.now;
  const cached = cache.get(cacheKey(key));
  if (cached && cached.expiresAt - RENEW_BEFORE_MS > now()) return cached.token;

  const assertion = await signAssertion(key, now());
  const doFetch = options.fetch ?? fetch;
  const res = await withRetries(
    () =>
      doFetch(key.token_uri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: JWT_BEARER, assertion }).toString(),
        signal: AbortSignal.timeout(15_000),
      }),
    options.retryDelaysMs,
  );
  if (!res || res.status === 429 || res.status >= 500) throw new SearchConsoleError({ kind: 'unavailable', status: res?.status ?? null });
  // 400 invalid_grant / 401 invalid_client: the key is wrong, deleted or its account disabled.
  if (!res.ok) throw new SearchConsoleError({ kind: 'bad-key' }, { cause: await res.text().catch(() => '') });
  const body = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (typeof body?.access_token !== 'string' || typeof body.expires_in !== 'number') {
    throw new SearchConsoleError({ kind: 'unavailable', status: res.status });
  }
  cache.set(cacheKey(key), { token: body.access_token, expiresAt: now() + body.expires_in * 1000 });
  return body.access_token;
}

/** Drops the cached token of this key (Google answered 401 with it: revoked or expired early). */
export function forgetAccessToken(key: ServiceAccountKey): void {
  cache.delete(cacheKey(key));
}

async function signAssertion(key: ServiceAccountKey, nowMs: number): Promise<string> {
  // jose loads here, when Google is first asked for a token, not with every function that reaches this area (a tap).
  const { importPKCS8, SignJWT } = await import('jose');
  let privateKey: CryptoKey;
  try {
    privateKey = await importPKCS8(key.private_key, 'RS256');
  } catch (error) {
    throw new SearchConsoleError({ kind: 'bad-key' }, { cause: error });
  }
  const iat = Math.floor(nowMs / 1000);
  return new SignJWT({ scope: SEARCH_CONSOLE_SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.private_key_id })
    .setIssuer(key.client_email)
    .setAudience(key.token_uri)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(privateKey);
}
