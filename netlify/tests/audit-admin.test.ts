import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueFormToken } from '../../src/server/leads/index';
import * as auditActions from '../functions/admin-audit-actions';
import * as audits from '../functions/admin-audits';
import * as auditBackground from '../functions/audit-background';
import * as auditRetention from '../functions/audit-retention-scheduled';
import * as contact from '../functions/lead-submit';
import { auditDetailSchema, auditSitesSchema, auditSiteSchema, auditViewSchema } from '../../src/lib/api/audits';
import { AUDIT_MESSAGES, auditJob, STAFF_STARTS_PER_HOUR, takeStaffStart } from '../../src/server/audit/index';
import { listKeys, storeNameOf } from '../../src/server/storage';
import { startFixtureSites, type FixtureServers } from '../../tests/fixtures/audit-sites/serve';
import { signedInMember, signedInOwner } from './support/admin';
import { serveFunction } from './support/background';
import { useFunctionTestServers } from './support/function-tests';
import { call, CookieJar } from './support/invoke';

/**
 * The admin's audit endpoints: prospecting audits of any address, the list per
 * site, one audit with its comparison, re-runs and the WhatsApp "sent" ping,
 * with their roles, limits and activity log entries. Audits run for real
 * (audit-background over HTTP, a fixture site allowed by AUDIT_ALLOW_HOSTS).
 */
useFunctionTestServers({ smtp: true, emptyStores: [storeNameOf('leads'), storeNameOf('audits'), storeNameOf('activity')], freshEnv: true });

let fixtures: FixtureServers;
let site: { origin: string; close: () => Promise<void> };

beforeAll(async () => {
  fixtures = await startFixtureSites({ defaultSite: 'bloated' });
  site = await serveFunction(async (req) =>
    new URL(req.url).pathname === auditJob.path ? auditBackground.default(req) : new Response('Not found', { status: 404 }),
  );
});
afterAll(async () => {
  await site?.close();
  await fixtures?.close();
});

let sales: CookieJar;
let editor: CookieJar;
let owner: CookieJar;
beforeEach(async () => {
  // Netlify's URL of the site: where its functions answer and its report links point.
  vi.stubEnv('URL', site.origin);
  vi.stubEnv('AUDIT_ALLOW_HOSTS', `127.0.0.1:${fixtures.httpPort}`);
  vi.stubEnv('LEAD_NOTIFY_FROM', 'website@agency.test');
  owner = await signedInOwner();
  sales = await signedInMember(owner, 'saad', 'sales');
  editor = await signedInMember(owner, 'esha', 'editor');
});

const fixtureAddress = () => `127.0.0.1:${fixtures.httpPort}`;
const start = (address: string, jar = sales) => call(audits, '/api/admin/audits', { method: 'POST', body: { address }, jar });
const activityActions = async () => (await listKeys('activity')).map((key) => key.split('/').slice(1).join('/'));

describe('prospecting audits (the Audits screen)', () => {
  it('audits any address without a lead, lists it under its site, and opens it with its report', async () => {
    const res = await start(fixtureAddress());
    expect(res.status).toBe(202);
    const queued = auditViewSchema.parse(res.body);
    expect(queued).toMatchObject({
      address: fixtureAddress(),
      host: fixtureAddress(),
      requestedBy: 'saad',
      leadId: null,
      previousId: null,
    });

    const opened = await call(audits, `/api/admin/audits/${queued.id}`, { jar: sales });
    expect(opened.status).toBe(200);
    const detail = auditDetailSchema.parse(opened.body);
    expect(detail.audit.state).toBe('done');
    expect(detail.report?.checks.length).toBeGreaterThan(30);
    expect(detail.audit.counts!.fail + detail.audit.counts!.warn).toBeGreaterThan(0);
    expect(detail.comparison).toBeNull();
    expect(detail.whatsAppLink).toBeNull();

    const sites = auditSitesSchema.parse((await call(audits, '/api/admin/audits', { jar: sales })).body);
    expect(sites).toMatchObject({ page: 1, total: 1 });
    expect(sites.sites).toEqual([
      { host: fixtureAddress(), audits: 1, lastAt: queued.createdAt, latest: expect.objectContaining({ id: queued.id }) },
    ]);
    const one = auditSiteSchema.parse(
      (await call(audits, `/api/admin/audits?site=${encodeURIComponent(fixtureAddress())}`, { jar: sales })).body,
    );
    expect(one.audits.map((audit) => audit.id)).toEqual([queued.id]);
    expect((await activityActions()).filter((action) => action.startsWith('audit.'))).toEqual(['audit.started/saad']);
  }, 30_000);

  it('refuses what is not a website address, and an address that is not public fails with the reason in words', async () => {
    for (const address of ['', 'hello', 'a b.pk']) {
      const res = await start(address);
      expect(res.status, address).toBe(400);
      expect(res.body.error).toBe('Enter a website address, like example.pk.');
    }
    const res = await start('http://169.254.169.254/latest/meta-data');
    expect(res.status).toBe(202);
    const detail = (await call(audits, `/api/admin/audits/${res.body.id}`, { jar: sales })).body;
    expect(detail.audit).toMatchObject({
      state: 'failed',
      failure: { reason: 'not-public', message: 'the address is not a public website' },
    });
  });

  it(`lets a member start ${STAFF_STARTS_PER_HOUR} audits an hour, re-runs included; another member is not held up`, async () => {
    vi.stubEnv('URL', 'http://127.0.0.1:9'); // nothing needs to run here
    const first = await start('example.pk');
    for (let n = 1; n < STAFF_STARTS_PER_HOUR - 1; n += 1) expect((await start(`site-${n}.example.pk`)).status).toBe(202);
    expect((await call(auditActions, `/api/admin/audits/${first.body.id}/rerun`, { method: 'POST', jar: sales })).status).toBe(202);
    const refused = await start('one-more.example.pk');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(AUDIT_MESSAGES.tooMany);
    expect((await call(auditActions, `/api/admin/audits/${first.body.id}/rerun`, { method: 'POST', jar: sales })).status).toBe(429);
    expect((await start('one-more.example.pk', owner)).status).toBe(202);
    // The counts are kept a day at most: the daily sweep removes them.
    expect(await listKeys('audits', 'starts/')).toHaveLength(STAFF_STARTS_PER_HOUR + 1);
    vi.useFakeTimers({ now: Date.now() + 25 * 3_600_000, toFake: ['Date'] });
    await auditRetention.default();
    vi.useRealTimers();
    expect(await listKeys('audits', 'starts/')).toEqual([]);
  }, 30_000);

  it(`counts starts with a conditional write: 25 parallel starts of one member take ${STAFF_STARTS_PER_HOUR}`, async () => {
    const now = new Date();
    const started = await Promise.all(Array.from({ length: 25 }, () => takeStaffStart('racer', now)));
    expect(started.filter(Boolean)).toHaveLength(STAFF_STARTS_PER_HOUR);
  }, 30_000);

  it('is Sales and Admin work: an Editor is refused', async () => {
    expect((await call(audits, '/api/admin/audits', { jar: editor })).status).toBe(403);
    expect((await start(fixtureAddress(), editor)).status).toBe(403);
    expect(await listKeys('audits', 'audit/')).toEqual([]);
  });
});

describe('a lead audit run again and sent', () => {
  it('re-runs into a new audit of the same leads, compared with the last; both actions are logged', async () => {
    const sent = await call(contact, '/api/contact', {
      method: 'POST',
      body: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.pk',
        phone: '+92 300 1234567',
        website: fixtureAddress(),
        service_required: 'SEO',
        // A form shown 40 s before: a lead's audit starts only with the form's valid, unspent token.
        form_token: await issueFormToken(Date.now() - 40_000),
      },
    });
    expect(sent.status).toBe(201);
    await sent.background;
    const [first] = (await call(audits, '/api/admin/audits', { jar: sales })).body.sites;
    expect(first.latest).toMatchObject({ state: 'done', leadId: sent.body.id, requestedBy: 'lead' });

    const again = await call(auditActions, `/api/admin/audits/${first.latest.id}/rerun`, { method: 'POST', jar: sales });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ previousId: first.latest.id, leadId: sent.body.id, requestedBy: 'saad' });
    const detail = auditDetailSchema.parse((await call(audits, `/api/admin/audits/${again.body.id}`, { jar: sales })).body);
    expect(detail.audit.state).toBe('done');
    expect(detail.comparison).toEqual({ fixed: [], new: [], unchanged: expect.arrayContaining([detail.report!.topFixes[0]]) });
    expect(new URL(detail.whatsAppLink!).pathname).toBe('/923001234567');

    const ping = await call(auditActions, `/api/admin/audits/${again.body.id}/sent`, { method: 'POST', jar: sales });
    expect(ping.status).toBe(204);
    expect((await call(auditActions, `/api/admin/audits/${again.body.id}/other`, { method: 'POST', jar: sales })).status).toBe(404);
    expect((await call(auditActions, `/api/admin/audits/01M8G5Y9K0M0MAR3SA24E8QEW2/sent`, { method: 'POST', jar: sales })).status).toBe(
      404,
    );
    expect((await activityActions()).filter((action) => action.startsWith('audit.'))).toEqual(['audit.rerun/saad', 'audit.sent/saad']);
    const rows = (await call(audits, '/api/admin/audits', { jar: sales })).body.sites;
    expect(rows).toEqual([expect.objectContaining({ audits: 2, latest: expect.objectContaining({ id: again.body.id }) })]);
  }, 30_000);
});
