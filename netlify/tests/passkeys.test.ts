import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import * as accountPasskeys from '../functions/admin-account-passkeys';
import * as accountVerify from '../functions/admin-account-verify';
import * as adminActivity from '../functions/admin-activity';
import * as adminMe from '../functions/admin-me';
import * as inviteAccept from '../functions/admin-invite-accept';
import * as invites from '../functions/admin-invites';
import * as loginPasskey from '../functions/admin-login-passkey';
import * as secondFactor from '../functions/admin-login-second-factor';
import * as settings from '../functions/admin-settings-two-factor';
import * as staff from '../functions/admin-staff';
import { CHALLENGE_TTL_MS, SESSION_LIMITS, THROTTLE } from '../../src/server/auth/index';
import { SoftwareAuthenticator } from './support/authenticator';
import { login, OWNER, signedInOwner } from './support/admin';
import { call, CookieJar } from './support/invoke';

const servers = useFunctionTestServers({ smtp: true });
let owner: CookieJar;
let device: SoftwareAuthenticator;
beforeEach(async () => {
  owner = await signedInOwner();
  device = new SoftwareAuthenticator();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const REFUSED = { error: 'That passkey was not accepted. Try again, or use another way to sign in.' };
const me = (jar: CookieJar) => call(adminMe, '/api/admin/me', { jar });
const registrationOptions = (jar: CookieJar) =>
  call(accountPasskeys, '/api/admin/account/passkeys/options', { method: 'POST', body: {}, jar });
const register = (jar: CookieJar, name: string, response: RegistrationResponseJSON) =>
  call(accountPasskeys, '/api/admin/account/passkeys', { method: 'POST', body: { name, response }, jar });
const listPasskeys = (jar: CookieJar) => call(accountPasskeys, '/api/admin/account/passkeys', { jar });
const signInOptions = (ip?: string) => call(loginPasskey, '/api/admin/login/passkey/options', { method: 'POST', ip });
const signIn = (response: AuthenticationResponseJSON, jar = new CookieJar(), ip?: string) =>
  call(loginPasskey, '/api/admin/login/passkey', { method: 'POST', body: { response }, jar, ip });
const secondStepOptions = (jar: CookieJar) => call(secondFactor, '/api/admin/login/second-factor/passkey-options', { method: 'POST', jar });
const secondStep = (jar: CookieJar, passkey: AuthenticationResponseJSON) =>
  call(secondFactor, '/api/admin/login/second-factor', { method: 'POST', body: { passkey }, jar });
const removePasskey = (jar: CookieJar, id: string) => call(accountPasskeys, `/api/admin/account/passkeys/${id}`, { method: 'DELETE', jar });
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

/** Adds a passkey on `jar`'s account through the real endpoints; its id. */
async function addPasskey(jar: CookieJar = owner, name = 'Work laptop', on: SoftwareAuthenticator = device): Promise<string> {
  const options = await registrationOptions(jar);
  expect(options.status).toBe(200);
  const added = await register(jar, name, on.register(options.body));
  expect(added.status).toBe(201);
  return added.body.id;
}

/** A fresh one-step sign-in answer from `on` (the options fetched just now). */
async function oneStepAnswer(on: SoftwareAuthenticator = device, ip?: string): Promise<AuthenticationResponseJSON> {
  const options = await signInOptions(ip);
  expect(options.status).toBe(200);
  return on.authenticate(options.body);
}

/** Signs in with the password: a jar holding the second-step cookie. */
async function passwordStep(credentials: { username: string; password: string } = OWNER): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await login(jar, credentials)).body.second_factor).toBe('required');
  return jar;
}

/** A second staff member (accepted invite) and a jar signed in as them. */
async function secondMember(): Promise<{ jar: CookieJar; account: { username: string; password: string } }> {
  const sent = await call(invites, '/api/admin/invites', { method: 'POST', body: { email: 'sana@example.pk', role: 'admin' }, jar: owner });
  const token = new URL(sent.body.link).hash.slice('#token='.length);
  const account = { username: 'sana', password: 'lantern orbit pickle' };
  expect((await call(inviteAccept, '/api/admin/invite-accept', { method: 'POST', body: { token, ...account } })).status).toBe(201);
  const jar = new CookieJar();
  expect((await login(jar, account)).status).toBe(200);
  return { jar, account };
}

describe('adding, naming and removing passkeys', () => {
  it('adds several with names, lists them, counts as two-factor, logs and mails each change', async () => {
    const laptop = await addPasskey(owner, 'Work laptop');
    await addPasskey(owner, 'Phone', new SoftwareAuthenticator());
    const listed = await listPasskeys(owner);
    expect(listed.body.map((passkey: { name: string }) => passkey.name)).toEqual(['Work laptop', 'Phone']);
    expect(listed.body[0]).toMatchObject({ id: laptop, last_used_at: null });
    const member = (await call(staff, '/api/admin/staff', { jar: owner })).body.staff[0];
    expect(member).toMatchObject({ two_factor: true, two_factor_methods: ['passkey'] });
    await servers.smtp.waitForMail((mail) => mail.to.includes(OWNER.email) && /a passkey \("Phone"\) was added/.test(mail.text), 5_000);

    const renamed = await call(accountPasskeys, `/api/admin/account/passkeys/${laptop}`, {
      method: 'PATCH',
      body: { name: 'Office laptop' },
      jar: owner,
    });
    expect(renamed.body.name).toBe('Office laptop');
    expect((await removePasskey(owner, laptop)).status).toBe(204);
    expect((await listPasskeys(owner)).body.map((passkey: { name: string }) => passkey.name)).toEqual(['Phone']);
    await servers.smtp.waitForMail((mail) => /the passkey "Office laptop" was removed/.test(mail.text), 5_000);
    const actions = (await call(adminActivity, '/api/admin/activity?actor=owner', { jar: owner })).body.items.map(
      (entry: { action: string; target: string }) => `${entry.action} ${entry.target.slice(0, 8)}`,
    );
    expect(actions).toEqual(expect.arrayContaining([`factor.added passkey:`, `factor.removed passkey:`]));
  });

  it('adding and removing need a fresh check (password within 5 minutes); a name is required', async () => {
    const id = await addPasskey();
    expect((await register(owner, ' ', device.register((await registrationOptions(owner)).body))).status).toBe(400);
    advance(SESSION_LIMITS.freshMs + 1000);
    for (const res of [await registrationOptions(owner), await removePasskey(owner, id)]) {
      expect(res.status).toBe(403);
      expect(res.body.reauth).toBe(true);
    }
    const verify = await call(accountVerify, '/api/admin/account/verify', {
      method: 'POST',
      body: { password: OWNER.password },
      jar: owner,
    });
    expect(verify.status).toBe(204);
    expect((await removePasskey(owner, id)).status).toBe(204);
  });

  it('refuses a registration whose challenge was used already, or was issued to another session', async () => {
    const elsewhere = new CookieJar();
    expect((await login(elsewhere)).body).toEqual({ username: 'owner' });
    const stolen = device.register((await registrationOptions(owner)).body);
    expect((await register(elsewhere, 'Stolen', stolen)).status).toBe(400);

    const options = await registrationOptions(owner);
    expect((await register(owner, 'One', device.register(options.body))).status).toBe(201);
    const again = await register(owner, 'Two', device.register(options.body));
    expect(again.status).toBe(400);
    expect((await listPasskeys(owner)).body).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  it('is a second step after the password, beside the authenticator code', async () => {
    await addPasskey();
    const jar = new CookieJar();
    expect((await login(jar)).body).toEqual({ username: 'owner', second_factor: 'required', methods: ['passkey'] });
    expect((await me(jar)).status).toBe(401);
    const options = await secondStepOptions(jar);
    expect(options.body.allowCredentials).toHaveLength(1);
    const res = await secondStep(jar, device.authenticate(options.body));
    expect(res.status).toBe(200);
    expect((await me(jar)).status).toBe(200);
    expect((await listPasskeys(owner)).body[0].last_used_at).not.toBeNull();
  });

  it('signs in in one step, without a username, with the same session, last sign-in and activity entry', async () => {
    await addPasskey();
    const jar = new CookieJar();
    const res = await signIn(await oneStepAnswer(), jar);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'owner' });
    expect((await me(jar)).status).toBe(200);
    const member = (await call(staff, '/api/admin/staff', { jar })).body.staff[0];
    expect(member.last_sign_in_at).not.toBeNull();
    const entries = (await call(adminActivity, '/api/admin/activity?action=sign-in.succeeded', { jar })).body.items;
    expect(entries).toHaveLength(2); // the owner's password sign-in in beforeEach, and this one
  });

  it('refuses an unknown credential, a replayed or expired challenge, a counter that did not move on and a removed passkey, all alike', async () => {
    const id = await addPasskey();
    const refusals: { status: number; body: unknown }[] = [];

    const stranger = new SoftwareAuthenticator();
    stranger.register((await registrationOptions(owner)).body); // made, never sent to the site
    refusals.push(await signIn(await oneStepAnswer(stranger)));

    const options = (await signInOptions()).body;
    expect((await signIn(device.authenticate(options))).status).toBe(200);
    refusals.push(await signIn(device.authenticate(options))); // the same challenge again, freshly signed

    const expiring = (await signInOptions()).body;
    advance(CHALLENGE_TTL_MS + 1000);
    refusals.push(await signIn(device.authenticate(expiring)));

    // The server saw counter 1 at the one sign-in that worked; a copy of the key would say 1 again.
    refusals.push(await signIn(device.authenticate((await signInOptions()).body, { counter: 1 })));

    const verify = await call(accountVerify, '/api/admin/account/verify', {
      method: 'POST',
      body: { password: OWNER.password },
      jar: owner,
    });
    expect(verify.status).toBe(204);
    expect((await removePasskey(owner, id)).status).toBe(204);
    refusals.push(await signIn(await oneStepAnswer()));

    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 401, body: REFUSED });
  });

  it("refuses another member's passkey at the second step, and a second-step challenge for the one-step sign-in", async () => {
    await addPasskey();
    const { jar: sanaJar, account } = await secondMember();
    const sanaDevice = new SoftwareAuthenticator();
    await addPasskey(sanaJar, 'Sana phone', sanaDevice);

    const jar = await passwordStep(account);
    const options = (await secondStepOptions(jar)).body;
    const wrongUser = await secondStep(jar, device.authenticate(options, { credential: device.credentials[0] }));
    expect(wrongUser).toMatchObject({ status: 401, body: REFUSED });

    const crossed = await signIn(sanaDevice.authenticate((await secondStepOptions(jar)).body));
    expect(crossed).toMatchObject({ status: 401, body: REFUSED });
    expect((await secondStep(jar, sanaDevice.authenticate((await secondStepOptions(jar)).body))).status).toBe(200);
  });

  it('throttles wrong passkey answers like passwords (per account and address)', async () => {
    await addPasskey();
    const ip = '192.0.2.55';
    const never = { challenge: 'A'.repeat(43), rpId: 'agency.test' };
    for (let attempt = 0; attempt < THROTTLE.perUserAndIp; attempt += 1) {
      expect((await signIn(device.authenticate(never), new CookieJar(), ip)).status).toBe(401);
    }
    const limited = await signIn(await oneStepAnswer(device, ip), new CookieJar(), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const failed = (await call(adminActivity, '/api/admin/activity?action=sign-in.failed', { jar: owner })).body.items;
    // Refusals of one kind, person and address within the hour are one entry with a count.
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ name_tried: 'owner', count: THROTTLE.perUserAndIp + 1 });
  }, 30_000);

  it('a passkey meets "require two-factor": a member without a factor can enrol one right after the password', async () => {
    await addPasskey();
    expect((await call(settings, '/api/admin/settings/two-factor', { method: 'PUT', body: { required: true }, jar: owner })).status).toBe(
      200,
    );
    expect((await login(new CookieJar())).body.second_factor).toBe('required');
    const sent = await call(invites, '/api/admin/invites', {
      method: 'POST',
      body: { email: 'omar@example.pk', role: 'admin' },
      jar: owner,
    });
    const token = new URL(sent.body.link).hash.slice('#token='.length);
    const account = { username: 'omar', password: 'lantern orbit pickle' };
    expect((await call(inviteAccept, '/api/admin/invite-accept', { method: 'POST', body: { token, ...account } })).status).toBe(201);
    const jar = new CookieJar();
    expect((await login(jar, account)).body.second_factor).toBe('enrol');
    expect((await me(jar)).status).toBe(401);
    await addPasskey(jar, 'Omar laptop', new SoftwareAuthenticator());
    expect((await me(jar)).status).toBe(200);
  });

  it('removing a member removes their passkeys: a new account of the same name inherits none', async () => {
    const { jar: sanaJar } = await secondMember();
    const sanaDevice = new SoftwareAuthenticator();
    await addPasskey(sanaJar, 'Sana phone', sanaDevice);
    expect((await call(staff, '/api/admin/staff/sana', { method: 'DELETE', jar: owner })).status).toBe(204);
    expect(await signIn(await oneStepAnswer(sanaDevice))).toMatchObject({ status: 401, body: REFUSED });
    await secondMember();
    expect(await signIn(await oneStepAnswer(sanaDevice))).toMatchObject({ status: 401, body: REFUSED });
  });
});
