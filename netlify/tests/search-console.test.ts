import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as adminGrowth from '../functions/admin-growth';
import * as adminSearchConsole from '../functions/admin-search-console';
import * as adminQueries from '../functions/admin-search-console-queries';
import * as adminSync from '../functions/admin-search-console-sync';
import * as syncBackground from '../functions/search-console-sync-background';
import { googleDay, syncSearchConsole } from '../../src/server/search-console/index';
import { addDays } from '../../src/lib/time/calendar-days';
import { makeServiceAccountKey, type TestServiceAccountKey } from '../../tests/support/google-key';
import { startGoogleStandIn, type GoogleStandIn, type SearchFact } from '../../tests/support/google-stand-in';
import { signedInOwner } from './support/admin';
import { serveFunction } from './support/background';
import { call, type CookieJar } from './support/invoke';
import { storeFormLead } from './support/leads';
import { useFunctionTestServers } from './support/function-tests';

useFunctionTestServers({ freshEnv: true, emptyStores: ['search-console', 'contact-submissions', 'growth-figures'] });

const PROPERTY = 'sc-domain:agency.pk';
let google: GoogleStandIn;
let key: TestServiceAccountKey;
let site: { origin: string; close: () => Promise<void> };
let jar: CookieJar;

beforeAll(async () => {
  google = await startGoogleStandIn();
  key = makeServiceAccountKey({ tokenUri: google.tokenUri });
  google.addServiceAccount({ clientEmail: key.file.client_email, privateKeyId: key.file.private_key_id, publicKey: key.publicKey });
  google.grant(PROPERTY, key.file.client_email);
  site = await serveFunction(syncBackground.default);
});
afterAll(async () => {
  await site.close();
  await google.close();
});
beforeEach(async () => {
  vi.stubEnv('GOOGLE_SERVICE_ACCOUNT_KEY', key.json);
  vi.stubEnv('SEARCH_CONSOLE_API_URL', google.url);
  vi.stubEnv('URL', site.origin);
  google.setNow(Date.now());
  google.failWhen(null);
  jar = await signedInOwner();
});

const today = () => googleDay(Date.now());
const status = () => call(adminSearchConsole, '/api/admin/search-console', { jar });
const save = (property: string) => call(adminSearchConsole, '/api/admin/search-console', { method: 'PUT', body: { property }, jar });
const syncNow = () => call(adminSync, '/api/admin/search-console/sync', { method: 'POST', body: {}, jar });

function facts(page: string, days: readonly string[], clicks = 4): SearchFact[] {
  return days.flatMap((date) => [
    { date, page, query: 'seo lahore', clicks, impressions: 40, position: 3 },
    { date, page, query: null, clicks: 1, impressions: 10, position: 8 },
  ]);
}

// Generous: a busy two-core machine runs these at a fifth of their usual speed.
describe('Search Console on the Growth screen', { timeout: 30_000 }, () => {
  it('connects a property, syncs it in the background and shows a landing page’s clicks beside its leads', async () => {
    expect((await save('agency.pk')).body).toMatchObject({ error: expect.stringContaining('sc-domain:agency.pk') as unknown });
    const saved = await save(PROPERTY);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, property: PROPERTY, serviceAccountEmail: key.file.client_email, lastSync: null });

    const day = addDays(today(), -5);
    google.addFacts(PROPERTY, facts('https://www.agency.pk/seo-services-lahore/?utm=x#top', [day]));
    await storeFormLead({
      name: 'Asad',
      email: 'asad@example.pk',
      source_page: '/seo-services-lahore',
      phone: undefined,
      website: undefined,
      service_required: undefined,
    });

    expect(await syncNow()).toMatchObject({ status: 202, body: { started: true } });
    expect((await status()).body).toMatchObject({
      lastSync: { ok: true, problem: null, days: 1 },
      dataThrough: day,
      daysToFetch: 0,
      syncing: false,
    });

    const growth = await call(adminGrowth, '/api/admin/growth', { jar });
    expect(growth.body.search).toMatchObject({ property: PROPERTY, dataThrough: day });
    expect(growth.body.search.pages).toEqual([
      { page: '/seo-services-lahore', clicks: 5, impressions: 50, ctr: 0.1, position: 4, leads: 1, leadsPer100Clicks: 20 },
    ]);
    const queries = await call(
      adminQueries,
      `/api/admin/search-console/queries?property=${PROPERTY}&page=/seo-services-lahore/&from=${day}&to=${day}`,
      { jar },
    );
    expect(queries.body).toMatchObject({
      property: PROPERTY,
      page: '/seo-services-lahore',
      clicks: 5,
      queries: [{ query: 'seo lahore', clicks: 4, impressions: 40, position: 3 }],
    });
    // Queries are always of a named property, the one the figures on screen are of.
    expect(await call(adminQueries, `/api/admin/search-console/queries?page=/&from=${day}&to=${day}`, { jar })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('property') as unknown },
    });
  });

  it('names the service account to add when the property was not shared with it', async () => {
    await save('https://www.not-shared.pk/');
    await syncNow();
    const { body } = await status();
    expect(body.lastSync).toMatchObject({ ok: false, problem: expect.stringContaining(`Add ${key.file.client_email}`) as unknown });
  });

  it('allows a few Sync now an hour', async () => {
    await save('sc-domain:rate.pk');
    for (let n = 0; n < 3; n++) expect((await syncNow()).status).toBe(202);
    expect(await syncNow()).toMatchObject({ status: 429, body: { error: expect.stringContaining('3 times an hour') as unknown } });
  });

  it('backfills 16 months, fetches a failed day again on the next run, and keeps each property’s figures', async () => {
    const property = 'sc-domain:backfill.pk';
    google.grant(property, key.file.client_email);
    const days = Array.from({ length: 48 }, (_, n) => addDays(today(), -3 - n * 10)); // 16 months back, a day in ten
    google.addFacts(property, facts('https://backfill.pk/', days));
    await save(property);
    const failing = days[7]!;
    google.failWhen((made) =>
      made.kind === 'query' && made.body?.startDate === failing && made.body.endDate === failing ? 503 : undefined,
    );
    const first = await syncSearchConsole({ retryDelaysMs: [0] });
    expect(first).toMatchObject({ kind: 'done', problem: { kind: 'unavailable', status: 503 } });
    // The newer days (and those fetched beside the failed one) are filed; the failed day and the older ones are left.
    const left = first.kind === 'done' ? first.left : 0;
    expect(left).toBeGreaterThan(37);
    expect(left).toBeLessThanOrEqual(41);
    expect(first).toMatchObject({ days: 48 - left });

    google.failWhen(null);
    google.calls.length = 0;
    expect(await syncSearchConsole({ retryDelaysMs: [0] })).toMatchObject({ kind: 'done', days: left, left: 0, problem: null });
    const fetchedAgain = google.calls.filter((made) => made.body?.startDate === failing && made.body.endDate === failing);
    expect(fetchedAgain.length).toBeGreaterThan(0);
    const growth = await call(adminGrowth, `/api/admin/growth?from=${days.at(-1)}&to=${days[0]}`, { jar });
    expect(growth.body.search.pages).toEqual([expect.objectContaining({ page: '/', clicks: 48 * 5, impressions: 48 * 50 })]);

    // Another property starts over; back to this one, its figures are still there.
    await save('sc-domain:other.pk');
    expect((await call(adminGrowth, '/api/admin/growth', { jar })).body.search.pages).toEqual([]);
    await save(property);
    expect(await syncSearchConsole({ retryDelaysMs: [0] })).toMatchObject({ kind: 'done', days: 0, left: 0 });
    expect((await call(adminGrowth, `/api/admin/growth?from=${days.at(-1)}&to=${days[0]}`, { jar })).body.search.pages[0]).toMatchObject({
      clicks: 240,
    });
  });

  it('shows a page’s top queries of the property its figures are of, never another property’s', async () => {
    const day = addDays(today(), -5);
    const first = 'sc-domain:first-run.pk';
    const second = 'sc-domain:second-run.pk';
    for (const property of [first, second]) google.grant(property, key.file.client_email);
    google.addFacts(first, [
      { date: day, page: 'https://www.first-run.pk/dental-seo/', query: 'first property query', clicks: 30, impressions: 300, position: 2 },
      { date: day, page: 'https://www.first-run.pk/dental-seo/', query: null, clicks: 3, impressions: 30, position: 6 },
    ]);
    google.addFacts(second, [
      { date: day, page: 'https://www.second-run.pk/dental-seo/', query: 'dental seo lahore', clicks: 7, impressions: 150, position: 3 },
      { date: day, page: 'https://www.second-run.pk/dental-seo/', query: null, clicks: 2, impressions: 50, position: 7 },
    ]);
    // What the Growth screen shows: the table, read once, and a row's Queries asked later for the property the table is of.
    const table = async () => {
      const { body } = await call(adminGrowth, '/api/admin/growth', { jar });
      return body as { from: string; to: string; search: { property: string; pages: { page: string; clicks: number }[] } };
    };
    const queriesOf = async (shown: Awaited<ReturnType<typeof table>>, page: string) => {
      const query = new URLSearchParams({ property: shown.search.property, page, from: shown.from, to: shown.to });
      const { status: code, body } = await call(adminQueries, `/api/admin/search-console/queries?${query}`, { jar });
      expect(code).toBe(200);
      return body as { property: string; clicks: number; queries: { query: string }[] };
    };

    // An earlier run: the first property saved, synced and read.
    await save(first);
    expect(await syncNow()).toMatchObject({ status: 202, body: { started: true } });
    const firstTable = await table();
    expect(firstTable.search).toMatchObject({ property: first, pages: [{ page: '/dental-seo', clicks: 33 }] });
    expect(await queriesOf(firstTable, '/dental-seo')).toMatchObject({
      property: first,
      clicks: 33,
      queries: [{ query: 'first property query', clicks: 30, impressions: 300, position: 2 }],
    });

    // The owner saves a new property while the screen still shows the first one's table: a row's queries are
    // still the table's own (the browser test's dialog said "fewer clicks (0) than the page's 0" here).
    await save(second);
    expect(await queriesOf(firstTable, '/dental-seo')).toMatchObject({ property: first, clicks: 33 });

    // Synced, the new property's table and queries are its own, and the first property's never show among them.
    expect(await syncNow()).toMatchObject({ status: 202, body: { started: true } });
    const secondTable = await table();
    expect(secondTable.search).toMatchObject({ property: second, pages: [expect.objectContaining({ page: '/dental-seo', clicks: 9 })] });
    const secondQueries = await queriesOf(secondTable, '/dental-seo');
    expect(secondQueries).toMatchObject({ property: second, page: '/dental-seo', clicks: 9 });
    expect(secondQueries.queries).toEqual([{ query: 'dental seo lahore', clicks: 7, impressions: 150, position: 3 }]);
    // The first property's figures stay kept under it.
    expect(await queriesOf(firstTable, '/dental-seo')).toMatchObject({ property: first, clicks: 33 });
  });

  it('stops at its deadline and the next run goes on', async () => {
    const property = 'sc-domain:deadline.pk';
    google.grant(property, key.file.client_email);
    const days = Array.from({ length: 6 }, (_, n) => addDays(today(), -3 - n * 40));
    google.addFacts(property, facts('https://deadline.pk/', days));
    await save(property);
    let clock = Date.now();
    const now = () => (clock += 1000);
    const cut = await syncSearchConsole({ retryDelaysMs: [0], now, deadline: clock + 4500 });
    expect(cut).toMatchObject({ kind: 'done', problem: null });
    expect(cut.kind === 'done' && cut.left).toBeGreaterThan(0);
    expect(await syncSearchConsole({ retryDelaysMs: [0] })).toMatchObject({ kind: 'done', left: 0 });
  });

  it('refuses a background call that is not the site’s own', async () => {
    const res = await syncBackground.default(
      new Request(`${site.origin}/.netlify/functions/search-console-sync-background`, { method: 'POST' }),
    );
    expect(res.status).toBe(401);
  });
});
