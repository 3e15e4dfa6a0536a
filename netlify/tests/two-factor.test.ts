import { createHash } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import * as OTPAuth from 'otpauth';
import * as accountTotp from '../functions/admin-account-totp';
import * as accountVerify from '../functions/admin-account-verify';
import * as inviteAccept from '../functions/admin-invite-accept';
import * as invites from '../functions/admin-invites';
import * as recoveryCodes from '../functions/admin-account-recovery-codes';
import * as activity from '../functions/admin-activity';
import * as adminMe from '../functions/admin-me';
import * as passwordReset from '../functions/admin-password-reset';
import * as passwordResetConfirm from '../functions/admin-password-reset-confirm';
import * as secondFactor from '../functions/admin-login-second-factor';
import * as settings from '../functions/admin-settings-two-factor';
import * as staff from '../functions/admin-staff';
import { recoveryCodesSchema, totpSetupSchema } from '../../src/lib/api/auth';
import { SECOND_FACTOR_CAP, SESSION_LIMITS, THROTTLE, totpSecretBox } from '../../src/server/auth/index';
import { login, OWNER, signedInOwner } from './support/admin';
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

const REFUSED = { error: 'That code was not accepted. Check it and try again.' };
const me = (jar: CookieJar) => call(adminMe, '/api/admin/me', { jar });
const startTotp = (jar: CookieJar) => call(accountTotp, '/api/admin/account/totp', { method: 'POST', body: {}, jar });
const confirmTotp = (jar: CookieJar, code: string) =>
  call(accountTotp, '/api/admin/account/totp/confirm', { method: 'POST', body: { code }, jar });
const second = (jar: CookieJar, body: { code: string } | { recovery_code: string }, ip?: string) =>
  call(secondFactor, '/api/admin/login/second-factor', { method: 'POST', body, jar, ip });
/** What the app on the phone would show for this secret now (computed with otpauth, as an app does). */
const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now(),
  });
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

/** Sets up the owner's authenticator; its secret and the ten recovery codes. */
async function enrolOwner(): Promise<{ secret: string; codes: string[] }> {
  const setupAnswer = await startTotp(owner);
  expect(setupAnswer.status).toBe(200);
  const { secret } = totpSetupSchema.parse(setupAnswer.body);
  const confirmed = await confirmTotp(owner, codeFor(secret));
  expect(confirmed.status).toBe(200);
  return { secret, codes: recoveryCodesSchema.parse(confirmed.body).recovery_codes };
}

/** Signs in with the password only: a jar holding the second-step cookie. */
async function passwordStep(password: string = OWNER.password, ip?: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await login(jar, { username: 'owner', password }, ip);
  expect(res.body).toEqual({ username: 'owner', second_factor: 'required', methods: ['totp'] });
  return jar;
}

describe('authenticator app (TOTP)', () => {
  it('sets up with a QR code and the text secret, gives ten recovery codes once, and mails a notice', async () => {
    const setupAnswer = await startTotp(owner);
    expect(setupAnswer.body.qr).toMatch(/^data:image\/png;base64,/);
    expect(setupAnswer.body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect((await confirmTotp(owner, '000000')).status).toBe(400);
    const confirmed = await confirmTotp(owner, codeFor(setupAnswer.body.secret));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);
    await confirmed.background;
    const stored = JSON.stringify(await (await import('@netlify/blobs')).getStore('admin-users').get('factors/owner', { type: 'json' }));
    for (const code of confirmed.body.recovery_codes) expect(stored).not.toContain(code);
    expect((await call(staff, '/api/admin/staff', { jar: owner })).body.staff[0].two_factor).toBe(true);
    await servers.smtp.waitForMail((mail) => mail.to.includes(OWNER.email) && /authenticator app was added/.test(mail.text), 5_000);
  });

  it('makes the password only the first step: no admin until a code from the app', async () => {
    const { secret } = await enrolOwner();
    const jar = await passwordStep();
    expect((await me(jar)).status).toBe(401);
    advance(30_000);
    const res = await second(jar, { code: codeFor(secret) });
    expect(res.status).toBe(200);
    expect((await me(jar)).status).toBe(200);
  });

  it('accepts a code once only: the same code again (a replay) is refused with the same answer as a wrong one', async () => {
    const { secret } = await enrolOwner();
    advance(30_000);
    const code = codeFor(secret);
    expect((await second(await passwordStep(), { code })).status).toBe(200);
    const replay = await second(await passwordStep(), { code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(REFUSED);
    const wrong = await second(await passwordStep(), { code: code === '123456' ? '654321' : '123456' });
    expect(wrong.body).toEqual(replay.body);
  });

  it('allows one step of clock skew either way, not two', async () => {
    const { secret } = await enrolOwner();
    advance(60_000);
    const early = codeFor(secret);
    advance(30_000);
    expect((await second(await passwordStep(), { code: early })).status).toBe(200);
    const old = codeFor(secret);
    advance(60_000);
    expect((await second(await passwordStep(), { code: old })).status).toBe(401);
  });

  it('throttles wrong codes like passwords (per account and address)', async () => {
    await enrolOwner();
    const ip = '192.0.2.44';
    for (let attempt = 0; attempt < THROTTLE.perUserAndIp; attempt += 1) {
      expect((await second(await passwordStep(undefined, ip), { code: '000000' }, ip)).status).toBe(401);
    }
    expect((await second(await passwordStep(undefined, ip), { code: '000000' }, ip)).status).toBe(429);
  }, 30_000);
});

describe('recovery codes', () => {
  it('each works once, and its use is mailed; regenerating kills the old ones', async () => {
    const { codes } = await enrolOwner();
    const used = await second(await passwordStep(), { recovery_code: codes[0]!.toUpperCase() });
    expect(used.status).toBe(200);
    await used.background;
    await servers.smtp.waitForMail((mail) => /recovery code was used/.test(mail.text), 5_000);
    const again = await second(await passwordStep(), { recovery_code: codes[0]! });
    expect(again.status).toBe(401);
    expect(again.body).toEqual(REFUSED);

    const fresh = await call(recoveryCodes, '/api/admin/account/recovery-codes', { method: 'POST', body: {}, jar: owner });
    expect(fresh.status).toBe(200);
    expect(fresh.body.recovery_codes).toHaveLength(10);
    expect((await second(await passwordStep(), { recovery_code: codes[1]! })).status).toBe(401);
    expect((await second(await passwordStep(), { recovery_code: fresh.body.recovery_codes[0] })).status).toBe(200);
  });
});

describe('recovery codes at rest', () => {
  type StoredFactors = { recovery: { hashes: string[]; created_at: number } };
  const factorsStore = () => getStore('admin-users');
  const readStored = async () => (await factorsStore().get('factors/owner', { type: 'json' })) as StoredFactors;

  it('carry 100 bits in four groups of five and are stored as keyed hashes, not plain ones', async () => {
    const secret = 'the factors secret of this test, over 32 bytes';
    vi.stubEnv('ADMIN_FACTORS_SECRET', secret);
    const { codes } = await enrolOwner();
    const group = '[0-9a-hjkmnp-tv-z]{5}';
    for (const code of codes) expect(code).toMatch(new RegExp(`^${group}(-${group}){3}$`));
    expect(new Set(codes).size).toBe(10);
    const stored = JSON.stringify(await readStored());
    for (const code of codes) {
      expect(stored).not.toContain(code.replace(/-/g, ''));
      expect(stored).not.toContain(createHash('sha256').update(code.replace(/-/g, '')).digest('hex'));
    }
    // The hash is keyed: under another secret the same code is not accepted.
    vi.stubEnv('ADMIN_FACTORS_SECRET', 'another secret of at least 32 bytes');
    expect((await second(await passwordStep(), { recovery_code: codes[0]! })).status).toBe(401);
    vi.stubEnv('ADMIN_FACTORS_SECRET', secret);
    // Typed as people read them: upper case, no dashes, O for 0, L for 1.
    const typed = codes[0]!.toUpperCase().replace(/-/g, ' ').replace(/0/g, 'O').replace(/1/g, 'L');
    expect((await second(await passwordStep(), { recovery_code: typed })).status).toBe(200);
  });

  it('a code stored before the keyed hash (plain SHA-256) still works, once', async () => {
    await enrolOwner();
    const legacy = 'abcde-fghjk';
    const stored = await readStored();
    const plain = createHash('sha256').update('abcdefghjk').digest('hex');
    await factorsStore().setJSON('factors/owner', { ...stored, recovery: { ...stored.recovery, hashes: [plain] } });
    expect((await second(await passwordStep(), { recovery_code: legacy.toUpperCase() })).status).toBe(200);
    expect((await second(await passwordStep(), { recovery_code: legacy })).status).toBe(401);
  });
});

describe('authenticator secrets at rest', () => {
  type StoredTotp = { totp: { secret: string; last_step: number; added_at: number } };
  const readStored = async () => (await getStore('admin-users').get('factors/owner', { type: 'json' })) as StoredTotp;

  it('are stored encrypted (AES-256-GCM), and sign-in with a code from the app still works', async () => {
    const { secret } = await enrolOwner();
    const stored = await readStored();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored.totp.secret).toMatch(/^aes256gcm:[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    advance(30_000);
    expect((await second(await passwordStep(), { code: codeFor(secret) })).status).toBe(200);
    // Sealed to this record: copied into another member's record, it does not open there.
    const elsewhere = await totpSecretBox('factors/someone');
    expect(() => elsewhere.open(stored.totp.secret)).toThrow(/does not open/);
  });

  it('a secret stored before in plain text still works, and is encrypted by its next use', async () => {
    const { secret } = await enrolOwner();
    const stored = await readStored();
    await getStore('admin-users').setJSON('factors/owner', { ...stored, totp: { ...stored.totp, secret } });
    advance(30_000);
    expect((await second(await passwordStep(), { code: codeFor(secret) })).status).toBe(200);
    const after = await readStored();
    expect(after.totp.secret).toMatch(/^aes256gcm:/);
    expect(JSON.stringify(after)).not.toContain(secret);
  });
});

describe('fresh check', () => {
  it('adding or removing a factor and regenerating codes need the password within 5 minutes', async () => {
    await enrolOwner();
    advance(SESSION_LIMITS.freshMs + 1000);
    for (const res of [
      await startTotp(owner),
      await call(accountTotp, '/api/admin/account/totp', { method: 'DELETE', jar: owner }),
      await call(recoveryCodes, '/api/admin/account/recovery-codes', { method: 'POST', body: {}, jar: owner }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.reauth).toBe(true);
    }
    expect(
      (await call(accountVerify, '/api/admin/account/verify', { method: 'POST', body: { password: OWNER.password }, jar: owner })).status,
    ).toBe(204);
    expect((await call(accountTotp, '/api/admin/account/totp', { method: 'DELETE', jar: owner })).status).toBe(204);
    expect((await login(new CookieJar(), OWNER)).body).toEqual({ username: 'owner' });
  });
});

describe('password reset and the second factor', () => {
  it('a reset never skips the second factor: the new password still leads to the second step', async () => {
    await enrolOwner();
    await (
      await call(passwordReset, '/api/admin/password-reset', { method: 'POST', body: { email: OWNER.email } })
    ).background;
    const mail = await servers.smtp.waitForMail((received) => /reset/i.test(received.headers.get('subject') ?? ''), 5_000);
    const token = /#token=([\w-]+)/.exec(mail.text)![1]!;
    const browser = new CookieJar();
    const reset = await call(passwordResetConfirm, '/api/admin/password-reset/confirm', {
      method: 'POST',
      body: { token, password: 'lantern orbit pickle' },
      jar: browser,
    });
    expect(reset.status).toBe(200);
    expect((await me(browser)).status).toBe(401);
    const jar = await passwordStep('lantern orbit pickle');
    expect((await me(jar)).status).toBe(401);
  });
});

describe('require two-factor for all staff', () => {
  it('gives a member without a factor an enrol-only session right after the password', async () => {
    await enrolOwner();
    const put = await call(settings, '/api/admin/settings/two-factor', { method: 'PUT', body: { required: true }, jar: owner });
    expect(put.status).toBe(200);
    const sent = await call(invites, '/api/admin/invites', {
      method: 'POST',
      body: { email: 'sana@example.pk', role: 'admin' },
      jar: owner,
    });
    const token = new URL(sent.body.link).hash.slice('#token='.length);
    const account = { username: 'sana', password: 'lantern orbit pickle' };
    expect((await call(inviteAccept, '/api/admin/invite-accept', { method: 'POST', body: { token, ...account } })).status).toBe(201);

    const jar = new CookieJar();
    expect((await login(jar, account)).body).toEqual({ username: 'sana', second_factor: 'enrol' });
    expect((await me(jar)).status).toBe(401);
    expect((await call(staff, '/api/admin/staff', { jar })).status).toBe(401);
    const setupAnswer = await startTotp(jar);
    expect(setupAnswer.status).toBe(200);
    expect((await confirmTotp(jar, codeFor(setupAnswer.body.secret))).status).toBe(200);
    expect((await me(jar)).status).toBe(200);
  });
});

describe('removing a member', () => {
  it('takes their authenticator with them: a later account of the same name starts with no second factor', async () => {
    const join = async (password: string) => {
      const sent = await call(invites, '/api/admin/invites', {
        method: 'POST',
        body: { email: 'bilal@example.pk', role: 'admin' },
        jar: owner,
      });
      const token = new URL(sent.body.link).hash.slice('#token='.length);
      const accepted = await call(inviteAccept, '/api/admin/invite-accept', {
        method: 'POST',
        body: { token, username: 'bilal', password },
      });
      expect(accepted.status).toBe(201);
    };
    await join('copper meadow violin');
    const jar = new CookieJar();
    expect((await login(jar, { username: 'bilal', password: 'copper meadow violin' })).status).toBe(200);
    const setupAnswer = await startTotp(jar);
    expect((await confirmTotp(jar, codeFor(setupAnswer.body.secret))).status).toBe(200);
    expect((await call(staff, '/api/admin/staff/bilal', { method: 'DELETE', jar: owner })).status).toBe(204);

    await join('harbour pencil quartz');
    const newcomer = new CookieJar();
    expect((await login(newcomer, { username: 'bilal', password: 'harbour pencil quartz' })).body).toEqual({ username: 'bilal' });
    expect((await me(newcomer)).status).toBe(200);
  });
});

describe('capped second-factor guessing', () => {
  it('holds the second step after 10 wrong answers in a row from any number of addresses, mails the member and logs it', async () => {
    const { secret } = await enrolOwner();
    const jar = await passwordStep();
    for (let i = 0; i < SECOND_FACTOR_CAP.limit; i += 1) {
      const wrong = await second(jar, { code: codeFor(secret) === '000000' ? '111111' : '000000' }, `198.51.${100 + i}.7`);
      expect(wrong.status).toBe(401);
    }
    // The right code, from yet another address: held all the same.
    const held = await second(jar, { code: codeFor(secret) }, '192.0.2.55');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const mail = await servers.smtp.waitForMail((m) => m.to.includes(OWNER.email) && /held/.test(m.text), 5_000);
    expect(mail.text).toContain('10 wrong second-step answers');
    const log = (await call(activity, '/api/admin/activity', { jar: owner })).body.items as { action: string; method?: string }[];
    expect(log.filter((entry) => entry.action === 'sign-in.failed' && entry.method === 'totp')).toHaveLength(SECOND_FACTOR_CAP.limit + 1);
    expect(log.filter((entry) => entry.action === 'second-factor.locked')).toHaveLength(1);

    advance(SECOND_FACTOR_CAP.holdsMs[0] + 60_000);
    const later = await passwordStep();
    expect((await second(later, { code: codeFor(secret) }, '192.0.2.55')).status).toBe(200);
  });
});
