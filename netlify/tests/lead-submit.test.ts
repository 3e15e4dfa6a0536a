import { describe, expect, it } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import * as contact from '../functions/lead-submit';
import { HONEYPOT_FIELD } from '../../src/lib/api/leads';
import { exportLeads } from '../../src/server/leads/index';
import { call, SITE_ORIGIN } from './support/invoke';

useFunctionTestServers({ emptyStores: ['contact-submissions'], keepAdmins: true });

const valid = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '+92 300 1234567',
  website: 'example.pk',
  service_required: 'A full audit of our clinic website',
};

const post = (body: unknown, options: Parameters<typeof call>[2] = {}) =>
  call(contact, '/api/contact', { method: 'POST', body, ...options });

describe('POST /api/contact', () => {
  it('stores a valid request with every field and a server-set created_at, and answers 201 {id}', async () => {
    const before = Date.now();
    const res = await post({ ...valid, created_at: '1999-01-01T00:00:00.000Z', id: 'mine' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{26}$/) });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');

    const stored = (await exportLeads()).items;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toEqual({
      ...valid,
      id: res.body.id,
      created_at: expect.any(String),
      status: 'new',
      rev: 0,
      events: [],
      alert: { state: 'off' },
      // Nothing known of the visit: Direct (docs/lead-sources.md).
      source: { channel: 'direct', ad_click: false },
      entry: 'form',
    });
    expect(Date.parse(stored[0]!.created_at)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(stored[0]!.created_at)).toBeLessThanOrEqual(Date.now());
  });

  it('accepts a phone number without an e-mail and stores the missing answers as empty text', async () => {
    const res = await post({ name: 'Bilal', phone: '0300 1234567' });
    expect(res.status).toBe(201);
    const [stored] = (await exportLeads()).items;
    expect(stored).toMatchObject({ name: 'Bilal', phone: '0300 1234567', email: '', website: '', service_required: '' });
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await call(contact, '/api/contact', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body.error).toMatch(/only accepts POST/);
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await post('name=Ayesha&email=a%40b.pk', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/JSON/);
  });

  it('refuses a missing content type with 415', async () => {
    const res = await call(contact, '/api/contact', { method: 'POST', body: JSON.stringify(valid), headers: { 'content-type': '' } });
    expect(res.status).toBe(415);
  });

  it('accepts a JSON content type with a charset parameter', async () => {
    const res = await post(valid, { headers: { 'content-type': 'Application/JSON; charset=utf-8' } });
    expect(res.status).toBe(201);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await post('{"name": "Ayesha",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('refuses JSON that is not an object with 400', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await post(body);
      expect(res.status).toBe(400);
    }
  });

  it('refuses a body over 32 KB with 413', async () => {
    const res = await post({ ...valid, service_required: 'x'.repeat(33 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('The request is too large.');
  });

  it('refuses an oversized body even when it claims a small Content-Length', async () => {
    const big = JSON.stringify({ ...valid, service_required: 'y'.repeat(40 * 1024) });
    const stream = new Blob([big]).stream();
    const req = new Request(`${SITE_ORIGIN}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const res = await contact.default(req, { cookies: { get: () => undefined } } as never);
    expect(res.status).toBe(413);
  });

  it('answers invalid fields with 400, one sentence and a message per field', async () => {
    const res = await post({ name: '', email: 'not-an-email', website: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please check the highlighted fields.');
    expect(res.body.fields).toMatchObject({
      name: 'Please tell us your name',
      email: 'Please enter a valid e-mail address',
      website: 'Please enter a website address such as example.pk',
    });
  });

  it('explains a single problem in the sentence itself', async () => {
    const res = await post({ ...valid, website: 'not a website' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please enter a website address such as example.pk.');
  });

  it('asks for a way to reach the person when neither e-mail nor phone is given', async () => {
    const res = await post({ name: 'Ayesha' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Please give an e-mail address or a phone number',
      phone: 'Please give an e-mail address or a phone number',
    });
  });

  it('refuses a name made only of invisible characters (zero-width space, joiners, BOM) with 400', async () => {
    const res = await post({ ...valid, name: '\u200B\u200C\u200D\uFEFF\u2060' });
    expect(res.status).toBe(400);
    expect(res.body.fields.name).toBe('Please tell us your name');
    expect((await exportLeads()).items).toHaveLength(0);
  });

  it('refuses a cross-origin POST with 403', async () => {
    const res = await post(valid, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await exportLeads()).items).toHaveLength(0);
  });

  it('accepts a same-origin request that carries Sec-Fetch-Site instead of Origin', async () => {
    const res = await post(valid, { origin: null, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(201);
  });

  it('refuses a request with neither Origin nor Sec-Fetch-Site: same-origin', async () => {
    const res = await post(valid, { origin: null, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('answers a filled honeypot like a success and stores it as spam, never as a new lead (netlify/tests/lead-spam.test.ts)', async () => {
    const res = await post({ ...valid, [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{26}$/) });
    expect((await exportLeads()).items).toMatchObject([{ id: res.body.id, status: 'spam', spam: { verdict: 'bot' } }]);
  });

  it('stores nothing for any refused request', async () => {
    await post('{bad');
    await post({ name: '' });
    await post(valid, { headers: { 'content-type': 'text/plain' } });
    await call(contact, '/api/contact', { method: 'PUT', body: valid });
    expect((await exportLeads()).items).toHaveLength(0);
  });

  it('stores 200 concurrent submissions, each under its own key, newest first', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, (_, index) => post({ ...valid, name: `Visitor ${index}` })));
    expect(results.every((res) => res.status === 201)).toBe(true);
    const ids = new Set(results.map((res) => res.body.id));
    expect(ids.size).toBe(200);
    const stored = (await exportLeads()).items;
    expect(stored).toHaveLength(200);
    expect(new Set(stored.map((submission) => submission.name)).size).toBe(200);
    const createdTimes = stored.map((submission) => submission.id);
    expect(createdTimes).toEqual([...createdTimes].sort().reverse());
    // The work after each answer (growth facts, repeat check, audit request) ends before the servers stop, as on Netlify.
    await Promise.all(results.map((res) => res.background));
  }, 60_000);
});
