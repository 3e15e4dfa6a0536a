import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import { monotonicFactory } from 'ulid';
import * as adminGrowth from '../functions/admin-growth';
import * as contact from '../functions/lead-submit';
import * as growthRollup from '../functions/growth-rollup-scheduled';
import * as leads from '../functions/admin-leads';
import * as tap from '../functions/tap';
import { leadKey } from '../../src/server/leads/index';
import { storeFormLead } from './support/leads';
import { recordTap } from '../../src/server/growth/index';
import { pakistanDay } from '../../src/lib/time/pakistan-time';
import type { Lead } from '../../src/lib/api/leads';
import { signedInOwner } from './support/admin';
import { call, CookieJar, SITE_ORIGIN, type CallOptions } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';
import { DAY_MS } from '../../src/lib/time/durations';

useFunctionTestServers({ freshEnv: true, emptyStores: ['contact-submissions', 'growth-figures', 'erasure-log'] });
/** The list the build writes of the pages it put tap links on (src/integrations/tap-pings.ts). */
const tapPagesFile = join(mkdtempSync(join(tmpdir(), 'tap-pages-')), 'tap-pages.json');
writeFileSync(
  tapPagesFile,
  JSON.stringify({
    '/': ['call', 'email', 'whatsapp'],
    '/dental-seo': ['call', 'email', 'whatsapp'],
    '/insights/lahore-google-map-pack': ['email', 'whatsapp'],
    '/insights/category/local-seo': ['call', 'whatsapp'],
  }),
);
let jar: CookieJar;
beforeEach(async () => {
  vi.stubEnv('TAP_PAGES_FILE', tapPagesFile);
  jar = await signedInOwner();
});

const growthStore = () => getStore('growth-figures');
const keysOf = async (prefix: string) => (await growthStore().list({ prefix })).blobs.map((blob) => blob.key);

/** A browser's ping: POST, Content-Type text/ping, body PING, sent by a page of the site (Sec-Fetch-Site: same-origin). */
const BROWSER_PING = { 'content-type': 'text/ping', 'sec-fetch-site': 'same-origin' };
const ping = (query: string, { headers = {}, ...options }: CallOptions = {}) =>
  call(tap, `/api/tap?${query}`, { method: 'POST', body: 'PING', origin: null, ...options, headers: { ...BROWSER_PING, ...headers } });
/** The same request with exactly these headers (no browser's headers added). */
const bare = (query: string, headers: Record<string, string>) =>
  call(tap, `/api/tap?${query}`, { method: 'POST', body: 'PING', origin: null, headers });
const dashboard = (query = '') => call(adminGrowth, `/api/admin/growth${query}`, { jar });
const row = (body: { pages: { page: string | null }[] }, page: string | null) => body.pages.find((each) => each.page === page);
const runRollup = () => growthRollup.default();

describe('POST /api/tap', () => {
  it('counts a ping as a tap of that kind on that page, keeping nothing about who tapped', async () => {
    const res = await ping('kind=whatsapp&page=/dental-seo', {
      ip: '198.51.100.7',
      headers: { 'content-type': 'text/ping', 'user-agent': 'Chrome', cookie: 'a=b' },
    });
    expect(res.status).toBe(204);
    expect(await keysOf('')).toEqual([`taps/${pakistanDay(Date.now())}/~dental-seo`]);
    expect(await growthStore().get(`taps/${pakistanDay(Date.now())}/~dental-seo`, { type: 'json' })).toEqual({
      whatsapp: 1,
      call: 0,
      email: 0,
    });

    const today = await dashboard();
    expect(today.status).toBe(200);
    expect(row(today.body, '/dental-seo')).toMatchObject({ taps: { whatsapp: 1, call: 0, email: 0 } });
  });

  it('refuses anything but a real ping on a public page with a bare 400, and stores nothing', async () => {
    for (const query of [
      'kind=sms&page=/dental-seo',
      'kind=call',
      'kind=call&page=/admin',
      'kind=call&page=/no-such-page',
      // Pages the build did not make, or made without a link of that kind.
      'kind=email&page=/insights/made-up-article',
      'kind=call&page=/insights/page/99',
      'kind=call&page=/insights/lahore-google-map-pack',
      'kind=call&page=constructor',
      'kind=email&page=https://evil.example/',
      'kind=email&page=/insights/../admin',
      `kind=email&page=/insights/${'a'.repeat(200)}`,
    ]) {
      const res = await ping(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ error: 'Not a tap.' });
    }
    // A form or script of another site can only send text/plain or form types.
    expect((await ping('kind=call&page=/', { headers: { 'content-type': 'text/plain' } })).status).toBe(400);
    expect((await call(tap, '/api/tap?kind=call&page=/')).status).toBe(405);
    expect(await keysOf('')).toEqual([]);
  });

  it("refuses a ping from another site's page or from no browser, and counts one from our own", async () => {
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { 'ping-from': 'https://evil.example/page', 'sec-fetch-site': 'same-origin' },
      { 'ping-from': 'not a url', 'sec-fetch-site': 'same-origin' },
      // A script: neither Sec-Fetch-Site nor Ping-From; nor is a Ping-From alone a browser's same-origin ping.
      {},
      { 'ping-from': `${SITE_ORIGIN}/dental-seo` },
    ];
    for (const headers of refused) {
      const res = await bare('kind=call&page=/dental-seo', { 'content-type': 'text/ping', ...headers });
      expect(res.status, JSON.stringify(headers)).toBe(400);
      expect(res.body).toEqual({ error: 'Not a tap.' });
    }
    expect(await keysOf('')).toEqual([]);
    const own = await ping('kind=call&page=/dental-seo', {
      headers: { 'content-type': 'text/ping', 'sec-fetch-site': 'same-origin', 'ping-from': `${SITE_ORIGIN}/dental-seo` },
    });
    expect(own.status).toBe(204);
  });

  it('keeps one record per day and page however many taps arrive, counting each tap at most once', async () => {
    for (let n = 0; n < 25; n += 1) expect((await ping('kind=whatsapp&page=/dental-seo')).status).toBe(204);
    const burst = await Promise.all(Array.from({ length: 15 }, () => ping('kind=call&page=/dental-seo')));
    expect(burst.every((res) => res.status === 204)).toBe(true);
    expect(await keysOf('')).toEqual([`taps/${pakistanDay(Date.now())}/~dental-seo`]);
    const { taps } = (await dashboard()).body.pages.find((each: { page: string }) => each.page === '/dental-seo');
    expect(taps.whatsapp).toBe(25);
    expect(taps.call).toBeGreaterThan(0);
    expect(taps.call).toBeLessThanOrEqual(15);
  });

  it('refuses every tap when the build wrote no list of pages', async () => {
    vi.stubEnv('TAP_PAGES_FILE', join(tmpdir(), 'no-such-dir', 'tap-pages.json'));
    expect((await ping('kind=call&page=/')).status).toBe(400);
    expect(await keysOf('')).toEqual([]);
  });

  it('counts taps on articles, Insights pages and home', async () => {
    for (const query of [
      'kind=call&page=/',
      'kind=email&page=/insights/lahore-google-map-pack',
      'kind=call&page=/insights/category/local-seo',
    ]) {
      expect((await ping(query)).status, query).toBe(204);
    }
    const res = await dashboard();
    expect(row(res.body, '/')!).toMatchObject({ taps: { whatsapp: 0, call: 1, email: 0 } });
    expect(row(res.body, '/insights/lahore-google-map-pack')!).toMatchObject({ taps: { whatsapp: 0, call: 0, email: 1 } });
  });

  it('is rate limited per address', () => {
    expect(tap.config.rateLimit).toMatchObject({ windowSize: 60, aggregateBy: ['ip', 'domain'] });
  });
});

describe('GET /api/admin/growth', () => {
  it('is for signed-in admins only, and says what is wrong with a range', async () => {
    expect((await call(adminGrowth, '/api/admin/growth')).status).toBe(401);
    expect((await dashboard('?from=2026-02-30')).status).toBe(400);
    const backwards = await dashboard('?from=2026-03-02&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toBe('from must not be after to');
    expect((await call(adminGrowth, '/api/admin/growth', { method: 'POST', jar, body: {} })).status).toBe(405);
  });

  it('answers the last 12 weeks with every page, channel and the funnel, zero rows included', async () => {
    const res = await dashboard();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.weeks).toHaveLength(12);
    const pages = res.body.pages.map((each: { page: string }) => each.page);
    expect(pages).toEqual(expect.arrayContaining(['/', '/dental-seo', '/seo-services-lahore', '/us', '/insights']));
    expect(pages.length).toBeGreaterThanOrEqual(22);
    expect(res.body.channels).toHaveLength(7);
    expect(res.body.funnel).toEqual({ new: 0, contacted: 0, won: 0, lost: 0, spam: 0 });
  });

  it('follows leads as they arrive, change status and are erased; spam counts nowhere', async () => {
    const sent = await call(contact, '/api/contact', {
      method: 'POST',
      body: { name: 'Ayesha', email: 'ayesha@example.pk', source_page: '/dental-seo' },
    });
    expect(sent.status).toBe(201);
    const spam = await call(contact, '/api/contact', { method: 'POST', body: { name: 'Bot', email: 'bot@example.pk' } });
    await call(leads, `/api/contacts/${spam.body.id}`, { method: 'PATCH', jar, body: { status: 'spam' } });

    let res = await dashboard();
    expect(row(res.body, '/dental-seo')).toMatchObject({ leads: 1, contacted: 0, won: 0 });
    expect(res.body.funnel).toEqual({ new: 1, contacted: 0, won: 0, lost: 0, spam: 1 });
    expect(row(res.body, '/')).toMatchObject({ leads: 0 });

    await call(leads, `/api/contacts/${sent.body.id}`, { method: 'PATCH', jar, body: { status: 'contacted' } });
    await call(leads, `/api/contacts/${sent.body.id}`, { method: 'PATCH', jar, body: { status: 'won' } });
    res = await dashboard();
    expect(row(res.body, '/dental-seo')).toMatchObject({ leads: 1, contacted: 1, won: 1 });
    expect(res.body.firstContact).toMatchObject({ contacted: 1, withinHourShare: 1 });

    // Folded into its month by the scheduled rollup: the same answer.
    await runRollup();
    expect(await keysOf('dirty/')).toEqual([]);
    expect((await dashboard()).body).toEqual(res.body);

    expect((await call(leads, `/api/contacts/${sent.body.id}`, { method: 'DELETE', jar })).status).toBe(204);
    res = await dashboard();
    expect(row(res.body, '/dental-seo')).toMatchObject({ leads: 0, contacted: 0, won: 0 });
    expect(res.body.funnel.new).toBe(0);
    await runRollup();
    expect((await dashboard()).body).toEqual(res.body);
    expect(await keysOf(`lead/`)).toHaveLength(1); // only the spam lead's facts are left
  });

  it('rolls finished days of taps into their month, deletes the taps, and answers the same', async () => {
    const twoDaysAgo = Date.now() - 2 * DAY_MS;
    await Promise.all([
      recordTap('whatsapp', '/dental-seo', twoDaysAgo),
      recordTap('whatsapp', '/dental-seo', twoDaysAgo + 1),
      recordTap('call', '/dental-seo', twoDaysAgo + 2),
      recordTap('email', '/', Date.now()),
      // A tap kept as a key of its own, as taps were before they were counted per day and page.
      growthStore().setJSON(`tap/${pakistanDay(twoDaysAgo)}/whatsapp/~dental-seo/${monotonicFactory()(twoDaysAgo)}`, {}),
    ]);
    const before = await dashboard();
    expect(row(before.body, '/dental-seo')).toMatchObject({ taps: { whatsapp: 3, call: 1, email: 0 } });

    await runRollup();
    expect(await keysOf(`taps/${pakistanDay(twoDaysAgo)}/`)).toEqual([]);
    expect(await keysOf(`tap/${pakistanDay(twoDaysAgo)}/`)).toEqual([]);
    expect(await keysOf(`taps/${pakistanDay(Date.now())}/`)).toHaveLength(1); // today is read live
    expect((await dashboard()).body).toEqual(before.body);
    // A second run counts nothing twice.
    await runRollup();
    expect((await dashboard()).body).toEqual(before.body);
  });

  it('counts a lead stored before the dashboard existed once the rollup has filed it: Direct, from its source page', async () => {
    const id = monotonicFactory()(Date.now() - 3 * DAY_MS);
    const old: Lead = {
      id,
      name: 'Old lead',
      email: 'old@example.pk',
      phone: '',
      website: '',
      service_required: '',
      created_at: new Date(Date.now() - 3 * DAY_MS).toISOString(),
      source_page: '/seo-services-karachi',
      status: 'new',
      rev: 0,
      events: [],
      alert: { state: 'off' },
      entry: 'form',
    };
    await getStore('contact-submissions').setJSON(leadKey(old), old);
    expect(row((await dashboard()).body, '/seo-services-karachi')).toMatchObject({ leads: 0 });
    await runRollup();
    const res = await dashboard();
    expect(row(res.body, '/seo-services-karachi')).toMatchObject({ leads: 1 });
    expect(res.body.channels.find((each: { channel: string }) => each.channel === 'direct')).toMatchObject({ leads: 1 });
  });

  it('answers a chosen range only with what happened in it', async () => {
    const tenDaysAgo = Date.now() - 10 * DAY_MS;
    await storeFormLead(
      { name: 'Earlier', email: 'e@example.pk', source_page: '/uk', phone: undefined, website: undefined, service_required: undefined },
      { now: new Date(tenDaysAgo) },
    );
    await recordTap('call', '/uk', tenDaysAgo);
    const day = pakistanDay(tenDaysAgo);
    const that = await dashboard(`?from=${day}&to=${day}`);
    expect(that.body).toMatchObject({ from: day, to: day });
    expect(row(that.body, '/uk')).toMatchObject({ leads: 1, taps: { call: 1 } });
    const after = pakistanDay(tenDaysAgo + DAY_MS);
    expect(row((await dashboard(`?from=${after}`)).body, '/uk')).toMatchObject({ leads: 0, taps: { call: 0 } });
  });
});
