import { getStore } from '@netlify/blobs';
import * as OTPAuth from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountTotp from '../functions/admin-account-totp';
import * as recoveryCodes from '../functions/admin-account-recovery-codes';
import * as secondFactor from '../functions/admin-login-second-factor';
import * as staff from '../functions/admin-staff';
import { recoveryCodesSchema, totpSetupSchema } from '../../src/lib/api/auth';
import { BACKED_UP_STORES } from '../../src/server/backups/index';
import { factorsUnreadableWith } from '../../src/server/auth/index';
import { storeNameOf } from '../../src/server/storage';
import { login, OWNER, signedInOwner } from './support/admin';
import { useFunctionTestServers } from './support/function-tests';
import { call, CookieJar } from './support/invoke';

useFunctionTestServers({ smtp: true });
let owner: CookieJar;
beforeEach(async () => {
  owner = await signedInOwner();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const startTotp = (jar: CookieJar) => call(accountTotp, '/api/admin/account/totp', { method: 'POST', body: {}, jar });
const confirmTotp = (jar: CookieJar, code: string) =>
  call(accountTotp, '/api/admin/account/totp/confirm', { method: 'POST', body: { code }, jar });
const codeFor = (secret: string, at = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

async function enrolOwner(): Promise<{ secret: string; codes: string[] }> {
  const started = await startTotp(owner);
  expect(started.status).toBe(200);
  const { secret } = totpSetupSchema.parse(started.body);
  const confirmed = await confirmTotp(owner, codeFor(secret));
  expect(confirmed.status).toBe(200);
  return { secret, codes: recoveryCodesSchema.parse(confirmed.body).recovery_codes };
}

/**
 * Plays a deployed site from here on: not under vitest, and the stores reached through a host that
 * is not this machine's name (the same local Blobs server, through its IPv4-mapped IPv6 address).
 * Sign in before: a deployed site hashes passwords at the full bcrypt cost.
 */
function playDeployedSite(): void {
  const context = JSON.parse(Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT!, 'base64').toString('utf8')) as Record<string, string>;
  const elsewhere = (url: string) => url.replace('127.0.0.1', '[::ffff:127.0.0.1]');
  const deployed = { ...context, edgeURL: elsewhere(context.edgeURL!), uncachedEdgeURL: elsewhere(context.uncachedEdgeURL!) };
  vi.stubEnv('NETLIFY_BLOBS_CONTEXT', Buffer.from(JSON.stringify(deployed)).toString('base64'));
  vi.stubEnv('VITEST', '');
}

/** Every key of every store a backup holds. */
async function backedUpKeys(): Promise<string[]> {
  const lists = await Promise.all(
    BACKED_UP_STORES.map(async (kind) =>
      (await getStore(storeNameOf(kind)).list()).blobs.map((blob) => `${storeNameOf(kind)}/${blob.key}`),
    ),
  );
  return lists.flat();
}

/** A site set up before: a generated key kept in admin-users, beside the factors (what the old code wrote). */
async function keepKeyBesideFactors(secret: string): Promise<void> {
  await getStore('admin-users').setJSON('factors-secret', { secret: Buffer.from(secret, 'utf8').toString('base64url') });
}

describe('the key of the second factors', () => {
  it('is never kept in a store that travels in backups (a local run keeps its generated one in admin-auth)', async () => {
    await enrolOwner();
    expect((await backedUpKeys()).filter((key) => key.endsWith('factors-secret'))).toEqual([]);
  });

  it('a deployed site without ADMIN_FACTORS_SECRET refuses to add an authenticator and says how to set it', async () => {
    playDeployedSite();
    const refused = await startTotp(owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/ADMIN_FACTORS_SECRET in the site's environment variables .* at least 32 bytes/);
    expect(refused.body.error).toContain('openssl rand -base64 48');
    expect((await call(recoveryCodes, '/api/admin/account/recovery-codes', { method: 'POST', body: {}, jar: owner })).status).toBe(409);
    const list = await call(staff, '/api/admin/staff', { jar: owner });
    expect(list.body.factors_key).toEqual({ source: 'missing', stored_beside_factors: false });
    expect(await backedUpKeys()).not.toContainEqual(expect.stringContaining('factors-secret'));
  });

  it('a deployed site with ADMIN_FACTORS_SECRET seals with it and stores no key anywhere', async () => {
    playDeployedSite();
    vi.stubEnv('ADMIN_FACTORS_SECRET', 'the factors secret of the deployed site, 32+ bytes');
    await enrolOwner();
    expect((await call(staff, '/api/admin/staff', { jar: owner })).body.factors_key).toEqual({
      source: 'environment',
      stored_beside_factors: false,
    });
    const everyKey = [...(await backedUpKeys()), ...(await getStore('admin-auth').list()).blobs.map((blob) => blob.key)];
    expect(everyKey.filter((key) => key.endsWith('factors-secret'))).toEqual([]);
  });

  it('a site whose key was kept beside the factors keeps them working, and moves each to ADMIN_FACTORS_SECRET at its next use', async () => {
    const old = 'the key a site set up before generated, 32+ bytes';
    vi.stubEnv('ADMIN_FACTORS_SECRET', old);
    const { secret } = await enrolOwner();
    await keepKeyBesideFactors(old);
    // Passwords are checked before playing the deployed site (full bcrypt cost there).
    const jars = await Promise.all([0, 1, 2].map(() => passwordStep()));
    playDeployedSite();
    vi.stubEnv('ADMIN_FACTORS_SECRET', '');

    // No variable yet: the old key still opens the authenticator; adding one is refused.
    // Each answer one time step later than the last accepted code (a code is accepted once).
    const start = Date.now();
    const answer = (jar: CookieJar, steps: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: start + steps * 30_000 });
      return call(secondFactor, '/api/admin/login/second-factor', { method: 'POST', body: { code: codeFor(secret) }, jar });
    };
    expect((await answer(jars[0]!, 1)).status).toBe(200);
    expect((await call(staff, '/api/admin/staff', { jar: owner })).body.factors_key).toEqual({
      source: 'missing',
      stored_beside_factors: true,
    });
    expect((await startTotp(owner)).status).toBe(409);

    // The variable set: the old key still opens it, and the accepted code seals it with the new one.
    vi.stubEnv('ADMIN_FACTORS_SECRET', 'the new factors secret from the environment, 32+ bytes');
    expect(await factorsUnreadableWith()).toEqual([]);
    expect((await answer(jars[1]!, 2)).status).toBe(200);
    await getStore('admin-users').delete('factors-secret');
    expect((await answer(jars[2]!, 3)).status).toBe(200);
  });

  it('names the members whose factors will not work with another site secret (a restore reports them)', async () => {
    vi.stubEnv('ADMIN_FACTORS_SECRET', 'the secret of the backed-up site, 32 bytes or more');
    await enrolOwner();
    expect(await factorsUnreadableWith()).toEqual([]);
    expect(await factorsUnreadableWith('the secret of the backed-up site, 32 bytes or more')).toEqual([]);
    expect(await factorsUnreadableWith('the secret of another site, also 32 bytes or more')).toEqual(['owner']);
    vi.stubEnv('ADMIN_FACTORS_SECRET', 'the secret of another site, also 32 bytes or more');
    expect(await factorsUnreadableWith()).toEqual(['owner']);
  });
});

async function passwordStep(): Promise<CookieJar> {
  const jar = new CookieJar();
  const res = await login(jar, { username: OWNER.username, password: OWNER.password });
  expect(res.body.second_factor).toBe('required');
  return jar;
}
