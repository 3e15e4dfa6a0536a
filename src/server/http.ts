import type { Context } from '@netlify/functions';
import { z } from 'zod';
import { readSiteConfig } from '../config/site';
import { fieldMessages, type FieldMessages } from '../lib/api/field-messages';
import { StoreUnavailableError } from './storage';

/**
 * HTTP plumbing shared by every function in netlify/functions: JSON responses
 * with safe headers, method / content-type / size / origin guards, body
 * parsing, and one place that turns errors into answers. Bad input always
 * becomes a 4xx with a human sentence; only our own faults become a 500.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Handler = (req: Request, context: Context) => Promise<Response>;

/** Bodies above this are refused with 413 (content writes get twice as much). */
export const BODY_LIMIT_BYTES = 32 * 1024;
export const CONTENT_BODY_LIMIT_BYTES = 64 * 1024;

export const MESSAGES = {
  internal: 'Something went wrong on our side. Please try again later.',
  unsupportedType: 'Please send the request body as JSON (Content-Type: application/json).',
  tooLarge: 'The request is too large.',
  malformedJson: 'The request body is not valid JSON.',
  notAnObject: 'The request body must be a JSON object.',
  crossOrigin: 'This request must come from this website.',
  notFound: 'Nothing was found at this address.',
  storeUnavailable: 'We could not save your request. Please try again in a minute.',
} as const;

interface HttpErrorExtra {
  headers?: Record<string, string>;
  fields?: Record<string, string>;
  /** More of the answer's JSON body, next to `error` (e.g. the current entry of a conflict). */
  body?: Record<string, unknown>;
}

/** An expected failure: its message is safe to show to the caller. */
export class HttpError extends Error {
  // Plain fields, not parameter properties: bare Node (scripts/lead-inbox-store-reads.ts) strips types but transforms nothing.
  readonly status: number;
  readonly extra: HttpErrorExtra;

  constructor(status: number, message: string, extra: HttpErrorExtra = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extra = extra;
  }
}

interface JsonOptions {
  /** Cache-Control; every response is `no-store` unless a public read says otherwise. */
  cacheControl?: string;
  headers?: Record<string, string>;
}

const baseHeaders = (cacheControl = 'no-store'): Record<string, string> => ({
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': cacheControl,
});

export function json(status: number, body: unknown, options: JsonOptions = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...baseHeaders(options.cacheControl),
      ...options.headers,
    },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: baseHeaders() });
}

/** Header telling the admin how many stored records a list skipped because they could not be read. */
const UNREADABLE_HEADER = 'X-Unreadable-Records';

/** A list answer; records that could not be read are counted in a header (they are logged by storage). */
export function listJson(listing: { items: unknown[]; unreadable: number }): Response {
  return json(200, listing.items, { headers: { [UNREADABLE_HEADER]: String(listing.unreadable) } });
}

/** A paged list answer: the page object as it is, with the same unreadable-records header as listJson. */
export function pageJson(listing: { page: { items: unknown[] }; unreadable: number }): Response {
  return json(200, listing.page, { headers: { [UNREADABLE_HEADER]: String(listing.unreadable) } });
}

function errorResponse(error: HttpError): Response {
  const body = {
    error: error.message,
    ...(error.extra.fields && { fields: error.extra.fields }),
    ...error.extra.body,
  };
  return json(error.status, body, { headers: error.extra.headers });
}

// The request each context belongs to, so the role check (auth/session.ts) can read its method and address.
const requests = new WeakMap<Context, Request>();

/** The request `route` is answering with this context (undefined outside `route`). */
export function requestOf(context: Context): Request | undefined {
  return requests.get(context);
}

/**
 * Builds a function's default export from one handler per method. Other
 * methods get 405 with `Allow`; thrown HttpErrors become their JSON answer;
 * a store that failed is logged and answered with 503 (nothing was saved, try
 * again); anything else is logged and answered with a generic 500 (no stack traces).
 */
export function route(handlers: Partial<Record<Method, Handler>>): Handler {
  const allowed = Object.keys(handlers) as Method[];
  const allow = allowed.join(', ');
  return async (req, context) => {
    const handler = handlers[req.method.toUpperCase() as Method];
    requests.set(context, req);
    try {
      if (!handler) {
        throw new HttpError(405, `This address only accepts ${allowed.join(' or ')} requests.`, {
          headers: { Allow: allow },
        });
      }
      return await handler(req, context);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      if (error instanceof StoreUnavailableError) {
        console.error(`${req.method} ${new URL(req.url).pathname}: ${error.message}`, error.cause);
        return json(503, { error: MESSAGES.storeUnavailable }, { headers: { 'Retry-After': '60' } });
      }
      console.error(`${req.method} ${new URL(req.url).pathname} failed:`, error);
      return json(500, { error: MESSAGES.internal });
    }
  };
}

/**
 * One function file for a collection and its items (`config.path` lists
 * `/things` and `/things/:id`): the item's handlers answer when the address
 * names one, so each keeps its own methods and 405.
 */
export function collection(list: Handler, item: Handler, param = 'id'): Handler {
  return (req, context) => (context.params[param] ? item : list)(req, context);
}

/**
 * CSRF defence on top of SameSite=Strict: a state-changing request must say it
 * comes from this site, by an Origin equal to the site's own origin (the one
 * the request was addressed to, or the configured canonical one) or, where a
 * browser sends no Origin, by `Sec-Fetch-Site: same-origin`.
 */
export function requireSameOrigin(req: Request): void {
  // A page served with `Referrer-Policy: no-referrer` (the private report pages) posts its forms with
  // `Origin: null`: that says no more than a missing Origin, and the browser's Sec-Fetch-Site decides.
  const sent = req.headers.get('origin');
  const origin = sent === 'null' ? null : sent;
  if (origin !== null) {
    const own = new Set([new URL(req.url).origin, readSiteConfig().origin]);
    if (own.has(origin)) return;
    throw new HttpError(403, MESSAGES.crossOrigin);
  }
  if (req.headers.get('sec-fetch-site') === 'same-origin') return;
  throw new HttpError(403, MESSAGES.crossOrigin);
}

export function requireJsonContentType(req: Request): void {
  const mediaType = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new HttpError(415, MESSAGES.unsupportedType);
}

/** Reads at most `limit` bytes, so an endless or lying body cannot exhaust memory. */
async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new HttpError(413, MESSAGES.tooLarge);
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body's bytes (uploads), at most `limit` of them, else 413. */
export function readBodyBytes(req: Request, limit: number): Promise<Uint8Array> {
  return readLimited(req, limit);
}

/** The body as parsed JSON. */
export async function readJsonBody(req: Request, { limit = BODY_LIMIT_BYTES }: { limit?: number } = {}): Promise<unknown> {
  return parseJson(await readLimited(req, limit));
}

function parseJson(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, MESSAGES.malformedJson);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, MESSAGES.malformedJson);
  }
}

function sentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/**
 * Validates a parsed body: 400 `{error, fields}` when it does not fit. The
 * error is one sentence: the only problem, or a pointer to the fields.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  summarise: (fields: FieldMessages) => string = (fields) => {
    const messages = Object.values(fields);
    return messages.length === 1 ? sentence(messages[0]!) : 'Please check the highlighted fields.';
  },
): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, MESSAGES.notAnObject);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const error = Object.keys(fields).length > 0 ? summarise(fields) : sentence(result.error.issues[0]?.message ?? 'Invalid request');
  throw new HttpError(400, error, { fields });
}

/** The checks every state-changing request passes before anything else: same origin, JSON content type. */
export function guardMutation(req: Request): void {
  requireSameOrigin(req);
  requireJsonContentType(req);
}

/** A browser's own form post (`<form method="post">`, no JavaScript). */
export function isFormPost(req: Request): boolean {
  const mediaType = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/x-www-form-urlencoded';
}

/**
 * The body of a state-changing request as an object: JSON from API clients,
 * or the fields of a browser's form post (same-origin rule and size limit as
 * for JSON). `form` says which, so the caller can answer a page, not JSON.
 */
export async function readMutationOrForm(req: Request): Promise<{ body: unknown; form: boolean }> {
  if (!isFormPost(req)) return { body: await readMutation(req), form: false };
  requireSameOrigin(req);
  const text = new TextDecoder().decode(await readLimited(req, BODY_LIMIT_BYTES));
  return { body: Object.fromEntries(new URLSearchParams(text)), form: true };
}

/** 303 See Other: after a form post, the browser loads `location` with GET. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { ...baseHeaders(), Location: location } });
}

/** Guards, then reads the size-limited JSON body. */
export async function readMutation(req: Request, options: { limit?: number } = {}): Promise<unknown> {
  guardMutation(req);
  return readJsonBody(req, options);
}

/**
 * For endpoints that carry no data (logout, seeding): spec 7's client sends
 * them with no body and no content type, which is accepted as `{}`. The same
 * origin rule holds; a declared content type must be JSON, and any body must be JSON.
 */
export async function readOptionalMutation(req: Request): Promise<unknown> {
  requireSameOrigin(req);
  const declared = req.headers.get('content-type') !== null;
  if (declared) requireJsonContentType(req);
  const bytes = await readLimited(req, BODY_LIMIT_BYTES);
  if (new TextDecoder().decode(bytes).trim() === '') return {};
  if (!declared) throw new HttpError(415, MESSAGES.unsupportedType);
  return parseJson(bytes);
}
