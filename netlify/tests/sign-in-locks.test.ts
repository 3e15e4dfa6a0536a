import { getStore } from '@netlify/blobs';
import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountPassword from '../functions/admin-account-password';
import * as accountTotp from '../functions/admin-account-totp';
import * as activity from '../functions/admin-activity';
import * as adminMe from '../functions/admin-me';
import * as secondFactor from '../functions/admin-login-second-factor';
import * as settings from '../functions/admin-settings-two-factor';
import * as staff from '../functions/admin-staff';
import { totpSetupSchema } from '../../src/lib/api/auth';
import { SECOND_FACTOR_CAP, THROTTLE } from '../../src/server/auth/index';
import { login, MEMBER_PASSWORD, OWNER, signedInMember, signedInOwner } from './support/admin';
import { useFunctionTestServers } from './support/function-tests';
import { call, CookieJar } from './support/invoke';

const servers = useFunctionTestServers({ smtp: true });
let owner: CookieJar;
beforeEach(async () => {
  owner = await signedInOwner();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const me = (jar: CookieJar) => call(adminMe, '/api/admin/me', { jar });
const startTotp = (jar: CookieJar) => call(accountTotp, '/api/admin/account/totp', { method: 'POST', body: {}, jar });
const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now(),
  });
const require2fa = (required: boolean, jar = owner) =>
  call(settings, '/api/admin/settings/two-factor', { method: 'PUT', body: { required }, jar });
const second = (jar: CookieJar, code: string, ip?: string) =>
  call(secondFactor, '/api/admin/login/second-factor', { method: 'POST', body: { code }, jar, ip });
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

async function enrol(jar: CookieJar): Promise<string> {
  const started = await startTotp(jar);
  expect(started.status).toBe(200);
  const { secret } = totpSetupSchema.parse(started.body);
  expect(
    (await call(accountTotp, '/api/admin/account/totp/confirm', { method: 'POST', body: { code: codeFor(secret) }, jar })).status,
  ).toBe(200);
  return secret;
}

async function ownerPasswordStep(ip?: string): Promise<CookieJar> {
  const jar = new CookieJar();
  expect((await login(jar, OWNER, ip)).body.second_factor).toBe('required');
  return jar;
}

describe('"require two-factor"', () => {
  it('switched on, gives a session already open without a factor an enrol-only session at once', async () => {
    await enrol(owner);
    const sana = await signedInMember(owner, 'sana', 'editor');
    expect((await me(sana)).status).toBe(200);
    expect((await require2fa(true)).status).toBe(200);
    expect((await me(sana)).status).toBe(401);
    // The same cookie may set up a factor, which makes it a full session again.
    const secret = await enrol(sana);
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect((await me(sana)).status).toBe(200);
  });

  it('is refused to an Admin who has no factor themselves (their own session would become enrol-only)', async () => {
    const refused = await require2fa(true);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/own account first/);
    expect((await me(owner)).status).toBe(200);
  });

  it('while on, a member cannot remove their last factor; while off, they can', async () => {
    await enrol(owner);
    expect((await require2fa(true)).status).toBe(200);
    const refused = await call(accountTotp, '/api/admin/account/totp', { method: 'DELETE', jar: owner });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/required for all staff.*before removing your last one/);
    expect((await require2fa(false)).status).toBe(200);
    expect((await call(accountTotp, '/api/admin/account/totp', { method: 'DELETE', jar: owner })).status).toBe(204);
  });
});

describe('the second-step hold', () => {
  it('grows each time it trips (15 min, 1 h, 4 h, then 24 h), each trip mailed and logged', async () => {
    const secret = await enrol(owner);
    const wrong = () => (codeFor(secret) === '000000' ? '111111' : '000000');
    const MINUTE = 60_000;
    const holds = [
      { length: '15 minutes', ms: 15 * MINUTE },
      { length: '1 hour', ms: 60 * MINUTE },
      { length: '4 hours', ms: 4 * 60 * MINUTE },
      { length: '24 hours', ms: 24 * 60 * MINUTE },
      { length: '24 hours', ms: 24 * 60 * MINUTE },
    ];
    for (const [trip, { length, ms: holdMs }] of holds.entries()) {
      const jar = await ownerPasswordStep();
      for (let i = 0; i < SECOND_FACTOR_CAP.limit; i += 1) expect((await second(jar, wrong(), `198.51.${trip}.${i + 1}`)).status).toBe(401);
      const held = await second(jar, codeFor(secret), `192.0.2.${trip + 1}`);
      expect(held.status).toBe(429);
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(holdMs / 1000 - 60);
      expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(holdMs / 1000);
      await servers.smtp.waitForMail((m) => m.to.includes(OWNER.email) && m.text.includes(`held for ${length}`), 5_000);
      advance(holdMs + 60_000);
    }
    // A right answer after the last hold clears the holds; the log shows every trip.
    const jar = await ownerPasswordStep();
    expect((await second(jar, codeFor(secret), '192.0.2.99')).status).toBe(200);
    const log = (await call(activity, '/api/admin/activity?action=second-factor.locked', { jar })).body.items as unknown[];
    expect(log).toHaveLength(holds.length);
  }, 60_000);
});

describe('changing the password', () => {
  it('renews this session and ends every other one: a copy of the old cookie opens nothing', async () => {
    const here = await signedInMember(owner, 'sana', 'editor');
    const elsewhere = new CookieJar();
    expect((await login(elsewhere, { username: 'sana', password: MEMBER_PASSWORD })).status).toBe(200);
    const copied = new CookieJar();
    for (const [name, value] of here.values) copied.values.set(name, value);

    const changed = await call(accountPassword, '/api/admin/account/password', {
      method: 'POST',
      body: { current: MEMBER_PASSWORD, password: 'walnut harbour signal' },
      jar: here,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ended: 1 });
    expect((await me(here)).status).toBe(200);
    expect((await me(copied)).status).toBe(401);
    expect((await me(elsewhere)).status).toBe(401);
  });
});

describe('the sign-in throttle', () => {
  it('never locks the member out at an address they signed in from, whatever a stranger guesses from elsewhere', async () => {
    const home = '203.0.113.5';
    expect((await login(new CookieJar(), OWNER, home)).status).toBe(200);
    // A stranger who read the username in a byline: the per-username ceiling, from many addresses.
    for (let i = 0; i < THROTTLE.perUsername; i += 1) {
      const guess = await login(
        new CookieJar(),
        { username: OWNER.username, password: `guess ${i}` },
        `198.51.100.${1 + Math.floor(i / 5)}`,
      );
      expect(guess.status).toBe(401);
    }
    // The ceiling still holds for any other address...
    expect((await login(new CookieJar(), OWNER, '192.0.2.200')).status).toBe(429);
    // ...but the member at their usual address signs in.
    expect((await login(new CookieJar(), OWNER, home)).status).toBe(200);
  }, 60_000);
});

describe('a member removed halfway', () => {
  it('leaves nothing a new account of the same name inherits: sessions, authenticator and passkeys belong to the old account', async () => {
    const bilal = await signedInMember(owner, 'bilal', 'editor');
    await enrol(bilal);
    const secondStep = new CookieJar();
    expect((await login(secondStep, { username: 'bilal', password: MEMBER_PASSWORD })).body.second_factor).toBe('required');
    // The store fails after the account is gone, before its sessions and factors are.
    servers.blobs.failWhen((request) => request.method === 'DELETE' && request.store !== 'admin-users');
    expect((await call(staff, '/api/admin/staff/bilal', { method: 'DELETE', jar: owner })).status).toBeGreaterThanOrEqual(500);
    servers.blobs.failWhen(null);

    const newcomer = await signedInMember(owner, 'bilal', 'editor');
    expect((await me(newcomer)).status).toBe(200);
    expect((await me(bilal)).status).toBe(401);
    expect((await me(secondStep)).status).toBe(401);
    const list = await call(staff, '/api/admin/staff', { jar: owner });
    expect(list.body.staff.find((member: { username: string }) => member.username === 'bilal').two_factor_methods).toEqual([]);
  });
});

describe('accounts stored before account ids', () => {
  it('keep their authenticator: an account and its records without an id belong together', async () => {
    const secret = await enrol(owner);
    const users = getStore('admin-users');
    const strip = async (key: string, field: string) => {
      const record = (await users.get(key, { type: 'json' })) as Record<string, unknown>;
      delete record[field];
      await users.setJSON(key, record);
    };
    await strip('users/owner', 'id');
    await strip('factors/owner', 'account_id');
    expect((await me(owner)).status).toBe(401); // the session was of the account with an id
    advance(30_000);
    const jar = await ownerPasswordStep();
    expect((await second(jar, codeFor(secret))).status).toBe(200);
    expect((await me(jar)).status).toBe(200);
  });
});
