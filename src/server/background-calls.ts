import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteSecret } from './secrets/index';

/**
 * Calls from the site to its own background functions. A background
 * function's address is public (`/.netlify/functions/<name>-background`) and
 * Netlify answers every caller 202 before the function runs, so the function
 * itself must tell its own site's calls from anyone else's: the caller signs
 * the path, the body and the time with a secret only the site holds (the
 * private `admin-auth` store, which backups leave out, or
 * BACKGROUND_CALLS_SECRET), and the function refuses a call whose signature
 * is wrong or older than FRESH_MS. A replay within that window can only
 * start the same work again, which the functions make harmless (they do what
 * the store says is due, under a claim).
 */
const SIGNATURE_HEADER = 'x-background-call';
const FRESH_MS = 5 * 60_000;
/** How far ahead of this instance's clock a call may be dated (clocks of two instances differ a little). */
const CLOCK_SKEW_MS = 60_000;
/** A start call carries a small instruction at most; a larger body is not the site's. */
const MAX_BODY_BYTES = 64 * 1024;

const callSecret = siteSecret({ env: 'BACKGROUND_CALLS_SECRET', storeKey: 'background-calls-secret' });

function signature(secret: Buffer, path: string, time: number, body: string): Buffer {
  return createHmac('sha256', secret).update(`${path}\n${time}\n${body}`).digest();
}

/**
 * Where this deploy's own functions answer, for the signed call that starts a
 * background function: Netlify's URL of the site, else (`npm run dev`) the
 * request's own origin. Never SITE_URL: a local run configured with the public
 * address must start its own function, not the live site's.
 */
export function ownFunctionsOrigin(req: Request): string {
  return process.env.URL || new URL(req.url).origin;
}

/**
 * Starts a background function of this site: POSTs `body` (as JSON) to
 * `origin` + `path`, signed and dated now. True when it answered 202.
 */
export async function startBackground(origin: string, path: string, body?: unknown): Promise<boolean> {
  try {
    const text = body === undefined ? '' : JSON.stringify(body);
    const time = Date.now();
    const signed = signature(await callSecret(), path, time, text);
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: `${time}.${signed.toString('base64url')}`, ...(text && { 'content-type': 'application/json' }) },
      body: text || undefined,
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 202) return true;
    console.error(`Starting ${path} answered ${res.status}.`);
  } catch (error) {
    console.error(`Starting ${path} failed:`, error);
  }
  return false;
}

const REFUSED = { ok: false } as const;

/**
 * Whether a request is a call of this site's own (startBackground), signed
 * for this path and body and made within FRESH_MS; with its body (parsed
 * JSON, undefined when there is none). A refusal never says why.
 */
export async function verifyBackgroundCall(req: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(req.headers.get(SIGNATURE_HEADER) ?? '');
  if (!match || req.method !== 'POST') return REFUSED;
  const time = Number(match[1]);
  const now = Date.now();
  if (now - time > FRESH_MS || time - now > CLOCK_SKEW_MS) return REFUSED;
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return REFUSED;
  let text: string;
  try {
    text = await req.text();
  } catch {
    return REFUSED;
  }
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return REFUSED;
  const expected = signature(await callSecret(), new URL(req.url).pathname, time, text);
  const given = Buffer.from(match[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return REFUSED;
  if (!text) return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return REFUSED;
  }
}
