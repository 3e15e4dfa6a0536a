import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import * as contact from '../functions/lead-submit';
import * as leads from '../functions/admin-leads';
import * as newsletter from '../functions/newsletter-signup';
import { FORM_SIGNUPS_PER_MINUTE } from '../../src/lib/newsletter/signup-outcomes';
import * as newsletters from '../functions/admin-newsletter-subscribers';
import { signedInOwner } from './support/admin';
import { call, CookieJar, type CallOptions } from './support/invoke';

useFunctionTestServers({ emptyStores: ['contact-submissions', 'newsletter-subscribers'] });
let jar: CookieJar;
beforeEach(async () => {
  jar = await signedInOwner();
});

const subscribe = (body: unknown, options: CallOptions = {}) => call(newsletter, '/api/newsletter', { method: 'POST', body, ...options });

describe('GET /api/contacts', () => {
  it('lists submissions newest first with every field, for an admin only', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      await call(contact, '/api/contact', { method: 'POST', body: { name, email: `${name.toLowerCase()}@example.pk` } });
    }
    const res = await call(leads, '/api/contacts', { jar });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Spec 7: the list of contact submissions itself, a JSON array, every record.
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((item: { name: string }) => item.name)).toEqual(['Third', 'Second', 'First']);
    expect(res.headers.get('x-unreadable-records')).toBe('0');
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      name: 'Third',
      email: 'third@example.pk',
      phone: '',
      website: '',
      service_required: '',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'new',
      rev: 0,
      events: [],
      alert: { state: 'off' },
      entry: 'form',
      source: { channel: 'direct', ad_click: false },
      // Its latest website audit (none: no website given).
      audit: null,
    });
  });

  it('answers [] when there are none, 401 without a session, 405 for PUT', async () => {
    expect((await call(leads, '/api/contacts', { jar })).body).toEqual([]);
    expect((await call(leads, '/api/contacts?page=1', { jar })).body).toMatchObject({ items: [], total: 0, matching: 0 });
    expect((await call(leads, '/api/contacts')).status).toBe(401);
    // POST adds a lead by hand (lead-sources.test.ts).
    const put = await call(leads, '/api/contacts', { method: 'PUT', body: {}, jar });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });
});

describe('POST /api/newsletter from the footer form (no JavaScript)', () => {
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  let ipCount = 0;
  /** Each test posts from its own address, so the per-IP form limit of one test does not reach the next. */
  const postForm = (fields: Record<string, string>, options: CallOptions = {}) =>
    subscribe(new URLSearchParams(fields).toString(), { headers: FORM, ip: `198.51.100.${++ipCount}`, ...options });

  it('stores a new address and answers 303 to the "check your inbox" page; a repeated address gets the same answer', async () => {
    const first = await postForm({ email: 'Form.Reader@Example.pk', source: '/dental-seo' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/newsletter/check-your-inbox');
    const again = await postForm({ email: 'form.reader@example.pk', source: '/us' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.body).toEqual(first.body);

    const list = await call(newsletters, '/api/newsletters?status=all', { jar });
    expect(list.body).toEqual([expect.objectContaining({ email: 'form.reader@example.pk', status: 'pending', source: '/dental-seo' })]);
  });

  it('sends an address it refuses to the "not accepted" page and stores nothing', async () => {
    for (const email of ['reader@localhost', '', `${'a'.repeat(250)}@example.pk`]) {
      const res = await postForm({ email });
      expect(res.status, email).toBe(303);
      expect(res.headers.get('location')).toBe('/newsletter/address-not-accepted');
    }
    expect((await call(newsletters, '/api/newsletters?status=all', { jar })).body).toEqual([]);
  });

  it('keeps the CSRF rule: a form posted from another site is refused (403) and nothing is stored', async () => {
    expect((await postForm({ email: 'a@example.pk' }, { origin: 'https://attacker.example' })).status).toBe(403);
    expect((await postForm({ email: 'a@example.pk' }, { origin: null, headers: { ...FORM, 'sec-fetch-site': 'cross-site' } })).status).toBe(
      403,
    );
    expect((await call(newsletters, '/api/newsletters?status=all', { jar })).body).toEqual([]);
  });

  it(`sends the ${FORM_SIGNUPS_PER_MINUTE + 1}th post in a minute from one connection to the "too many tries" page, and lets it in a minute later`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const ip = '192.0.2.77';
      for (let i = 0; i < FORM_SIGNUPS_PER_MINUTE; i += 1) {
        expect((await postForm({ email: `burst${i}@example.pk` }, { ip })).headers.get('location')).toBe('/newsletter/check-your-inbox');
      }
      const over = await postForm({ email: 'burst-late@example.pk' }, { ip });
      expect(over.status).toBe(303);
      expect(over.headers.get('location')).toBe('/newsletter/too-many-tries');
      expect((await postForm({ email: 'someone-else@example.pk' })).headers.get('location')).toBe('/newsletter/check-your-inbox');
      vi.setSystemTime(Date.now() + 60_000);
      expect((await postForm({ email: 'burst-late@example.pk' }, { ip })).headers.get('location')).toBe('/newsletter/check-your-inbox');
      const emails = ((await call(newsletters, '/api/newsletters?status=all', { jar })).body as { email: string }[]).map((s) => s.email);
      expect(emails).toHaveLength(FORM_SIGNUPS_PER_MINUTE + 2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/newsletter', () => {
  it('answers a new and an already subscribed address the same (200, same body), so nobody learns who is subscribed', async () => {
    const first = await subscribe({ email: 'Reader@Example.pk' });
    expect(first.status).toBe(200);
    const again = await subscribe({ email: '  reader@example.PK ' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body).toEqual({ subscribed: true });

    const list = await call(newsletters, '/api/newsletters?status=all', { jar });
    expect(list.body).toEqual([
      { id: expect.any(String), email: 'reader@example.pk', subscribed_at: expect.any(String), status: 'pending' },
    ]);
  });

  it.each([[{ email: 'not an email' }], [{ email: '' }], [{}], [{ email: `${'a'.repeat(250)}@example.pk` }]])(
    'refuses an invalid e-mail with 400 and a field message (%#)',
    async (body) => {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.fields.email).toBe('string');
      expect(res.body.error).toMatch(/e-mail/i);
    },
  );

  it('refuses cross-origin (403), non-JSON (415), malformed (400) and GET (405)', async () => {
    expect((await subscribe({ email: 'a@example.pk' }, { origin: 'https://attacker.example' })).status).toBe(403);
    expect((await subscribe('email=a@example.pk', { headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await subscribe('{"email":')).status).toBe(400);
    expect((await call(newsletter, '/api/newsletter')).status).toBe(405);
    expect((await call(newsletters, '/api/newsletters?status=all', { jar })).body).toEqual([]);
  });

  it('stores 200 concurrent subscriptions, and one record for racing duplicates', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, (_, index) => subscribe({ email: `reader${index}@example.pk` })));
    expect(results.every((res) => res.status === 200)).toBe(true);
    const duplicates = await Promise.all(Array.from({ length: 10 }, () => subscribe({ email: 'same@example.pk' })));
    expect(duplicates.map((res) => res.status)).toEqual(Array(10).fill(200));

    const list = await call(newsletters, '/api/newsletters?status=all', { jar });
    expect(list.body).toHaveLength(201);
    expect(new Set(list.body.map((item: { email: string }) => item.email)).size).toBe(201);
  }, 30_000);
});

describe('GET /api/newsletters', () => {
  it('lists subscribers newest first, for an admin only', async () => {
    await subscribe({ email: 'early@example.pk' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await subscribe({ email: 'late@example.pk' });
    const res = await call(newsletters, '/api/newsletters?status=all', { jar });
    expect(res.body.map((item: { email: string }) => item.email)).toEqual(['late@example.pk', 'early@example.pk']);
    expect((await call(newsletters, '/api/newsletters')).status).toBe(401);
  });
});
