import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as activity from '../functions/admin-activity';
import * as accountVerify from '../functions/admin-account-verify';
import * as adminMe from '../functions/admin-me';
import * as inviteAccept from '../functions/admin-invite-accept';
import * as invites from '../functions/admin-invites';
import * as recoveryCodes from '../functions/admin-account-recovery-codes';
import * as settings from '../functions/admin-settings-two-factor';
import * as staff from '../functions/admin-staff';
import * as campaigns from '../functions/admin-campaigns';
import * as campaignSend from '../functions/admin-campaign-send';
import * as leads from '../functions/admin-leads';
import * as subscribers from '../functions/admin-newsletter-subscribers';
import { REAUTH_NEEDED, SESSION_COOKIE } from '../../src/server/auth/index';
import { login, OWNER, signedInOwner } from './support/admin';
import { call, CookieJar, type CallResult } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';
import { DAY_MS } from '../../src/lib/time/durations';

useFunctionTestServers({ smtp: true, emptyStores: ['newsletter-campaigns'] });
let owner: CookieJar;
beforeEach(async () => {
  vi.stubEnv('LEAD_NOTIFY_FROM', 'website@agency.test');
  owner = await signedInOwner();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

/** Moves the clock past the 5-minute fresh check of the sign-in. */
const later = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60 * 1000 });
const verify = (body: unknown, jar = owner) => call(accountVerify, '/api/admin/account/verify', { method: 'POST', body, jar });

async function addMember(username: string): Promise<void> {
  const sent = await call(invites, '/api/admin/invites', {
    method: 'POST',
    body: { email: `${username}@example.pk`, role: 'sales' },
    jar: owner,
  });
  const token = /#token=([\w-]+)/.exec(sent.body.link as string)![1]!;
  await call(inviteAccept, '/api/admin/invite-accept', { method: 'POST', body: { token, username, password: 'lantern orbit pickle' } });
}

const ACTIONS: Record<string, () => Promise<CallResult>> = {
  'inviting a member': () =>
    call(invites, '/api/admin/invites', { method: 'POST', body: { email: 'new@example.pk', role: 'editor' }, jar: owner }),
  'changing a role': () => call(staff, '/api/admin/staff/saad', { method: 'PATCH', body: { role: 'editor' }, jar: owner }),
  'removing a member': () => call(staff, '/api/admin/staff/saad', { method: 'DELETE', jar: owner }),
  'the require-two-factor setting': () =>
    call(settings, '/api/admin/settings/two-factor', { method: 'PUT', body: { required: false }, jar: owner }),
  'exporting leads': () => call(leads, '/api/contacts?export=1', { jar: owner }),
  'exporting subscribers': () => call(subscribers, '/api/newsletters?export=1', { jar: owner }),
  'sending a campaign': async () => {
    const { id, text_version } = (await call(campaigns, '/api/campaigns', { jar: owner })).body.items[0];
    const at = new Date(Date.now() + DAY_MS).toISOString();
    return call(campaignSend, `/api/campaigns/${id}/send`, { method: 'POST', body: { at, text_version }, jar: owner });
  },
  // The owner has no authenticator: past the check the answer is 409 "set one up first", not a refusal.
  'regenerating recovery codes': () => call(recoveryCodes, '/api/admin/account/recovery-codes', { method: 'POST', jar: owner }),
};

describe('step-up before what cannot be undone', () => {
  it.each(Object.keys(ACTIONS))('%s: 403 with a re-auth hint, then allowed after the password, with a new session id', async (name) => {
    await addMember('saad');
    const draft = { subject: 'News', preview_text: 'Short', body_markdown: 'Hello' };
    expect((await call(campaigns, '/api/campaigns', { method: 'POST', body: draft, jar: owner })).status).toBe(201);
    later();
    const refused = await ACTIONS[name]!();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: REAUTH_NEEDED, reauth: true });

    const before = owner.values.get(SESSION_COOKIE);
    const stale = new CookieJar();
    stale.values.set(SESSION_COOKIE, before!);
    expect((await verify({ password: OWNER.password })).status).toBe(204);
    expect(owner.values.get(SESSION_COOKIE)).not.toBe(before);
    // The session id seen before the check opens nothing after it.
    expect((await call(adminMe, '/api/admin/me', { jar: stale })).status).toBe(401);

    const allowed = await ACTIONS[name]!();
    expect(allowed.status).not.toBe(403);
    expect(allowed.status).toBeLessThan(name === 'regenerating recovery codes' ? 410 : 300);
  });

  it('logs a failed fresh check with its method, and the check itself', async () => {
    later();
    expect((await verify({ password: 'not it at all' })).status).toBe(400);
    expect((await verify({ password: OWNER.password })).status).toBe(204);
    const log = await call(activity, '/api/admin/activity', { jar: owner });
    const checks = log.body.items.filter((entry: { action: string }) => entry.action.startsWith('fresh-check'));
    // The clock stands still here, so the two entries share a time: their order is not asserted.
    expect(checks).toHaveLength(2);
    expect(checks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'fresh-check.succeeded', method: 'password', outcome: 'succeeded' }),
        expect.objectContaining({ action: 'fresh-check.failed', method: 'password', outcome: 'failed' }),
      ]),
    );
  });
});

describe("ending another member's sessions", () => {
  it('an Admin signs a member out everywhere without removing them; it is logged', async () => {
    await addMember('saad');
    const phone = new CookieJar();
    const laptop = new CookieJar();
    await login(phone, { username: 'saad', password: 'lantern orbit pickle' });
    await login(laptop, { username: 'saad', password: 'lantern orbit pickle' });
    const ended = await call(staff, '/api/admin/staff/saad/sessions', { method: 'DELETE', jar: owner });
    expect(ended).toMatchObject({ status: 200, body: { ended: 2 } });
    expect((await call(adminMe, '/api/admin/me', { jar: phone })).status).toBe(401);
    expect((await call(adminMe, '/api/admin/me', { jar: laptop })).status).toBe(401);
    expect((await login(new CookieJar(), { username: 'saad', password: 'lantern orbit pickle' })).status).toBe(200);
    const log = await call(activity, '/api/admin/activity?action=staff.sessions-ended', { jar: owner });
    expect(log.body.items[0]).toMatchObject({ actor: 'owner', target: 'saad' });
  });
});
