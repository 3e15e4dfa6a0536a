/**
 * The admin's one way of talking to /api (spec 7 and 8): cookies always go
 * along, bodies are JSON, and any non-OK answer becomes an `ApiError` with
 * the status and the body, parsed once. Admin lookups can ask for a 401 to
 * mean "no data" (null) instead of an error.
 */

import type { z } from 'zod';
import type { FieldMessages } from '../../lib/api/field-messages';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  // Spec 7: only a request with a body sends JSON (logout and seeding send none).
  if (method !== 'GET' && body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/**
 * A non-OK answer from /api: `status`, and `body` as the server sent it
 * (parsed JSON, or the text when it is not JSON; the status text when empty).
 * The message stays "<status>: <body text>" for logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(text);
  }

  /** The server's per-field messages (`fields` of a 400, or of a 409 for a taken name or address): field -> sentence. */
  get fields(): FieldMessages {
    const fields = this.field('fields');
    if (!fields || typeof fields !== 'object') return {};
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }

  /** A field of a JSON object body (e.g. `current` of a 409, `reauth` of a 403), or undefined. */
  field(name: string): unknown {
    return this.body !== null && typeof this.body === 'object' ? (this.body as Record<string, unknown>)[name] : undefined;
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.trim();
  }
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body still leaves the status line to report.
  }
  return new ApiError(response.status, text || response.statusText);
}

/** What a lookup does with 401: treat it as "no data" (admin lookups) or raise it. */
export type On401 = 'null' | 'throw';

/**
 * An answer that is not in the shape its schema (src/lib/api) says: the
 * screen shows this sentence rather than rendering half a record. `issues`
 * name the fields, for the developers.
 */
export class AnswerShapeError extends Error {
  readonly address: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(address: string, issues: readonly z.core.$ZodIssue[]) {
    const first = issues[0];
    const where = first ? `${first.path.join('.') || 'the answer'}: ${first.message}` : 'no details';
    super(
      `The server's answer to ${address} was not in the expected form (${where}). Reload the page; if this stays, tell the developers.`,
    );
    this.name = 'AnswerShapeError';
    this.address = address;
    this.issues = issues;
  }
}

/** The answer parsed with its schema; an answer of another shape is an `AnswerShapeError`, never a cast. */
export function parseAnswer<T>(schema: z.ZodType<T>, address: string, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new AnswerShapeError(address, parsed.error.issues);
  return parsed.data;
}

/** A GET whose answer is parsed with `schema`; a 401 gives null with `on401: 'null'` (admin lookups: signed out is no data). */
export async function readJson<T>(schema: z.ZodType<T>, path: string, options: { on401: On401 }): Promise<T | null>;
export async function readJson<T>(schema: z.ZodType<T>, path: string): Promise<T>;
export async function readJson<T>(schema: z.ZodType<T>, path: string, { on401 = 'throw' }: { on401?: On401 } = {}): Promise<T | null> {
  let response: Response;
  try {
    response = await apiRequest('GET', path);
  } catch (error) {
    if (on401 === 'null' && errorStatus(error) === 401) return null;
    throw error;
  }
  return parsedAnswer(schema, `GET ${path}`, response);
}

/**
 * The answer's body parsed with `schema`; a body that is not JSON is an `AnswerShapeError`. A
 * write's empty body (204) is null, which its schema must allow; a read's is not JSON.
 */
async function parsedAnswer<T>(schema: z.ZodType<T>, address: string, response: Response, { emptyIsNull = false } = {}): Promise<T> {
  const text = await response.text();
  let answer: unknown = null;
  if (text || !emptyIsNull) {
    try {
      answer = JSON.parse(text);
    } catch {
      throw new AnswerShapeError(address, [{ code: 'custom', path: [], message: 'not JSON', input: text }]);
    }
  }
  return parseAnswer(schema, address, answer);
}

/**
 * A write: sends a JSON body and parses the answer with `schema`, as `readJson` does (an empty
 * answer, such as a 204, is null). Only `defineCall` (mutation.ts) uses it: writes are declared there.
 */
export async function writeJson<T>(schema: z.ZodType<T>, method: Exclude<HttpMethod, 'GET'>, path: string, body?: unknown): Promise<T> {
  return parsedAnswer(schema, `${method} ${path}`, await apiRequest(method, path, body), { emptyIsNull: true });
}

/** The per-field messages a failed call carries (none for other errors), to show next to the inputs. */
export function fieldErrors(error: unknown): FieldMessages {
  return error instanceof ApiError ? error.fields : {};
}

/** The HTTP status of an `ApiError`, or undefined for other errors (e.g. offline). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * The human sentence to show in a toast for a failed call: the `error` field
 * of the server's JSON body. Never raw JSON or an HTML error page; when the
 * server gave no sentence, the caller's fallback (or a generic one) is used.
 */
export function errorSentence(error: unknown, fallback?: string): string {
  const generic = fallback ?? 'Something went wrong. Please try again.';
  if (error instanceof AnswerShapeError) return error.message;
  if (!(error instanceof ApiError)) {
    // fetch() rejects with a TypeError when the request never reached the server.
    return error instanceof TypeError ? 'Could not reach the server. Check your connection and try again.' : generic;
  }
  if (typeof error.body === 'string') {
    // Not JSON: a short plain-text body or status text ("Too Many Requests") is still a readable sentence.
    const plain = error.body && !/[<>{}]/.test(error.body) && error.body.length <= 200;
    return plain ? error.body : generic;
  }
  const sentence = error.field('error');
  return typeof sentence === 'string' && sentence.trim() ? sentence.trim() : generic;
}
