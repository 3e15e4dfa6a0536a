/**
 * The admin's one way of talking to /api (spec 7 and 8): cookies always go
 * along, bodies are JSON, and any non-OK answer becomes
 * `Error("<status>: <body text or status text>")`. Admin lookups can ask for
 * a 401 to mean "no data" (null) instead of an error.
 */

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

export async function errorFromResponse(response: Response): Promise<Error> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body still leaves the status line to report.
  }
  return new Error(`${response.status}: ${text || response.statusText}`);
}

/** What a lookup does with 401: treat it as "no data" (admin lookups) or raise it. */
export type On401 = 'null' | 'throw';

export async function getJson<T>(path: string, options: { on401: 'null' }): Promise<T | null>;
export async function getJson<T>(path: string, options?: { on401: 'throw' }): Promise<T>;
export async function getJson<T>(path: string, { on401 = 'throw' }: { on401?: On401 } = {}): Promise<T | null> {
  try {
    const response = await apiRequest('GET', path);
    return (await response.json()) as T;
  } catch (error) {
    if (on401 === 'null' && errorStatus(error) === 401) return null;
    throw error;
  }
}

/** Sends a JSON body and parses the JSON answer; 204 and empty bodies give null. */
export async function sendJson<T>(method: Exclude<HttpMethod, 'GET'>, path: string, body?: unknown): Promise<T | null> {
  const response = await apiRequest(method, path, body);
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : null;
}

const STATUS_MESSAGE = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status an `apiRequest` error carries, or undefined for other errors (e.g. offline). */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_MESSAGE.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * The human sentence to show in a toast for a failed call: the `error` field
 * of the server's JSON body. Never raw JSON or an HTML error page; when the
 * server gave no sentence, the caller's fallback (or a generic one) is used.
 */
export function errorSentence(error: unknown, fallback?: string): string {
  const generic = fallback ?? 'Something went wrong. Please try again.';
  if (!(error instanceof Error)) return generic;
  const match = STATUS_MESSAGE.exec(error.message);
  if (!match) {
    // fetch() rejects with a TypeError when the request never reached the server.
    return error instanceof TypeError ? 'Could not reach the server. Check your connection and try again.' : generic;
  }
  const body = match[2]!.trim();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string' && parsed.error.trim()) {
      return parsed.error.trim();
    }
    return generic;
  } catch {
    // Not JSON: a short plain-text body or status text ("Too Many Requests") is still a readable sentence.
    const plain = body && !/[<>{}]/.test(body) && body.length <= 200;
    return plain ? body : generic;
  }
}
