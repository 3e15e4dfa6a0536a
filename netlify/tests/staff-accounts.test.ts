import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import * as accountEmail from '../functions/admin-account-email';
import * as accountPassword from '../functions/admin-account-password';
import * as accountVerify from '../functions/admin-account-verify';
import * as adminMe from '../functions/admin-me';
import * as inviteAccept from '../functions/admin-invite-accept';
import * as invites from '../functions/admin-invites';
import * as passwordReset from '../functions/admin-password-reset';
import * as passwordResetConfirm from '../functions/admin-password-reset-confirm';
import * as staff from '../functions/admin-staff';
import { resetAvailabilitySchema } from '../../src/lib/api/staff';
import { INVITE_TTL_MS, RESET_TTL_MS, SESSION_LIMITS } from '../../src/server/auth/index';
import { login, OWNER, setup, signedInOwner } from './support/admin';
import { call, CookieJar, type CallOptions } from './support/invoke';
import { type ReceivedMail } from '../../scripts/lib/local-smtp';

const servers = useFunctionTestServers({ smtp: true });
let owner: CookieJar;
beforeEach(async () => {
  vi.stubEnv('LEAD_NOTIFY_FROM', 'website@agency.test');
  owner = await signedInOwner();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const NEWCOMER = { username: 'sana', email: 'sana@example.pk', password: 'lantern orbit pickle' };
const me = (jar: CookieJar) => call(adminMe, '/api/admin/me', { jar });
const invite = (email = NEWCOMER.email, jar = owner) =>
  call(invites, '/api/admin/invites', { method: 'POST', body: { email, role: 'admin' }, jar });
const accept = (token: string, body: Partial<typeof NEWCOMER> = {}) =>
  call(inviteAccept, '/api/admin/invite-accept', {
    method: 'POST',
    body: { token, username: NEWCOMER.username, password: NEWCOMER.password, ...body },
  });
const staffList = (jar = owner) => call(staff, '/api/admin/staff', { jar });
const removeStaff = (username: string, jar = owner) => call(staff, `/api/admin/staff/${username}`, { method: 'DELETE', jar });
const requestReset = (email: string) => call(passwordReset, '/api/admin/password-reset', { method: 'POST', body: { email } });
const confirmReset = (token: string, password: string, jar?: CookieJar) =>
  call(passwordResetConfirm, '/api/admin/password-reset/confirm', { method: 'POST', body: { token, password }, jar });
const changePassword = (jar: CookieJar, current: string, password: string) =>
  call(accountPassword, '/api/admin/account/password', { method: 'POST', body: { current, password }, jar });
const changeEmail = (jar: CookieJar, email: string) =>
  call(accountEmail, '/api/admin/account/email', { method: 'POST', body: { email, role: 'admin' }, jar });
const confirmEmail = (token: string, options: CallOptions = {}) =>
  call(accountEmail, '/api/admin/account/email/confirm', { method: 'POST', body: { token }, ...options });

const tokenIn = (text: string) => /#token=([\w-]+)/.exec(text)![1]!;
const mailTo = (address: string, subject: RegExp): Promise<ReceivedMail> =>
  servers.smtp.waitForMail((mail) => mail.to.includes(address) && subject.test(mail.headers.get('subject') ?? ''), 5_000);
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

/** Invites NEWCOMER, accepts by the mailed link and returns a jar signed in as them. */
async function addNewcomer(): Promise<CookieJar> {
  expect((await invite()).status).toBe(201);
  const mail = await mailTo(NEWCOMER.email, /invited/);
  expect((await accept(tokenIn(mail.text))).status).toBe(201);
  const jar = new CookieJar();
  expect((await login(jar, NEWCOMER)).status).toBe(200);
  return jar;
}

describe('setup once staff exist', () => {
  it('no longer lets a signed-in admin create an admin with a password: 409, nothing stored', async () => {
    const res = await setup({ username: 'typed-for-me', email: 'x@example.pk', password: 'another secret' }, owner);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Setup has already been completed' });
    expect((await login(new CookieJar(), { username: 'typed-for-me', password: 'another secret' })).status).toBe(401);
  });
});

describe('invites', () => {
  it('mails a single-use link (stored only as its hash); the invitee chooses username and password, then signs in', async () => {
    const sent = await invite();
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ mailed: true, invite: { email: NEWCOMER.email, invited_by: 'owner' } });
    const mail = await mailTo(NEWCOMER.email, /invited/);
    expect(mail.from).toBe('website@agency.test');
    const token = tokenIn(mail.text);
    expect(sent.body.link).toContain(token);
    const files = await readdir(servers.blobs.directory, { recursive: true, withFileTypes: true });
    const stored = await Promise.all(
      files.filter((file) => file.isFile()).map((file) => readFile(join(file.parentPath, file.name), 'utf8')),
    );
    expect(stored.join('\n')).toContain(NEWCOMER.email);
    expect(stored.join('\n')).not.toContain(token);
    expect((await staffList()).body.invites).toHaveLength(1);

    expect((await accept(token)).status).toBe(201);
    expect((await login(new CookieJar(), NEWCOMER)).status).toBe(200);
    const list = (await staffList()).body;
    expect(list.invites).toEqual([]);
    expect(list.staff.map((member: { username: string }) => member.username)).toEqual(['owner', 'sana']);
    expect(list.staff[1]).toMatchObject({ email: NEWCOMER.email, two_factor: false, you: false, last_sign_in_at: expect.any(String) });
  });

  it('refuses a reused invite link', async () => {
    await invite();
    const token = tokenIn((await mailTo(NEWCOMER.email, /invited/)).text);
    expect((await accept(token)).status).toBe(201);
    const again = await accept(token, { username: 'second-account' });
    expect(again.status).toBe(410);
    expect(again.body).toEqual({ error: 'This link is no longer valid. Ask for a new one.' });
    expect((await login(new CookieJar(), { username: 'second-account', password: NEWCOMER.password })).status).toBe(401);
  });

  it('refuses an invite link after 72 hours', async () => {
    await invite();
    const token = tokenIn((await mailTo(NEWCOMER.email, /invited/)).text);
    advance(INVITE_TTL_MS + 1000);
    expect((await accept(token)).status).toBe(410);
  });

  it('resending makes a new link and kills the old one; revoking kills it too', async () => {
    const first = await invite();
    const oldToken = tokenIn(first.body.link);
    const resent = await call(invites, `/api/admin/invites/${first.body.invite.id}/resend`, { method: 'POST', body: {}, jar: owner });
    expect(resent.status).toBe(200);
    expect((await accept(oldToken)).status).toBe(410);
    const revoked = await call(invites, `/api/admin/invites/${first.body.invite.id}`, { method: 'DELETE', jar: owner });
    expect(revoked.status).toBe(204);
    expect((await accept(tokenIn(resent.body.link))).status).toBe(410);
  });

  it('without a mail server says so and gives the admin the link to copy', async () => {
    vi.stubEnv('SMTP_URL', '');
    const sent = await invite();
    expect(sent.status).toBe(201);
    expect(sent.body.mailed).toBe(false);
    expect((await staffList()).body.mail).toEqual({ configured: false });
    expect((await accept(tokenIn(sent.body.link))).status).toBe(201);
  });

  it('holds the invitee to the staff password rules and keeps the link for another try', async () => {
    const token = tokenIn((await invite()).body.link);
    for (const password of ['short1', 'password123', 'q'.repeat(73)]) {
      const res = await accept(token, { password });
      expect(res.status).toBe(400);
      expect(res.body.fields.password).toBeDefined();
    }
    expect((await accept(token, { username: 'owner' })).status).toBe(409);
    expect((await accept(token, { password: 'p'.repeat(64) })).status).toBe(201);
  });

  it('is for signed-in admins only', async () => {
    expect((await invite(NEWCOMER.email, new CookieJar())).status).toBe(401);
  });
});

describe('removing staff', () => {
  it("ends the member's sessions at once: their next request with the cookie is 401", async () => {
    const newcomer = await addNewcomer();
    expect((await me(newcomer)).status).toBe(200);
    expect((await removeStaff('sana')).status).toBe(204);
    expect((await me(newcomer)).status).toBe(401);
    expect((await login(new CookieJar(), NEWCOMER)).status).toBe(401);
  });

  it('never removes the last admin', async () => {
    const res = await removeStaff('owner');
    expect(res.status).toBe(409);
    expect((await me(owner)).status).toBe(200);
    expect((await removeStaff('nobody')).status).toBe(404);
  });
});

describe('changing the password', () => {
  it('needs the current password, ends every other session, keeps this one, and mails a notice', async () => {
    const phone = new CookieJar();
    await login(phone);
    expect((await changePassword(owner, 'not my password', 'lantern orbit pickle')).status).toBe(400);
    const res = await changePassword(owner, OWNER.password, 'lantern orbit pickle');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 1 });
    await res.background;
    expect((await me(phone)).status).toBe(401);
    expect((await me(owner)).status).toBe(200);
    expect((await login(new CookieJar(), { username: 'owner', password: 'lantern orbit pickle' })).status).toBe(200);
    expect((await mailTo(OWNER.email, /password was changed/)).text).toContain('owner');
  });

  it('refuses a common or over-long new password', async () => {
    expect((await changePassword(owner, OWNER.password, 'iloveyou')).status).toBe(400);
    expect((await changePassword(owner, OWNER.password, 'x'.repeat(73))).status).toBe(400);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the address is known, and mails only a known one', async () => {
    const known = await requestReset(OWNER.email);
    const unknown = await requestReset('stranger@example.pk');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await Promise.all([known.background, unknown.background]);
    expect(servers.smtp.mails.filter((mail) => mail.to.includes('stranger@example.pk'))).toEqual([]);
    expect((await mailTo(OWNER.email, /Reset/)).text).toMatch(/30 minutes/);
  });

  it('sets the new password, ends every session and signs no one in (the second factor is never skipped)', async () => {
    const phone = new CookieJar();
    await login(phone);
    await (
      await requestReset(OWNER.email)
    ).background;
    const token = tokenIn((await mailTo(OWNER.email, /Reset/)).text);
    const browser = new CookieJar();
    const res = await confirmReset(token, 'lantern orbit pickle', browser);
    expect(res.status).toBe(200);
    expect(res.setCookies.some((cookie) => /__Host-admin_session=[^;]/.test(cookie))).toBe(false);
    expect((await me(browser)).status).toBe(401);
    expect((await me(owner)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await login(new CookieJar(), { username: 'owner', password: 'lantern orbit pickle' })).status).toBe(200);
  });

  it('refuses a reused reset link', async () => {
    await (
      await requestReset(OWNER.email)
    ).background;
    const token = tokenIn((await mailTo(OWNER.email, /Reset/)).text);
    expect((await confirmReset(token, 'lantern orbit pickle')).status).toBe(200);
    expect((await confirmReset(token, 'another river song')).status).toBe(410);
    expect((await login(new CookieJar(), { username: 'owner', password: 'another river song' })).status).toBe(401);
  });

  it('refuses a reset link after 30 minutes', async () => {
    await (
      await requestReset(OWNER.email)
    ).background;
    const token = tokenIn((await mailTo(OWNER.email, /Reset/)).text);
    advance(RESET_TTL_MS + 1000);
    expect((await confirmReset(token, 'lantern orbit pickle')).status).toBe(410);
  });

  it('kills the link when the password is changed another way first', async () => {
    await (
      await requestReset(OWNER.email)
    ).background;
    const token = tokenIn((await mailTo(OWNER.email, /Reset/)).text);
    expect((await changePassword(owner, OWNER.password, 'lantern orbit pickle')).status).toBe(200);
    expect((await confirmReset(token, 'another river song')).status).toBe(410);
  });

  it('tells the login page when reset is unavailable (no mail server)', async () => {
    expect(resetAvailabilitySchema.parse((await call(passwordReset, '/api/admin/password-reset')).body)).toEqual({ available: true });
    vi.stubEnv('SMTP_URL', '');
    expect((await call(passwordReset, '/api/admin/password-reset')).body).toEqual({ available: false });
    expect((await requestReset(OWNER.email)).status).toBe(503);
  });
});

describe('changing the e-mail address', () => {
  it('needs a fresh check, confirms by a link to the new address, and tells the old one', async () => {
    advance(SESSION_LIMITS.freshMs + 1000);
    const stale = await changeEmail(owner, 'owner@new.example.pk');
    expect(stale.status).toBe(403);
    expect(stale.body.reauth).toBe(true);
    expect(
      (await call(accountVerify, '/api/admin/account/verify', { method: 'POST', body: { password: OWNER.password }, jar: owner })).status,
    ).toBe(204);
    expect((await changeEmail(owner, 'owner@new.example.pk')).status).toBe(202);
    expect((await me(owner)).body.email).toBe(OWNER.email);
    const token = tokenIn((await mailTo('owner@new.example.pk', /Confirm/)).text);
    const confirmed = await confirmEmail(token);
    expect(confirmed.status).toBe(200);
    await confirmed.background;
    expect((await me(owner)).body.email).toBe('owner@new.example.pk');
    expect((await mailTo(OWNER.email, /e-mail address was changed/)).text).toContain('owner@new.example.pk');
    expect((await confirmEmail(token)).status).toBe(410);
  });
});
