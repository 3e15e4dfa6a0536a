import type { Config, Context } from '@netlify/functions';

/** The cookie fields Netlify's `context.cookies.set` takes. */
interface Cookie {
  name: string;
  value: string;
  expires?: Date | number;
  maxAge?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

/**
 * Calls a Netlify function's default export the way the Netlify runtime does:
 * a real `Request`, and a context whose `cookies` read the request's Cookie
 * header and turn set/delete into Set-Cookie headers on the response, whose
 * `params` come from matching `config.path`, and whose `ip` is the client's.
 */
export interface FunctionModule {
  default: (req: Request, context: Context) => Promise<Response>;
  config: Config;
}

/** The site's own origin in these tests; requests are addressed to it. */
export const SITE_ORIGIN = 'https://agency.test';

/** Keeps cookies between calls like a browser would (name → value only; enough for one site). */
export class CookieJar {
  readonly values = new Map<string, string>();

  header(): string | undefined {
    if (this.values.size === 0) return undefined;
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some(
        (attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
      );
      if (expired || value === '') this.values.delete(name);
      else this.values.set(name, value);
    }
  }
}

export interface CallOptions {
  method?: string;
  /** Serialised as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The Origin header; SITE_ORIGIN by default on non-GET requests, `null` to send none. */
  origin?: string | null;
  jar?: CookieJar;
  ip?: string;
  /** Netlify's deploy context; 'dev' (local emulation) unless a test plays a deployed site. */
  deployContext?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when there is none (or it is not JSON). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever shape they expect
  /** The body as it came. */
  text: string;
  setCookies: string[];
  /** Settles when the work the function handed to `context.waitUntil` has settled (as Netlify waits for it). */
  background: Promise<void>;
}

/** Work handed to `context.waitUntil` by any call that has not settled yet. */
const unsettled = new Set<Promise<unknown>>();

/**
 * Settles when the work every earlier call handed to `context.waitUntil` has settled, so a
 * late alert or store write of one test never lands in the next (Netlify, too, lets it finish).
 */
export async function settleBackgroundWork(): Promise<void> {
  while (unsettled.size > 0) await Promise.allSettled([...unsettled]);
}

function serialiseCookie(cookie: Cookie): string {
  // The same rules as Netlify's cookie store: __Host- forces Secure and Path=/.
  const parts = [`${cookie.name}=${cookie.value}`];
  const hostOnly = cookie.name.startsWith('__Host-');
  if (cookie.secure || hostOnly || cookie.name.startsWith('__Secure-')) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (typeof cookie.maxAge === 'number') parts.push(`Max-Age=${cookie.maxAge}`);
  if (cookie.domain && !hostOnly) parts.push(`Domain=${cookie.domain}`);
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  const path = hostOnly ? '/' : cookie.path;
  if (path) parts.push(`Path=${path}`);
  if (cookie.expires !== undefined) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  return parts.join('; ');
}

function parseCookieHeader(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}

function paramsFor(config: Config, url: URL): Record<string, string> {
  const paths = config.path === undefined ? [] : Array.isArray(config.path) ? config.path : [config.path];
  for (const path of paths) {
    const match = new URLPattern({ pathname: path }).exec({ pathname: url.pathname });
    if (match) {
      return Object.fromEntries(Object.entries(match.pathname.groups).filter((entry): entry is [string, string] => entry[1] !== undefined));
    }
  }
  throw new Error(`${url.pathname} matches none of the function's paths (${paths.join(', ')})`);
}

/** The context Netlify gives a function for this request (also used by the browser test's local "Netlify"). */
export function contextFor(
  req: Request,
  config: Config,
  ip: string,
  deployContext: string,
): { context: Context; cookieLines: string[]; background: Promise<unknown>[] } {
  const url = new URL(req.url);
  const incoming = parseCookieHeader(req.headers.get('cookie'));
  const cookieLines: string[] = [];
  const background: Promise<unknown>[] = [];
  const context: Context = {
    account: { id: 'test-account' },
    cookies: {
      get: (name: string) => incoming.get(name) as string,
      set: (nameOrCookie: string | Cookie, value?: string) => {
        const cookie = typeof nameOrCookie === 'string' ? { name: nameOrCookie, value: value ?? '' } : { ...nameOrCookie };
        cookieLines.push(serialiseCookie(cookie));
      },
      delete: (input) => {
        const options = typeof input === 'string' ? { name: input } : input;
        cookieLines.push(serialiseCookie({ ...options, value: '', expires: new Date(0) }));
      },
    },
    deploy: { context: deployContext, id: 'test-deploy', published: false },
    geo: {},
    ip,
    json: (input) => Response.json(input),
    log: console.log,
    next: () => {
      throw new Error('context.next is not available in functions');
    },
    params: paramsFor(config, url),
    rewrite: () => {
      throw new Error('context.rewrite is not used by these functions');
    },
    requestId: crypto.randomUUID(),
    server: {},
    site: { url: SITE_ORIGIN },
    url,
    waitUntil: (promise) => {
      background.push(promise);
      unsettled.add(promise);
      void promise.catch(() => undefined).finally(() => unsettled.delete(promise));
    },
  };
  return { context, cookieLines, background };
}

export async function call(fn: FunctionModule, path: string, options: CallOptions = {}): Promise<CallResult> {
  const method = options.method ?? 'GET';
  const headers = new Headers(options.headers);
  const hasBody = options.body !== undefined;
  if (hasBody && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const origin = options.origin === undefined ? (method === 'GET' ? null : SITE_ORIGIN) : options.origin;
  if (origin !== null) headers.set('origin', origin);
  const cookie = options.jar?.header();
  if (cookie) headers.set('cookie', cookie);
  const req = new Request(new URL(path, SITE_ORIGIN), {
    method,
    headers,
    body: hasBody ? (typeof options.body === 'string' ? options.body : JSON.stringify(options.body)) : undefined,
  });
  const { context, cookieLines, background } = contextFor(req, fn.config, options.ip ?? '203.0.113.10', options.deployContext ?? 'dev');
  const res = await fn.default(req, context);
  for (const line of cookieLines) res.headers.append('set-cookie', line);
  const text = await res.text();
  const setCookies = res.headers.getSetCookie();
  options.jar?.take(setCookies);
  return {
    status: res.status,
    headers: res.headers,
    body: text && /json/i.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : null,
    text,
    setCookies,
    background: Promise.allSettled(background).then(() => undefined),
  };
}
