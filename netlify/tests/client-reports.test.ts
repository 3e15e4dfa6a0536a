import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auditBackground from '../functions/audit-background';
import * as clients from '../functions/admin-clients';
import * as clientReports from '../functions/admin-client-reports';
import * as clientWork from '../functions/admin-client-work';
import * as reportBackground from '../functions/client-report-background';
import * as reportsScheduled from '../functions/client-reports-scheduled';
import * as reportPage from '../functions/client-report';
import { clientDetailSchema, type ClientDetail } from '../../src/lib/api/clients';
import { auditLeadWebsite, auditJob } from '../../src/server/audit/index';
import { reportJob } from '../../src/server/clients/index';
import { listKeys, storeNameOf } from '../../src/server/storage';
import { startFixtureSites, type FixtureServers } from '../../tests/fixtures/audit-sites/serve';
import { makeServiceAccountKey, type TestServiceAccountKey } from '../../tests/support/google-key';
import { startGoogleStandIn, type GoogleStandIn, type SearchFact } from '../../tests/support/google-stand-in';
import { login, MEMBER_PASSWORD, signedInMember, signedInOwner } from './support/admin';
import { serveFunction } from './support/background';
import { useFunctionTestServers } from './support/function-tests';
import { call, CookieJar } from './support/invoke';
import { storeFormLead } from './support/leads';

/**
 * A client's monthly report, made for real: the lead's first audit of a
 * fixture site, the site improved, Google's figures from the stand-in for a
 * property with known monthly figures, the work of the month; Make report
 * through the signed background call, the private page, its WhatsApp link,
 * replacing an unsent report, the scheduled run, and a client without
 * Search Console.
 */
useFunctionTestServers({
  emptyStores: [storeNameOf('leads'), storeNameOf('clients'), storeNameOf('audits'), storeNameOf('activity')],
  freshEnv: true,
});

const PROPERTY = 'sc-domain:ayesha-bakes.pk';
const page = (path: string) => `https://www.ayesha-bakes.pk${path}`;
/** November 2026 (the report's month), October 2026 and November 2025, a few facts a day. */
function facts(): SearchFact[] {
  const out: SearchFact[] = [];
  for (let day = 1; day <= 30; day += 1) {
    const date = (month: string) => `${month}-${String(day).padStart(2, '0')}`;
    out.push(
      { date: date('2026-11'), page: page('/'), query: 'cake shop lahore', clicks: 10, impressions: 200, position: 6 },
      { date: date('2026-11'), page: page('/wedding-cakes/'), query: 'wedding cakes lahore', clicks: 4, impressions: 100, position: 9 },
      { date: date('2026-11'), page: page('/'), query: null, clicks: 1, impressions: 10, position: 3 },
      { date: date('2026-10'), page: page('/'), query: 'cake shop lahore', clicks: 6, impressions: 180, position: 8 },
      { date: date('2026-10'), page: page('/wedding-cakes/'), query: 'wedding cakes lahore', clicks: 1, impressions: 90, position: 14 },
      { date: date('2025-11'), page: page('/'), query: 'cake shop lahore', clicks: 2, impressions: 60, position: 12 },
    );
  }
  return out;
}

let fixtures: FixtureServers;
let site: { origin: string; close: () => Promise<void> };
let google: GoogleStandIn;
let key: TestServiceAccountKey;

beforeAll(async () => {
  fixtures = await startFixtureSites({ defaultSite: 'phone-mismatch' });
  site = await serveFunction(async (req) => {
    const path = new URL(req.url).pathname;
    if (path === auditJob.path) return auditBackground.default(req);
    if (path === reportJob.path) return reportBackground.default(req);
    return new Response('Not found', { status: 404 });
  });
  google = await startGoogleStandIn();
  key = makeServiceAccountKey({ tokenUri: google.tokenUri });
  google.addServiceAccount({ clientEmail: key.file.client_email, privateKeyId: key.file.private_key_id, publicKey: key.publicKey });
  google.grant(PROPERTY, key.file.client_email);
  google.addFacts(PROPERTY, facts());
});
afterAll(async () => {
  await site?.close();
  await fixtures?.close();
  await google?.close();
});

let sales: CookieJar;
beforeEach(async () => {
  fixtures.serveByAddress('phone-mismatch');
  vi.stubEnv('URL', site.origin);
  vi.stubEnv('AUDIT_ALLOW_HOSTS', `127.0.0.1:${fixtures.httpPort}`);
  vi.stubEnv('GOOGLE_SERVICE_ACCOUNT_KEY', key.json);
  vi.stubEnv('SEARCH_CONSOLE_API_URL', google.url);
  sales = await signedInMember(await signedInOwner(), 'saad', 'sales');
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock (Date only: timers and the servers run as they do) and signs in again then (sessions last hours). */
async function at(iso: string) {
  vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
  google.setNow(Date.parse(iso));
  sales = new CookieJar();
  expect((await login(sales, { username: 'saad', password: MEMBER_PASSWORD })).status).toBe(200);
}

const open = async (id: string): Promise<ClientDetail> =>
  clientDetailSchema.parse((await call(clients, `/api/admin/clients/${id}`, { jar: sales })).body);
const makeReport = (id: string, body: unknown = {}) =>
  call(clientReports, `/api/admin/clients/${id}/reports`, { method: 'POST', body, jar: sales });
const fetchPage = (url: string) => call(reportPage, new URL(url).pathname);

/** A lead from the form whose site is audited (the first audit), made a client. */
async function clientFromLead(): Promise<string> {
  const lead = await storeFormLead({
    name: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    phone: '0300 1234567',
    website: `127.0.0.1:${fixtures.httpPort}`,
    service_required: 'SEO',
  });
  expect((await auditLeadWebsite(lead, site.origin))?.audit).toBeTruthy();
  const made = await call(clients, '/api/admin/clients', { method: 'POST', body: { leadId: lead.id }, jar: sales });
  expect(made.status).toBe(201);
  return made.body.id as string;
}

describe('the monthly report', () => {
  it('shows Google’s month, what was fixed since the first audit and the work; opened by its private link, sent on WhatsApp', async () => {
    await at('2026-11-10T09:00:00Z');
    const id = await clientFromLead();
    const path = `/api/admin/clients/${id}`;
    expect(
      (await call(clients, path, { method: 'PATCH', body: { property: PROPERTY, nextMonth: 'Reviews page' }, jar: sales })).status,
    ).toBe(200);
    expect(
      (await call(clientWork, `${path}/work`, { method: 'POST', body: { text: 'Added the shop’s address and opening hours' }, jar: sales }))
        .status,
    ).toBe(201);
    fixtures.serveByAddress('good'); // the client's site improves

    await at('2026-12-02T05:00:00Z'); // 10:00 on 2 December in Pakistan
    const started = await makeReport(id);
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ month: '2026-11' });
    const detail = await open(id);
    expect(detail.job).toBeNull();
    expect(detail.reports).toEqual([expect.objectContaining({ month: '2026-11', label: 'November 2026', sentAt: null })]);
    const [report] = detail.reports;
    const link = new URL(report!.whatsAppLink!);
    expect(link.origin + link.pathname).toBe('https://wa.me/923001234567');
    expect(link.searchParams.get('text')).toContain(`Assalam-o-Alaikum Ayesha! Your November 2026 report`);
    expect(link.searchParams.get('text')).toContain(report!.url);
    expect(new URL(report!.url).pathname).toMatch(/^\/client-report\/[\w-]{43}$/);

    const shown = await fetchPage(report!.url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(shown.headers.get('referrer-policy')).toBe('no-referrer');
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(shown.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    const html = shown.text;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    // 30 days of 10 + 4 + 1 clicks; October 30 × 7; November 2025 30 × 2.
    expect(text).toContain('Clicks 450 up 114% on October 2026; up 650% on November 2025');
    expect(text).toMatch(/Top searches Search Clicks Impressions Position cake shop lahore 300 6,000 6\.0/);
    expect(text).toMatch(/New in the top 10 this month .* wedding cakes lahore 120/);
    expect(text).toMatch(/9 of 10 problems fixed since you joined/);
    expect(text).toContain('Added the shop’s address and opening hours');
    expect(text).toContain('Next month Reviews page');
    expect(html).toContain(`https://wa.me/923000000000`);

    // Made again, the unsent report is replaced and its old address stops working; once sent, it stays.
    expect((await makeReport(id)).status).toBe(202);
    const [again] = (await open(id)).reports;
    expect(again!.url).not.toBe(report!.url);
    expect((await fetchPage(report!.url)).status).toBe(404);
    expect((await call(clientReports, `${path}/reports/2026-11/sent`, { method: 'POST', jar: sales })).status).toBe(204);
    const refused = await makeReport(id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The November 2026 report was sent; it stays as it was sent.');
    expect((await fetchPage(again!.url)).status).toBe(200);
    const actions = (await listKeys('activity'))
      .map((entry) => entry.split('/')[1])
      .filter((action) => action?.startsWith('client-report'));
    expect(actions.sort()).toEqual([
      'client-report.made',
      'client-report.made',
      'client-report.requested',
      'client-report.requested',
      'client-report.sent',
    ]);
  }, 60_000);

  it('without Search Console still has the audit and the work, and says how to connect', async () => {
    await at('2026-11-10T09:00:00Z');
    const id = await clientFromLead();
    await at('2026-12-02T05:00:00Z');
    expect((await makeReport(id)).status).toBe(202);
    const noProperty = (await fetchPage((await open(id)).reports[0]!.url)).text;
    expect(noProperty).toContain(
      `we do not have your Search Console property yet. To connect it, add ${key.file.client_email} as a user with Restricted permission`,
    );
    // The site did not change since the lead's audit, the client's first.
    expect(noProperty).toMatch(/0 of 10 problems fixed since you joined/);

    await call(clients, `/api/admin/clients/${id}`, { method: 'PATCH', body: { property: 'sc-domain:not-ours.pk' }, jar: sales });
    expect((await makeReport(id)).status).toBe(202);
    const noAccess = (await fetchPage((await open(id)).reports[0]!.url)).text;
    expect(noAccess).toContain(`we could not read sc-domain:not-ours.pk in Search Console. To connect it, add ${key.file.client_email}`);
  }, 60_000);

  it('is made on the 2nd for last month for active clients, once, however often the schedule runs; one job per client at a time', async () => {
    await at('2026-11-10T09:00:00Z');
    const active = await clientFromLead();
    const paused = (await call(clients, '/api/admin/clients', { method: 'POST', body: { businessName: 'Paused Tiles' }, jar: sales })).body
      .id;
    await call(clients, `/api/admin/clients/${paused}`, { method: 'PATCH', body: { status: 'paused' }, jar: sales });
    const run = () =>
      reportsScheduled.default(new Request('https://agency.test/.netlify/functions/client-reports-scheduled', { method: 'POST' }));

    await at('2026-12-01T18:00:00Z'); // 23:00 on 1 December in Pakistan: not due yet
    await run();
    expect(await listKeys('clients', 'report/')).toEqual([]);
    await at('2026-12-01T19:30:00Z'); // 00:30 on the 2nd
    await run();
    await run();
    expect(await listKeys('clients', 'report/')).toEqual([`report/${active}/2026-11`]);
    expect((await open(active)).reports[0]).toMatchObject({ month: '2026-11' });

    // A job under way holds the claim: Make report waits for it.
    const { claimReportJob } = await import('../../src/server/clients/index');
    expect(await claimReportJob(paused, '2026-11', 'bilal')).toBe(true);
    const busy = await makeReport(paused);
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe('A report for this client is being made. It is ready in a minute.');
  }, 60_000);

  it('answers an unknown address with the site’s 404', async () => {
    expect((await fetchPage(`https://agency.test/client-report/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await fetchPage('https://agency.test/client-report/short')).status).toBe(404);
  });
});
