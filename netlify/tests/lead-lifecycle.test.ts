import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auditBackground from '../functions/audit-background';
import * as leadAudit from '../functions/admin-lead-audit';
import * as leads from '../functions/admin-leads';
import * as contact from '../functions/lead-submit';
import { HONEYPOT_FIELD } from '../../src/lib/api/leads';
import { auditJob, leadAuditIds, leadAudits, readAudit } from '../../src/server/audit/index';
import { issueFormToken, leadGrowth } from '../../src/server/leads/index';
import { storeNameOf } from '../../src/server/storage';
import { signedInOwner } from './support/admin';
import { serveFunction } from './support/background';
import { useFunctionTestServers } from './support/function-tests';
import { call, type CookieJar } from './support/invoke';

/**
 * A lead's life at the functions: arrival from the form and release from Spam run the same
 * follow-ups in the same order; a step that breaks is logged with the lead's id and the others
 * still run; a request the form did not vouch for (no valid, unspent token) is kept as a lead and
 * aims the audit at nobody's site.
 */
const servers = useFunctionTestServers({
  smtp: true,
  emptyStores: [storeNameOf('leads'), storeNameOf('audits'), storeNameOf('activity')],
  freshEnv: true,
});

// Each test stores leads, mails alerts and runs an audit: seconds on a quiet machine, many on a loaded one.
vi.setConfig({ testTimeout: 60_000 });

/** A website that counts every request it gets: the audit's target. */
let target: Server;
let hits = 0;
let site: { origin: string; close: () => Promise<void> };
beforeAll(async () => {
  target = createServer((_req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html lang="en"><title>Clinic</title></html>');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  site = await serveFunction(async (req) =>
    new URL(req.url).pathname === auditJob.path ? auditBackground.default(req) : new Response(null, { status: 404 }),
  );
});
afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => target?.close(resolve));
});

let owner: CookieJar;
const targetAddress = () => `127.0.0.1:${(target.address() as AddressInfo).port}`;
beforeEach(async () => {
  hits = 0;
  vi.stubEnv('URL', site.origin);
  vi.stubEnv('AUDIT_ALLOW_HOSTS', targetAddress());
  vi.stubEnv('LEAD_NOTIFY_TO', 'sales@agency.test');
  vi.stubEnv('LEAD_NOTIFY_FROM', 'website@agency.test');
  owner = await signedInOwner();
});

let sent = 0;
/** A form token shown 40 s ago (one per request: a token vouches for one request only). */
const shownForm = () => issueFormToken(Date.now() - 40_000 - sent);

/** Sends the form and waits for the work after the answer. */
async function sendForm(fields: Record<string, string | undefined> = {}) {
  sent += 1;
  const body = {
    name: 'Ayesha Khan',
    email: `ayesha${sent}@clinic.pk`,
    phone: `0300 12${String(sent).padStart(5, '0')}`,
    website: targetAddress(),
    service_required: 'A full audit of our clinic website',
    ...fields,
  };
  const res = await call(contact, '/api/contact', { method: 'POST', body, ip: `203.0.113.${sent}` });
  expect(res.status).toBe(201);
  await res.background;
  return res.body.id as string;
}

const stored = async (id: string) => (await call(leads, `/api/contacts/${id}`, { jar: owner })).body;
const alertsFor = (id: string) => servers.smtp.mails.filter((mail) => mail.text.includes(id));

describe("a lead's arrival", () => {
  it('logs an unexpected error in one step with the lead id, and the alert still goes', async () => {
    const errors = vi.spyOn(console, 'error');
    // The growth port fails once: an unexpected error, not a store failure.
    vi.spyOn(leadGrowth, 'changed').mockRejectedValueOnce(new TypeError("Cannot read properties of undefined (reading 'day')"));
    const id = await sendForm({ form_token: await shownForm() });

    expect(alertsFor(id)).toHaveLength(1);
    expect((await stored(id)).alert).toMatchObject({ state: 'sent' });
    const logged = errors.mock.calls.map((args) => args.map(String).join(' '));
    expect(logged.filter((line) => line.includes(id))).toEqual([expect.stringMatching(/file growth facts.*Cannot read properties/)]);
  });

  it('without a valid, unspent form token: stored and alerted, no audit, nothing fetched; staff can start it by hand', async () => {
    const token = await shownForm();
    const vouched = await sendForm({ form_token: token });
    expect(await leadAuditIds(vouched)).toHaveLength(1);
    await vi.waitFor(async () => expect((await readAudit((await leadAuditIds(vouched))[0]!))?.state).toBe('done'), { timeout: 20_000 });
    expect(hits).toBeGreaterThan(0);

    hits = 0;
    const withoutToken = await sendForm({ form_token: undefined, website: `http://${targetAddress()}/other-page` });
    const spentToken = await sendForm({ form_token: token, website: `http://${targetAddress()}/again` });
    const forged = await sendForm({ form_token: `${Date.now().toString(36)}.${'A'.repeat(43)}`, website: `${targetAddress()}/forged` });
    for (const id of [withoutToken, spentToken, forged]) {
      expect(await stored(id)).toMatchObject({ id, status: 'new' });
      expect(alertsFor(id)).toHaveLength(1);
      expect(await leadAuditIds(id)).toEqual([]);
    }
    expect(hits).toBe(0);

    // Staff can start its audit by hand, for that lead.
    const started = await call(leadAudit, `/api/contacts/${withoutToken}/audit`, { method: 'POST', jar: owner });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ leadId: withoutToken, requestedBy: 'owner' });
    expect(await leadAuditIds(withoutToken)).toEqual([started.body.id]);
  });
});

describe('release from Spam', () => {
  it('runs the follow-ups of arrival in the same order: the audit is requested, then the alert goes', async () => {
    const request = leadAudits.request;
    const order: string[] = [];
    // Each audit request notes how many alerts had gone by then.
    vi.spyOn(leadAudits, 'request').mockImplementation(async (lead, functionsAt, source) => {
      order.push(`audit (after ${alertsFor(lead.id).length} alerts)`);
      await request(lead, functionsAt, source);
    });

    const arrived = await sendForm({ form_token: await shownForm() });
    const onArrival = [...order, `${alertsFor(arrived).length} alert`];

    order.length = 0;
    const setAside = await sendForm({ form_token: await shownForm(), [HONEYPOT_FIELD]: 'spam inc', website: `${targetAddress()}/b` });
    expect(await stored(setAside)).toMatchObject({ status: 'spam', alert: { state: 'off' } });
    expect(order).toEqual([]);
    const released = await call(leads, `/api/contacts/${setAside}`, { method: 'PATCH', body: { status: 'new' }, jar: owner });
    expect(released.status).toBe(200);
    // The answer carries the alert's outcome.
    expect(released.body.alert).toMatchObject({ state: 'sent' });
    const onRelease = [...order, `${alertsFor(setAside).length} alert`];

    expect(onArrival).toEqual(['audit (after 0 alerts)', '1 alert']);
    expect(onRelease).toEqual(onArrival);
    expect(await leadAuditIds(setAside)).toHaveLength(1);

    // Once: moving it to Spam and out again sends and requests nothing more.
    order.length = 0;
    await call(leads, `/api/contacts/${setAside}`, { method: 'PATCH', body: { status: 'spam' }, jar: owner });
    await call(leads, `/api/contacts/${setAside}`, { method: 'PATCH', body: { status: 'new' }, jar: owner });
    expect(order).toEqual([]);
    expect(alertsFor(setAside)).toHaveLength(1);
  });
});
