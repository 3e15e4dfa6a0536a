import { vi } from 'vitest';

/**
 * Component tests only: answers the admin island's fetch calls with real
 * `Response` objects by "METHOD /path", and records what was sent. The real
 * API is exercised by the function tests and the browser tests.
 */
export type FakeRoute = (body: unknown) => Response | Promise<Response>;

export interface FakeApi {
  calls: { method: string; path: string; body: unknown; credentials?: RequestCredentials }[];
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function installFakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const api: FakeApi = { calls: [] };
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    api.calls.push({ method, path: input, body, credentials: init.credentials });
    const route = routes[`${method} ${input}`];
    return route ? route(body) : json(404, { error: `No fake route for ${method} ${input}` });
  });
  return api;
}
