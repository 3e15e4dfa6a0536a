import { isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Agent, Dispatcher } from 'undici';
import { site } from '../../config/site';
import { runsLocally } from '../local-run';
import { isInternalName, isIpLiteral, isPublicAddress } from './public-address';
import { siteOfUrl } from './site';

/**
 * Fetching an address a stranger typed, without letting it reach anything
 * but a public website: http/https on 80/443 only, no credentials, internal
 * names and non-public IP literals refused before connecting, every address a
 * name resolves to checked inside the connection's own lookup (so the checked
 * address is the one connected to, and DNS rebinding cannot switch it),
 * redirects followed by hand with each hop checked again, time limits for
 * the connection and the whole exchange, a size cap after decompression, only
 * the expected content types, no cookies and an honest user agent. One
 * fetcher is one audit's budget: so few requests, so few to other sites and
 * so little time that no page can aim the audit at someone else's site.
 */

export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

/** `probe` reads the headers only; `measure` also counts the bytes of a file that sends no Content-Length (up to MEASURE_CAP). */
export type FetchKind = 'page' | 'robots' | 'sitemap' | 'text' | 'probe' | 'measure';

/** Where `measure` stops counting: past the audit's largest threshold (1 MB), the exact size no longer matters. */
export const MEASURE_CAP = 1_100_000;

export const REFUSAL_REASONS = [
  'not-public',
  'invalid-address',
  'timeout',
  'not-found',
  'unreachable',
  'certificate',
  'too-large',
  'not-html',
  'too-many-redirects',
  'over-budget',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const DEFAULT_LIMITS = { connectTimeoutMs: 5_000, totalTimeoutMs: 15_000, maxBytes: 3_000_000, maxRedirects: 5 } as const;

/**
 * One audit's budget: requests sent in all (each redirect hop is one), those
 * to sites other than the audited one (its og:image, icon or sitemap on a
 * CDN), and its time end to end.
 */
export const AUDIT_BUDGET = { requests: 15, otherSiteRequests: 5, auditMs: 30_000 } as const;

/** Longer addresses are refused before any request (browsers and servers do not agree past it). */
export const MAX_URL_LENGTH = 2_048;

export class FetchRefused extends Error {
  readonly reason: RefusalReason;
  /** For logs and tests; never shown, so every security refusal reads the same to a person. */
  readonly detail: string;

  constructor(reason: RefusalReason, detail: string) {
    super(`${reason}: ${detail}`);
    this.name = 'FetchRefused';
    this.reason = reason;
    this.detail = detail;
  }
}

/** What a person reads when an address cannot be audited. */
export function refusalMessage(
  reason: RefusalReason,
  limits: { connectTimeoutMs: number; totalTimeoutMs: number } = DEFAULT_LIMITS,
): string {
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  switch (reason) {
    case 'not-public':
      return 'the address is not a public website';
    case 'invalid-address':
      return 'the address is not a website address';
    case 'timeout':
      return `the site did not answer within ${seconds(limits.totalTimeoutMs)}`;
    case 'not-found':
      return 'no website exists at that address (the name does not resolve)';
    case 'unreachable':
      return 'the site refused the connection';
    case 'certificate':
      return "the site's security certificate is not valid";
    case 'too-large':
      return 'the page is too large to audit';
    case 'not-html':
      return 'the address is not a web page (it sent another kind of file)';
    case 'too-many-redirects':
      return `the address redirects more than ${DEFAULT_LIMITS.maxRedirects} times`;
    case 'over-budget':
      return `the audit sends at most ${AUDIT_BUDGET.requests} requests (${AUDIT_BUDGET.otherSiteRequests} to other sites) in ${AUDIT_BUDGET.auditMs / 1000} s, and this one was used up`;
  }
}

export interface SafeFetchOptions {
  resolve?: Resolver;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * Exact `host:port` pairs that may be private (tests and local runs). When
   * not given, AUDIT_ALLOW_HOSTS is read, and only in a local run.
   */
  allowHosts?: readonly string[];
  /** Extra certificate authority to trust (the fixture sites' test certificate). */
  ca?: string;
  now?: () => number;
  /** The audited site (site.ts); by default the site of the first address fetched. */
  site?: string;
  /** Tighter budgets for tests; AUDIT_BUDGET by default. */
  budget?: Partial<Record<keyof typeof AUDIT_BUDGET, number>>;
}

export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

export interface FetchedResource {
  requestedUrl: string;
  url: string;
  status: number;
  headers: Record<string, string>;
  redirects: RedirectHop[];
  /** Decoded text (empty for a probe). */
  body: string;
  /** Bytes after decompression. */
  bytes: number;
  /** Bytes as sent over the wire (compressed, if it was). */
  transferBytes: number;
  contentEncoding: string | null;
  /** From sending the request to the first response headers, including the connection. */
  ttfbMs: number;
  totalMs: number;
  /** `measure` stopped counting at MEASURE_CAP. */
  capped?: boolean;
}

export interface SafeFetcher {
  fetch(url: string, kind: FetchKind): Promise<FetchedResource>;
  /** Every URL requested, in order (for "what was looked at"). */
  readonly visited: readonly string[];
  close(): Promise<void>;
}

/** The user agent the audit announces itself with: who we are and where to read about it. */
export const AUDIT_USER_AGENT = `Mozilla/5.0 (compatible; WebsiteAudit/1.0; +${site.origin}) free audit requested for this site at ${new URL(site.origin).hostname}`;

const ACCEPT: Record<FetchKind, string> = {
  page: 'text/html,application/xhtml+xml;q=0.9',
  robots: 'text/plain',
  sitemap: 'application/xml,text/xml;q=0.9,text/plain;q=0.5',
  text: 'text/plain,text/markdown;q=0.9',
  probe: '*/*',
  measure: 'image/avif,image/webp,*/*',
};

const ALLOWED_TYPES: Record<FetchKind, readonly string[] | null> = {
  page: ['text/html', 'application/xhtml+xml'],
  robots: ['text/plain'],
  sitemap: ['application/xml', 'text/xml', 'text/plain', 'application/gzip', 'application/x-gzip'],
  text: ['text/plain', 'text/markdown'],
  probe: null,
  measure: null,
};

const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Whether a site's name resolves at all (an address written as an IP does). Only a clear "no such
 * name" answers false; any other trouble (a slow or failing resolver) is left for the run to meet.
 */
export async function nameResolves(hostname: string, resolve: Resolver = defaultResolver): Promise<boolean> {
  if (isIP(hostname.replace(/^\[|\]$/g, ''))) return true;
  try {
    return (await resolve(hostname)).length > 0;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return !['ENOTFOUND', 'ENODATA', 'EAI_NONAME'].includes(String(code));
  }
}

export function envAllowHosts(env: Record<string, string | undefined> = process.env): string[] {
  if (!runsLocally()) return [];
  return (env.AUDIT_ALLOW_HOSTS ?? '')
    .split(',')
    .map((pair) => pair.trim().toLowerCase())
    .filter(Boolean);
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}

function hostPair(url: URL): string {
  return `${url.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${url.port || defaultPort(url.protocol)}`;
}

/** Checks an address before anything is sent; throws FetchRefused. */
export function checkAddress(raw: string, allowHosts: ReadonlySet<string> = new Set()): URL {
  if (raw.length > MAX_URL_LENGTH) throw new FetchRefused('invalid-address', `longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused('invalid-address', `not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('not-public', `scheme ${url.protocol}`);
  if (url.username || url.password) throw new FetchRefused('not-public', 'credentials in the URL');
  url.hash = '';
  if (allowHosts.has(hostPair(url))) return url;
  if (url.port && url.port !== '80' && url.port !== '443') throw new FetchRefused('not-public', `port ${url.port}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIpLiteral(host)) {
    if (!isPublicAddress(host)) throw new FetchRefused('not-public', `non-public IP literal ${host}`);
  } else if (isInternalName(host)) {
    throw new FetchRefused('not-public', `internal name ${host}`);
  }
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A net/tls `lookup` that resolves through `resolve` and refuses unless every answer is public. */
function checkingLookup(resolve: Resolver, checkPublic: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (answers) => {
        if (answers.length === 0) {
          callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
          return;
        }
        const inside = checkPublic ? answers.find((answer) => !isPublicAddress(answer.address)) : undefined;
        if (inside) {
          callback(new FetchRefused('not-public', `${hostname} resolves to ${inside.address}`), []);
          return;
        }
        if (options.all) callback(null, [...answers]);
        else callback(null, answers[0]!.address, answers[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/** Drops a body we will not read (its abort error is expected, not a failure). */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** Counts a body's bytes as sent, up to `cap`, keeping none of them. */
async function countBytes(
  body: Dispatcher.ResponseData['body'],
  cap: number,
  signal: AbortSignal,
): Promise<{ bytes: number; capped: boolean }> {
  let bytes = 0;
  for await (const chunk of body) {
    if (signal.aborted) break;
    bytes += (chunk as Buffer).length;
    if (bytes >= cap) {
      discard(body);
      return { bytes, capped: true };
    }
  }
  return { bytes, capped: false };
}

function decoderFor(encoding: string | null): Transform | null {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

function charsetOf(contentType: string, head: Buffer): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  const fromMeta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head.subarray(0, 1024).toString('latin1'))?.[1];
  return (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase();
}

function decodeText(buffer: Buffer, contentType: string): string {
  try {
    return new TextDecoder(charsetOf(contentType, buffer)).decode(buffer);
  } catch {
    return new TextDecoder('utf-8').decode(buffer);
  }
}

function flatHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.toLowerCase() === 'set-cookie') continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** The FetchRefused inside an error thrown by undici or a stream, or a refusal describing it. */
function refusalFrom(error: unknown, timedOut: boolean): FetchRefused {
  const seen = new Set<unknown>();
  let current: unknown = error;
  const codes: string[] = [];
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (current instanceof FetchRefused) return current;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  if (timedOut) return new FetchRefused('timeout', 'total time limit');
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code));
  const message = error instanceof Error ? error.message : String(error);
  if (has('UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT'))
    return new FetchRefused('timeout', message);
  if (has('ENOTFOUND', 'EAI_AGAIN', 'ENODATA', 'EAI_NONAME')) return new FetchRefused('not-found', message);
  if (
    codes.some(
      (code) =>
        code.startsWith('CERT_') ||
        code.startsWith('ERR_TLS') ||
        code.includes('SELF_SIGNED') ||
        code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    )
  ) {
    return new FetchRefused('certificate', message);
  }
  return new FetchRefused('unreachable', message);
}

type Limits = { connectTimeoutMs: number; totalTimeoutMs: number; maxBytes: number; maxRedirects: number };

function limitsOf(options: SafeFetchOptions): Limits {
  return {
    connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_LIMITS.connectTimeoutMs,
    totalTimeoutMs: options.totalTimeoutMs ?? DEFAULT_LIMITS.totalTimeoutMs,
    maxBytes: options.maxBytes ?? DEFAULT_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? DEFAULT_LIMITS.maxRedirects,
  };
}

/** The connection pool: every connection's address checked as it is made, strictly unless its host:port is allowed. */
async function guardedAgent(options: SafeFetchOptions, limits: Limits, allowHosts: ReadonlySet<string>): Promise<Agent> {
  // undici loads with a fetcher's first request, not with every function that reaches the audit area.
  const { Agent, buildConnector } = await import('undici');
  const resolve = options.resolve ?? defaultResolver;
  const strict = buildConnector({
    timeout: limits.connectTimeoutMs,
    lookup: checkingLookup(resolve, true),
    ...(options.ca ? { ca: options.ca } : {}),
  });
  const allowed = buildConnector({
    timeout: limits.connectTimeoutMs,
    lookup: checkingLookup(resolve, false),
    ...(options.ca ? { ca: options.ca } : {}),
  });
  return new Agent({
    connect: (connectOptions, callback) => {
      const pair = `${connectOptions.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${connectOptions.port || defaultPort(connectOptions.protocol)}`;
      (allowHosts.has(pair) ? allowed : strict)(connectOptions, callback);
    },
    headersTimeout: limits.totalTimeoutMs,
    bodyTimeout: limits.totalTimeoutMs,
    connections: 4,
  });
}

/** A response's body, decompressed, refused past `maxBytes` after decompression. */
async function readCappedBody(response: Dispatcher.ResponseData, signal: AbortSignal, maxBytes: number) {
  const encoding = (String(response.headers['content-encoding'] ?? '')
    .toLowerCase()
    .trim() || null) as string | null;
  let transferBytes = 0;
  let bytes = 0;
  const chunks: Buffer[] = [];
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      transferBytes += chunk.length;
      callback(null, chunk);
    },
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        callback(new FetchRefused('too-large', `more than ${maxBytes} bytes after decompression`));
        return;
      }
      chunks.push(chunk);
      callback();
    },
  });
  const decoder = decoderFor(encoding);
  if (decoder) await pipeline(response.body, counter, decoder, sink, { signal });
  else await pipeline(response.body, counter, sink, { signal });
  return { buffer: Buffer.concat(chunks), bytes, transferBytes, encoding };
}

/** Where a redirect leads (checked like any address), or null when the response is no redirect. */
function redirectTarget(
  response: Dispatcher.ResponseData,
  location: string | undefined,
  url: URL,
  redirects: RedirectHop[],
  limits: Limits,
  allowHosts: ReadonlySet<string>,
): URL | null {
  if (!(response.statusCode >= 300 && response.statusCode < 400 && location)) return null;
  discard(response.body);
  if (redirects.length >= limits.maxRedirects) throw new FetchRefused('too-many-redirects', `more than ${limits.maxRedirects} redirects`);
  let next: URL;
  try {
    next = new URL(location, url);
  } catch {
    throw new FetchRefused('invalid-address', `unusable redirect ${location}`);
  }
  redirects.push({ url: url.href, status: response.statusCode, location: next.href });
  return checkAddress(next.href, allowHosts);
}

/** One audit's budget (AUDIT_BUDGET): `spend` before each request sent; `signal` aborts at the audit's time limit. */
function auditBudget(options: SafeFetchOptions) {
  const budget = { ...AUDIT_BUDGET, ...options.budget };
  let site = options.site ?? null;
  let sent = 0;
  let sentElsewhere = 0;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), budget.auditMs);
  timer.unref();
  return {
    signal: controller.signal,
    spend(url: URL): void {
      if (controller.signal.aborted) throw new FetchRefused('timeout', 'the audit time limit');
      const target = siteOfUrl(url);
      site ??= target;
      const elsewhere = target !== site;
      if (sent >= budget.requests) throw new FetchRefused('over-budget', `more than ${budget.requests} requests`);
      if (elsewhere && sentElsewhere >= budget.otherSiteRequests)
        throw new FetchRefused('over-budget', `more than ${budget.otherSiteRequests} requests to other sites (${url.hostname})`);
      sent += 1;
      if (elsewhere) sentElsewhere += 1;
    },
    end: () => clearTimeout(timer),
  };
}

export function createSafeFetcher(options: SafeFetchOptions = {}): SafeFetcher {
  const limits = limitsOf(options);
  const allowHosts = new Set((options.allowHosts ?? envAllowHosts()).map((pair) => pair.toLowerCase()));
  const now = options.now ?? (() => performance.now());
  const visited: string[] = [];
  let agent: Promise<Agent> | null = null;
  const budget = auditBudget(options);

  async function fetchOnce(url: URL, kind: FetchKind, signal: AbortSignal) {
    const pool = await (agent ??= guardedAgent(options, limits, allowHosts));
    budget.spend(url);
    visited.push(url.href);
    const started = now();
    const response = await pool.request({
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      signal,
      headers: {
        'user-agent': AUDIT_USER_AGENT,
        accept: ACCEPT[kind],
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en-PK,en;q=0.9,ur;q=0.8',
      },
    });
    return { response, ttfbMs: now() - started, started };
  }

  /** The final response of a fetch, as a resource: a probe's status only, else its body if its type is wanted. */
  async function resourceOf(
    response: Dispatcher.ResponseData,
    kind: FetchKind,
    signal: AbortSignal,
    base: Omit<FetchedResource, 'body' | 'bytes' | 'transferBytes' | 'totalMs'>,
    begin: number,
  ): Promise<FetchedResource> {
    const contentType = base.headers['content-type'] ?? '';
    const mime = contentType.split(';')[0]!.trim().toLowerCase();
    if (kind === 'probe' || (kind === 'measure' && base.headers['content-length'] !== undefined)) {
      discard(response.body);
      return { ...base, body: '', bytes: 0, transferBytes: 0, totalMs: now() - begin };
    }
    if (kind === 'measure') {
      const counted = await countBytes(response.body, MEASURE_CAP, signal);
      return { ...base, body: '', bytes: counted.bytes, transferBytes: counted.bytes, capped: counted.capped, totalMs: now() - begin };
    }
    const allowedTypes = ALLOWED_TYPES[kind];
    const okStatus = response.statusCode >= 200 && response.statusCode < 300;
    if (allowedTypes && okStatus && !allowedTypes.includes(mime)) {
      discard(response.body);
      throw new FetchRefused('not-html', `content type ${mime || '(none)'} for a ${kind}`);
    }
    const body = await readCappedBody(response, signal, limits.maxBytes);
    return {
      ...base,
      body: decodeText(body.buffer, contentType),
      bytes: body.bytes,
      transferBytes: body.transferBytes,
      totalMs: now() - begin,
    };
  }

  async function fetchResource(requested: string, kind: FetchKind): Promise<FetchedResource> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limits.totalTimeoutMs);
    const redirects: RedirectHop[] = [];
    const begin = now();
    const signal = AbortSignal.any([controller.signal, budget.signal]);
    try {
      let url = checkAddress(requested, allowHosts);
      for (;;) {
        const { response, ttfbMs } = await fetchOnce(url, kind, signal);
        const headers = flatHeaders(response.headers);
        const next = redirectTarget(response, headers.location, url, redirects, limits, allowHosts);
        if (next) {
          url = next;
          continue;
        }
        const base = {
          requestedUrl: requested,
          url: url.href,
          status: response.statusCode,
          headers,
          redirects,
          ttfbMs,
          contentEncoding: headers['content-encoding'] ?? null,
        };
        return await resourceOf(response, kind, signal, base, begin);
      }
    } catch (error) {
      throw refusalFrom(error, timedOut || budget.signal.aborted);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    fetch: fetchResource,
    visited,
    close: async () => {
      budget.end();
      if (agent) await (await agent).close();
    },
  };
}
