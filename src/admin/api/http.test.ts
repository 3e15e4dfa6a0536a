import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerShapeError, ApiError, apiRequest, errorSentence, errorStatus, readJson, writeJson } from './http';

const profile = z.object({ username: z.string() });

/** A real HTTP server answering by path, so the helper is tested over the wire. */
let server: Server;
let base = '';
const seen: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      const path = req.url ?? '/';
      if (path === '/ok') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"username":"amna"}');
      if (path === '/no-content') return res.writeHead(204).end();
      if (path === '/unauthorised') return res.writeHead(401).end('{"error":"Please sign in"}');
      if (path === '/conflict') return res.writeHead(409).end('{"error":"Setup has already been completed"}');
      if (path === '/empty-error') return res.writeHead(503, 'Service Unavailable').end();
      return res.writeHead(500).end('<html>boom</html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('raises "<status>: <body>" for a non-OK answer', async () => {
    await expect(apiRequest('GET', `${base}/conflict`)).rejects.toThrow('409: {"error":"Setup has already been completed"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('sends JSON with a JSON content type, and body-less writes with neither (spec 7)', async () => {
    seen.length = 0;
    await writeJson(profile, 'POST', `${base}/ok`, { username: 'amna', password: 'secret1' });
    await writeJson(z.null(), 'POST', `${base}/no-content`);
    expect(seen).toEqual([
      { method: 'POST', contentType: 'application/json', body: '{"username":"amna","password":"secret1"}' },
      { method: 'POST', contentType: undefined, body: '' },
    ]);
  });

  it("gives null for an empty 204 answer, which the write's schema must allow", async () => {
    expect(await writeJson(z.null(), 'POST', `${base}/no-content`)).toBeNull();
    await expect(writeJson(profile, 'POST', `${base}/no-content`)).rejects.toBeInstanceOf(AnswerShapeError);
  });

  it("parses the answer with the write's schema", async () => {
    expect(await writeJson(profile, 'POST', `${base}/ok`)).toEqual({ username: 'amna' });
    const error = await writeJson(z.object({ username: z.string(), role: z.string() }), 'POST', `${base}/ok`).catch(
      (caught: unknown) => caught,
    );
    expect(errorSentence(error)).toMatch(
      /^The server's answer to POST http:\/\/127\.0\.0\.1:\d+\/ok was not in the expected form \(role: /,
    );
  });
});

describe('readJson', () => {
  it('parses the JSON body', async () => {
    expect(await readJson(profile, `${base}/ok`)).toEqual({ username: 'amna' });
  });

  it('turns 401 into no data for admin lookups', async () => {
    expect(await readJson(profile, `${base}/unauthorised`, { on401: 'null' })).toBeNull();
  });

  it('raises 401 when asked to, and other errors always', async () => {
    await expect(readJson(profile, `${base}/unauthorised`)).rejects.toThrow(/^401: /);
    await expect(readJson(profile, `${base}/conflict`, { on401: 'null' })).rejects.toThrow(/^409: /);
  });
});

describe('errorStatus', () => {
  it('reads the status of an API error', () => {
    expect(errorStatus(new ApiError(409, '{"error":"x"}'))).toBe(409);
    expect(errorStatus(new Error('offline'))).toBeUndefined();
    expect(errorStatus('409: nope')).toBeUndefined();
  });
});

describe('errorSentence', () => {
  it('shows the server sentence, never the raw JSON', () => {
    expect(errorSentence(new ApiError(401, '{"error":"Invalid username or password"}'), 'Invalid credentials')).toBe(
      'Invalid username or password',
    );
  });

  it('uses the fallback when the body has no sentence', () => {
    expect(errorSentence(new ApiError(400, '{"message":"nope"}'), 'Failed to create admin user')).toBe('Failed to create admin user');
    expect(errorSentence(new ApiError(401, '{"error":"  "}'), 'Invalid credentials')).toBe('Invalid credentials');
    expect(errorSentence(new ApiError(500, '<html>boom</html>'), 'Invalid credentials')).toBe('Invalid credentials');
  });

  it('keeps a short plain-text body or status text', () => {
    expect(errorSentence(new ApiError(429, 'Too Many Requests'), 'Invalid credentials')).toBe('Too Many Requests');
  });

  it('has a generic sentence without a fallback, and a connection message when offline', () => {
    expect(errorSentence(new ApiError(502, '<html>Bad gateway</html>'))).toBe('Something went wrong. Please try again.');
    expect(errorSentence(new TypeError('Failed to fetch'))).toMatch(/Could not reach the server/);
    expect(errorSentence('weird')).toBe('Something went wrong. Please try again.');
  });
});
