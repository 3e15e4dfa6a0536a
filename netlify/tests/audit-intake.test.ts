import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auditBackground from '../functions/audit-background';
import * as auditReport from '../functions/audit-report';
import * as auditRetention from '../functions/audit-retention-scheduled';
import * as auditWaiting from '../functions/audit-waiting-scheduled';
import * as leadAudit from '../functions/admin-lead-audit';
import * as leads from '../functions/admin-leads';
import * as contact from '../functions/lead-submit';
import { HONEYPOT_FIELD } from '../../src/lib/api/leads';
import { issueFormToken } from '../../src/server/leads/index';
import { auditJob, AUDIT_RETENTION_MS, leadAuditIds, readAudit, requestStaffAudit, siteAuditIds } from '../../src/server/audit/index';
import { listKeys, storeNameOf } from '../../src/server/storage';
import { startFixtureSites, type FixtureServers } from '../../tests/fixtures/audit-sites/serve';
import { signedInMember, signedInOwner } from './support/admin';
import { serveFunction } from './support/background';
import { useFunctionTestServers } from './support/function-tests';
import { call, CookieJar } from './support/invoke';

/**
 * A form lead's website audit, end to end: the lead is sent to lead-submit,
 * the intake starts audit-background with a signed call over real HTTP (to a
 * local "site" that runs the function as Netlify would), the audit fetches a
 * fixture site allowed by AUDIT_ALLOW_HOSTS, and the report is served at its
 * private address.
 */
const servers = useFunctionTestServers({
  smtp: true,
  emptyStores: [storeNameOf('leads'), storeNameOf('audits'), storeNameOf('activity')],
  freshEnv: true,
});

let fixtures: FixtureServers;
let site: { origin: string; close: () => Promise<void> };
const NOT_FOUND_PAGE = '<!doctype html><html lang="en"><title>Page not found</title><h1>Page not found</h1></html>';

beforeAll(async () => {
  fixtures = await startFixtureSites({ defaultSite: 'phone-mismatch' });
  // The site: its background function, its report pages, and its 404 page for every other address.
  site = await serveFunction(async (req) => {
    const path = new URL(req.url).pathname;
    if (path === auditJob.path) return auditBackground.default(req);
    if (path.startsWith('/report/')) return auditReport.default(req);
    return new Response(NOT_FOUND_PAGE, {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'self'" },
    });
  });
});
afterAll(async () => {
  await site?.close();
  await fixtures?.close();
});

let sales: CookieJar;
let owner: CookieJar;
beforeEach(async () => {
  // Netlify's URL of the site: where its functions answer and its report links point.
  vi.stubEnv('URL', site.origin);
  vi.stubEnv('AUDIT_ALLOW_HOSTS', `127.0.0.1:${fixtures.httpPort}`);
  vi.stubEnv('LEAD_NOTIFY_FROM', 'website@agency.test');
  owner = await signedInOwner();
  sales = await signedInMember(owner, 'saad', 'sales');
});
afterEach(() => {
  vi.useRealTimers();
});

const fixtureAddress = () => `127.0.0.1:${fixtures.httpPort}`;
let ip = 1;
const lead = (overrides: Record<string, string> = {}) => ({
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '0300 1234567',
  website: fixtureAddress(),
  service_required: 'A full audit of our clinic website',
  ...overrides,
});

/** Sends the form as a visitor does (from its own address unless `from` is given), and waits for the work after the answer (the audit included). */
async function sendForm(body: Record<string, string>, from?: string) {
  // A form shown 40 s before (a lead's audit starts only with the form's valid, unspent token).
  const form_token = await issueFormToken(Date.now() - 40_000 - ip);
  const res = await call(contact, '/api/contact', { method: 'POST', body: { form_token, ...body }, ip: from ?? `203.0.113.${ip++}` });
  if (from) ip += 1;
  expect(res.status).toBe(201);
  expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9A-Z]{26}$/) });
  await res.background;
  return res.body.id as string;
}

const auditOfLead = (id: string) => call(leadAudit, `/api/contacts/${id}/audit`, { jar: sales });

describe('a form lead with a website', () => {
  it('gets its site audited in the background: done, with the report link and the WhatsApp reply to its own number', async () => {
    const id = await sendForm(lead());
    const res = await auditOfLead(id);
    expect(res.status).toBe(200);
    const { audit, report, whatsAppLink } = res.body;
    expect(audit).toMatchObject({
      state: 'done',
      address: fixtureAddress(),
      host: fixtureAddress(),
      requestedBy: 'lead',
      leadId: id,
      failure: null,
    });
    expect(audit.reportUrl).toMatch(new RegExp(`^${site.origin}/report/[\\w-]{43}$`));
    expect(audit.topFixes.length).toBeGreaterThan(0);
    expect(report.checks.find((check: { id: string }) => check.id === 'phone-matches-data').status).toBe('fail');
    const wa = new URL(whatsAppLink as string);
    expect(wa.host).toBe('wa.me');
    expect(wa.pathname).toBe('/923001234567');
    expect(wa.searchParams.get('text')).toContain('Ayesha');
    expect(wa.searchParams.get('text')).toContain(audit.reportUrl);

    // The report page, as the lead opens it from WhatsApp.
    const page = await fetch(audit.reportUrl as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toMatch(/<script/i);
    const phoneCheck = report.checks.find((check: { id: string }) => check.id === 'phone-matches-data');
    expect(html).toContain(phoneCheck.title);
  }, 30_000);

  it('gets no audit when the spam check sets it aside', async () => {
    const id = await sendForm(lead({ [HONEYPOT_FIELD]: 'spam inc' }));
    expect(await leadAuditIds(id)).toEqual([]);
    expect((await auditOfLead(id)).body).toEqual({ audit: null, report: null, comparison: null, whatsAppLink: null });
    expect(await listKeys('audits', 'audit/')).toEqual([]);
  });

  it('gets its audit when staff move it out of Spam', async () => {
    const id = await sendForm(lead({ [HONEYPOT_FIELD]: 'spam inc' }));
    const released = await call(leads, `/api/contacts/${id}`, { method: 'PATCH', body: { status: 'new' }, jar: sales });
    expect(released.status).toBe(200);
    await released.background;
    expect((await auditOfLead(id)).body.audit).toMatchObject({ state: 'done', leadId: id });
  }, 30_000);

  it('shares the audit of its site made for a lead in the last 24 hours; a day later the site is audited again', async () => {
    const first = await sendForm(lead());
    const second = await sendForm(lead({ name: 'Bilal', email: 'bilal@example.pk', phone: '0321 7654321' }));
    const [firstAudit] = await leadAuditIds(first);
    expect(await leadAuditIds(second)).toEqual([firstAudit]);
    expect(await siteAuditIds(fixtureAddress())).toEqual([firstAudit]);
    // The second lead's reply goes to the second lead.
    expect(new URL((await auditOfLead(second)).body.whatsAppLink as string).pathname).toBe('/923217654321');

    vi.useFakeTimers({ now: Date.now() + 25 * 3_600_000, toFake: ['Date'] });
    const third = await sendForm(lead({ email: 'third@example.pk' }));
    const [thirdAudit] = await leadAuditIds(third);
    expect(thirdAudit).not.toBe(firstAudit);
    expect((await readAudit(thirdAudit!))?.state).toBe('done');
    expect(await siteAuditIds(fixtureAddress())).toHaveLength(2);
  }, 30_000);

  it('a lead whose site is not a public address gets a failed audit with the reason in words', async () => {
    const id = await sendForm(lead({ website: 'http://10.0.0.1/' }));
    const { audit } = (await auditOfLead(id)).body;
    expect(audit).toMatchObject({
      state: 'failed',
      failure: { reason: 'not-public', message: 'the address is not a public website' },
      reportUrl: null,
    });
  });
});

describe('the site-wide hourly budget (AUDIT_HOURLY_LIMIT)', () => {
  const runWaiting = () =>
    auditWaiting.default(new Request(`${site.origin}/.netlify/functions/audit-waiting-scheduled`, { method: 'POST' }));

  it("holds a lead's audit over the budget waiting (never interrupted) until the next hour's scheduled run starts it, once", async () => {
    vi.stubEnv('AUDIT_HOURLY_LIMIT', '2');
    vi.stubEnv('AUDIT_NO_DNS', '1');
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    vi.useFakeTimers({ now: hour + 10 * 60_000, toFake: ['Date'] });
    // Two other sites' leads use up this hour (private addresses: refused when run, and still count).
    await sendForm(lead({ website: `127.0.0.2:${fixtures.httpPort}`, email: 'first@example.pk' }));
    await sendForm(lead({ website: `127.0.0.3:${fixtures.httpPort}`, email: 'second@example.pk' }));
    const id = await sendForm(lead());
    expect((await auditOfLead(id)).body.audit).toMatchObject({ state: 'waiting', leadId: id, failure: null, reportUrl: null });
    // Still this hour: the scheduled run starts nothing, and 45 minutes on it is waiting, not interrupted.
    vi.setSystemTime(hour + 55 * 60_000);
    expect((await runWaiting()).status).toBe(204);
    expect((await auditOfLead(id)).body.audit).toMatchObject({ state: 'waiting', failure: null });

    vi.setSystemTime(hour + 3_600_000 + 60_000);
    expect((await runWaiting()).status).toBe(204);
    const audit = await readAudit((await leadAuditIds(id))[0]!);
    expect(audit).toMatchObject({ state: 'done', address: fixtureAddress() });
    expect(await listKeys('audits', 'waiting/')).toEqual([]);
    // A second run starts it no second time (nor takes a slot for it).
    expect((await runWaiting()).status).toBe(204);
    expect(await readAudit(audit!.id)).toEqual(audit);
    expect(await listKeys('audits', `hourly/${new Date(hour + 3_600_000).toISOString().slice(0, 13)}/`)).toHaveLength(1);
  }, 30_000);
});

describe('the budgets a script with valid form tokens meets (issue 64)', () => {
  const runWaiting = () =>
    auditWaiting.default(new Request(`${site.origin}/.netlify/functions/audit-waiting-scheduled`, { method: 'POST' }));
  const failureOf = async (id: string) => (await readAudit((await leadAuditIds(id))[0]!))?.failure?.reason ?? null;

  it('one sender gets at most AUDIT_SOURCE_DAILY_LIMIT (5) audits a day: every request is kept as a lead, the rest say staff can run them', async () => {
    const sent: string[] = [];
    // Seven sites by address (private: each audit is refused when run, no site is fetched).
    for (let n = 10; n < 17; n += 1)
      sent.push(await sendForm(lead({ website: `127.0.0.${n}:${fixtures.httpPort}`, email: `s${n}@example.pk` }), '198.51.100.7'));
    for (const id of sent) expect((await call(leads, `/api/contacts/${id}`, { jar: owner })).body).toMatchObject({ id, status: 'new' });
    const reasons = await Promise.all(sent.map(failureOf));
    expect(reasons.filter((reason) => reason !== 'source-limit')).toHaveLength(5);
    expect(reasons.slice(5)).toEqual(['source-limit', 'source-limit']);
    expect((await auditOfLead(sent[6]!)).body.audit.failure.message).toMatch(/^not run automatically: the same sender .*run it again/);
    // Another sender, and the same site later, still get their audit.
    const other = await sendForm(lead({ website: `127.0.0.16:${fixtures.httpPort}`, email: 'other@example.pk' }));
    expect(await failureOf(other)).toBe('not-public');
    // Staff's Run again is not the sender's share.
    const again = await call(leadAudit, `/api/contacts/${sent[6]}/audit`, { method: 'POST', jar: owner });
    expect(again.status).toBe(202);
  }, 60_000);

  it('a name that does not resolve takes no slot of the hour; past twice the hourly budget waiting, a new one is not queued; one waiting a day expires', async () => {
    vi.stubEnv('AUDIT_HOURLY_LIMIT', '1');
    vi.stubEnv('AUDIT_NO_DNS', '1');
    const hour = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    vi.useFakeTimers({ now: hour + 60_000, toFake: ['Date'] });
    const madeUp = await sendForm(lead({ website: 'made-up-shop.test', email: 'made-up@example.pk' }));
    expect(await failureOf(madeUp)).toBe('not-found');
    expect(await listKeys('audits', `hourly/${new Date(hour).toISOString().slice(0, 13)}/`)).toEqual([]);
    // The hour's one slot, then two waiting (twice the budget), then one not queued at all.
    const ids: string[] = [];
    for (let n = 20; n < 24; n += 1)
      ids.push(await sendForm(lead({ website: `127.0.0.${n}:${fixtures.httpPort}`, email: `w${n}@example.pk` })));
    const states = await Promise.all(ids.map(async (id) => (await auditOfLead(id)).body.audit));
    expect(states.map((audit) => audit.state)).toEqual(['failed', 'waiting', 'waiting', 'failed']);
    expect(states[3].failure.reason).toBe('queue-full');
    expect(await listKeys('audits', 'waiting/')).toHaveLength(2);

    // A day on, with no hour's budget ever free (each hour's slot taken first), the two expire.
    vi.setSystemTime(hour + 25 * 3_600_000);
    await sendForm(lead({ website: `127.0.0.30:${fixtures.httpPort}`, email: 'late@example.pk' }));
    expect((await runWaiting()).status).toBe(204);
    for (const id of ids.slice(1, 3)) {
      expect(await readAudit((await leadAuditIds(id))[0]!)).toMatchObject({ state: 'failed', failure: { reason: 'expired' } });
    }
    expect(await listKeys('audits', 'waiting/')).toEqual([]);
  }, 60_000);
});

describe('AUDIT_NO_DNS (the browser tests)', () => {
  it('resolves no name: a site by name fails at once, the fixture reached by its address is still audited', async () => {
    // localhost is a name this machine resolves (to the fixture, which answers any name); allowed here.
    vi.stubEnv('AUDIT_ALLOW_HOSTS', `127.0.0.1:${fixtures.httpPort},localhost:${fixtures.httpPort}`);
    const byName = async () => {
      const started = await requestStaffAudit({ address: `http://localhost:${fixtures.httpPort}/`, member: 'owner' }, site.origin);
      return started.kind === 'ok' ? readAudit(started.audit.id) : null;
    };
    expect(await byName()).toMatchObject({ state: 'done' });

    vi.stubEnv('AUDIT_NO_DNS', '1');
    expect(await byName()).toMatchObject({
      state: 'failed',
      failure: { reason: 'not-found', message: 'no website exists at that address (the name does not resolve)' },
    });
    const fixture = await sendForm(lead());
    expect((await auditOfLead(fixture)).body.audit).toMatchObject({ state: 'done' });
  }, 30_000);
});

describe('the 24-hour claim of a site', () => {
  it("reads the site's home page, not the page the first lead typed", async () => {
    const id = await sendForm(lead({ website: `http://${fixtureAddress()}/no-such-page?x=1` }));
    const { audit, report } = (await auditOfLead(id)).body;
    expect(audit).toMatchObject({ state: 'done', address: `http://${fixtureAddress()}` });
    expect(report.url).toBe(`http://${fixtureAddress()}/`);
  }, 30_000);

  it('holds whatever the outcome: a lead after an audit that stopped without a word shares it (staff run it again)', async () => {
    // A platform that accepted the call (202) and never ran the function.
    const silent = await serveFunction(async () => new Response(null, { status: 202 }));
    try {
      vi.stubEnv('URL', silent.origin);
      const first = await sendForm(lead());
      expect((await auditOfLead(first)).body.audit).toMatchObject({ state: 'queued', failure: null });
      vi.useFakeTimers({ now: Date.now() + 5 * 60_000 + 1000, toFake: ['Date'] });
      expect((await auditOfLead(first)).body.audit).toMatchObject({
        state: 'failed',
        failure: { reason: 'interrupted', message: 'the audit stopped before it finished; run it again' },
      });
      vi.stubEnv('URL', site.origin);
      const second = await sendForm(lead({ email: 'bilal@example.pk' }));
      expect((await auditOfLead(second)).body.audit).toMatchObject({ state: 'failed' });
      expect(await leadAuditIds(second)).toEqual(await leadAuditIds(first));
      expect(await siteAuditIds(fixtureAddress())).toHaveLength(1);
      // Staff are not stopped by it.
      const again = await requestStaffAudit({ address: lead().website, member: 'saad' }, site.origin);
      expect(again.kind).toBe('ok');
    } finally {
      await silent.close();
    }
  }, 30_000);
});

describe('an audits store that is down', () => {
  it("never costs the lead: it is stored and alerted as usual, with no audit; the lead's audit answers 503", async () => {
    vi.stubEnv('LEAD_NOTIFY_TO', 'sales@agency.test');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    servers.blobs.failWhen((request) => request.store === storeNameOf('audits'));
    try {
      const id = await sendForm(lead());
      expect(servers.blobs.failures()).toBeGreaterThan(0);
      expect(servers.smtp.mails.filter((mail) => mail.to.includes('sales@agency.test'))).toHaveLength(1);
      const res = await auditOfLead(id);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
    } finally {
      servers.blobs.failWhen(null);
      vi.restoreAllMocks();
    }
    expect(await listKeys('audits')).toEqual([]);
  }, 30_000);
});

describe('the background function', () => {
  it('does nothing for a call the site did not sign', async () => {
    vi.stubEnv('URL', 'http://127.0.0.1:9'); // the intake's own start goes nowhere
    const id = await sendForm(lead());
    const [auditId] = await leadAuditIds(id);
    expect((await readAudit(auditId!))?.state).toBe('failed');
    // A stranger's call, with a body naming a real audit.
    const res = await fetch(`${site.origin}${auditJob.path}`, { method: 'POST', body: JSON.stringify({ id: auditId }) });
    expect(res.status).toBe(401);
    expect((await readAudit(auditId!))?.failure?.reason).toBe('not-started');
  });
});

describe('the report page', () => {
  it('answers a near-miss, unknown or malformed token exactly like any unknown page of the site', async () => {
    const id = await sendForm(lead());
    const { audit } = (await auditOfLead(id)).body;
    const token = (audit.reportUrl as string).split('/report/')[1]!;
    const nearMiss = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const unknownPage = await fetch(`${site.origin}/no-such-page`);
    const unknownBody = await unknownPage.text();
    for (const path of [`/report/${nearMiss}`, `/report/${'x'.repeat(43)}`, '/report/short', `/report/${token}x`]) {
      const res = await fetch(`${site.origin}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe(unknownBody);
      expect(res.headers.get('content-type')).toBe(unknownPage.headers.get('content-type'));
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    const head = await fetch(`${site.origin}/report/${token}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await fetch(`${site.origin}/report/${token}`, { method: 'POST' })).status).toBe(405);
  }, 30_000);

  it("reads the 404 page from the site's own address, never from the request's Host", async () => {
    const asked: string[] = [];
    const elsewhere = await serveFunction((req) => {
      asked.push(req.url);
      return Promise.resolve(new Response('<h1>someone else</h1>', { status: 404, headers: { 'content-type': 'text/html' } }));
    });
    try {
      const res = await auditReport.default(new Request(`${elsewhere.origin}/report/${'x'.repeat(43)}`));
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(NOT_FOUND_PAGE);
      expect(asked).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('is erased with its lead', async () => {
    const id = await sendForm(lead());
    const { audit } = (await auditOfLead(id)).body;
    expect((await fetch(audit.reportUrl as string)).status).toBe(200);
    const erased = await call(leads, `/api/contacts/${id}`, { method: 'DELETE', jar: owner });
    expect(erased.status).toBe(204);
    expect((await fetch(audit.reportUrl as string)).status).toBe(404);
    expect(await readAudit(audit.id as string)).toBeNull();
    // Only the hour's budget slot and the sender's daily count stay (a time, and a keyed hash of the
    // sender's address, nothing of the lead's; swept after a day).
    expect((await listKeys('audits')).sort()).toEqual([
      expect.stringMatching(/^hourly\/[\dT-]{13}\/001$/),
      expect.stringMatching(/^source\/[\d-]{10}\/[\w%-]+\/001$/),
    ]);
  }, 30_000);

  it('an audit two leads share stays until the second lead is erased too', async () => {
    const first = await sendForm(lead());
    const second = await sendForm(lead({ email: 'bilal@example.pk' }));
    const { audit } = (await auditOfLead(first)).body;
    expect((await call(leads, `/api/contacts/${first}`, { method: 'DELETE', jar: owner })).status).toBe(204);
    expect((await fetch(audit.reportUrl as string)).status).toBe(200);
    expect((await call(leads, `/api/contacts/${second}`, { method: 'DELETE', jar: owner })).status).toBe(204);
    expect((await fetch(audit.reportUrl as string)).status).toBe(404);
  }, 30_000);

  it(`is gone after the retention period: the page at once, the records at the daily sweep`, async () => {
    const id = await sendForm(lead());
    const { audit } = (await auditOfLead(id)).body;
    vi.useFakeTimers({ now: Date.now() + AUDIT_RETENTION_MS - 60_000, toFake: ['Date'] });
    expect((await auditRetention.default()).status).toBe(204);
    expect((await fetch(audit.reportUrl as string)).status).toBe(200);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await fetch(audit.reportUrl as string)).status).toBe(404);
    // The sweep erases whole days before the cutoff's day.
    vi.setSystemTime(Date.now() + 24 * 3_600_000);
    await auditRetention.default();
    expect(await listKeys('audits', 'audit/')).toEqual([]);
    expect(await listKeys('audits', 'token/')).toEqual([]);
    expect(await leadAuditIds(id)).toEqual([]);
  }, 30_000);
});

describe('the leads export', () => {
  it("carries each lead's audit: address, date and report link", async () => {
    const id = await sendForm(lead());
    const { audit } = (await auditOfLead(id)).body;
    const res = await call(leads, '/api/contacts', { jar: owner });
    expect(res.status).toBe(200);
    expect(res.body.find((row: { id: string }) => row.id === id).audit).toEqual({
      address: fixtureAddress(),
      requestedAt: audit.createdAt,
      reportUrl: audit.reportUrl,
    });
  }, 30_000);
});
