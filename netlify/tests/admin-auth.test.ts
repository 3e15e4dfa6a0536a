import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import { getStore } from '@netlify/blobs';
import bcrypt from 'bcryptjs';
import { SignJWT, UnsecuredJWT } from 'jose';
import * as adminLogout from '../functions/admin-logout';
import * as adminMe from '../functions/admin-me';
import {
  beginLoginAttempt,
  createFirstAdmin,
  SESSION_AUDIENCE,
  SESSION_COOKIE,
  SESSION_ISSUER,
  sessionSecret,
  signSession,
  THROTTLE,
} from '../../src/server/auth/index';
import { login, OWNER, resetAdminStores, setup, signedInOwner } from './support/admin';
import { call, CookieJar } from './support/invoke';

useFunctionTestServers();

const me = (jar: CookieJar) => call(adminMe, '/api/admin/me', { jar });
const logout = (jar: CookieJar, options: Parameters<typeof call>[2] = {}) =>
  call(adminLogout, '/api/admin/logout', { method: 'POST', body: {}, jar, ...options });

/** A jar holding exactly this token as the session cookie. */
const jarWith = (token: string) => {
  const jar = new CookieJar();
  jar.values.set(SESSION_COOKIE, token);
  return jar;
};

describe('POST /api/admin/setup', () => {
  it('creates the first admin: 201 {username}, password stored only as a bcrypt hash', async () => {
    const res = await setup();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ username: 'owner' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stored = await getStore('admin-users').get('users/owner', { type: 'json' });
    expect(stored).toMatchObject({ username: 'owner', email: OWNER.email, password_hash: expect.stringMatching(/^\$2[aby]\$/) });
    expect(JSON.stringify(stored)).not.toContain(OWNER.password);
  });

  it('refuses a second anonymous setup with 409', async () => {
    expect((await setup()).status).toBe(201);
    const again = await setup({ ...OWNER, username: 'intruder' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Setup has already been completed' });
    expect(await getStore('admin-users').get('users/intruder')).toBeNull();
  });

  it('answers 409 to an anonymous caller once setup is done even when the body is invalid', async () => {
    await setup();
    expect((await setup({})).status).toBe(409);
  });

  it('answers 409 to a signed-in admin as well: further staff join by invite (staff-accounts.test.ts)', async () => {
    const jar = await signedInOwner();
    const added = await setup({ username: 'Editor', email: 'editor@example.pk', password: 'another secret' }, jar);
    expect(added.status).toBe(409);
    expect(added.body).toEqual({ error: 'Setup has already been completed' });
    expect((await login(new CookieJar(), { username: 'editor', password: 'another secret' })).status).toBe(401);
  });

  it('decides the first admin by a conditional write on a fixed key, not by looking for users', async () => {
    // Another request has claimed setup but not yet written its user: this one must still lose.
    await getStore('admin-users').setJSON('setup/first-admin', { username: 'other', claimed_at: new Date().toISOString() });
    expect(await createFirstAdmin(OWNER)).toEqual({ created: false, reason: 'setup-done' });
    expect(await getStore('admin-users').get('users/owner')).toBeNull();
  });

  it('creates exactly one first admin when setup requests race', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        setup({ username: `racer${index}`, email: `racer${index}@example.pk`, password: 'racing password' }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const { blobs: users } = await getStore('admin-users').list({ prefix: 'users/' });
    expect(users).toHaveLength(1);
  });

  it.each([
    [{ ...OWNER, password: '12345' }, 'password', 'Password must be at least 6 characters long'],
    [{ ...OWNER, password: 'é'.repeat(37) }, 'password', expect.stringMatching(/at most 72 bytes/)],
    [{ ...OWNER, username: 'ab' }, 'username', 'Username must be at least 3 characters long'],
    [{ ...OWNER, username: 'a'.repeat(51) }, 'username', 'Username must be at most 50 characters long'],
    [{ ...OWNER, username: 'bad name!' }, 'username', expect.stringMatching(/only contain letters/)],
    [{ ...OWNER, email: 'not-an-email' }, 'email', 'Please enter a valid e-mail address'],
    [{ username: 'owner' }, 'password', 'Please enter a password'],
  ])('refuses invalid setup data with 400 and a field message (%#)', async (body, field, message) => {
    const res = await setup(body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(message);
    expect(typeof res.body.error).toBe('string');
    expect(await getStore('admin-users').list()).toEqual({ blobs: [], directories: [] });
  });

  it('accepts a 72-byte password', async () => {
    expect((await setup({ ...OWNER, password: 'p'.repeat(72) })).status).toBe(201);
    expect((await login(new CookieJar(), { username: 'owner', password: 'p'.repeat(72) })).status).toBe(200);
  });
});

describe('POST /api/admin/login', () => {
  beforeEach(async () => {
    await setup();
  });

  it('signs in: 200 {username} and a __Host- session cookie, HttpOnly, Secure, SameSite=Strict, 8 hours', async () => {
    const jar = new CookieJar();
    const res = await login(jar, { username: 'Owner', password: OWNER.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'owner' });
    expect(res.setCookies).toHaveLength(1);
    const cookie = res.setCookies[0]!;
    expect(cookie).toMatch(/^__Host-admin_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=28800']) {
      expect(cookie.split('; ')).toContain(attribute);
    }
    expect(cookie).not.toMatch(/Domain=/);
  });

  it('answers a wrong password and an unknown user with the same 401 and no cookie', async () => {
    const wrong = await login(new CookieJar(), { username: 'owner', password: 'wrong password' });
    const unknown = await login(new CookieJar(), { username: 'nobody', password: 'wrong password' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Invalid username or password' });
      expect(res.setCookies).toEqual([]);
    }
  });

  it('checks a password for an unknown user as for a wrong password: one comparison against a hash of the same cost', async () => {
    // The time of a refusal is the bcrypt comparison; skipping it for unknown users would tell them apart.
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      for (const [run, username] of ['owner', 'nobody'].entries()) {
        const res = await login(new CookieJar(), { username, password: 'wrong password' }, `198.51.100.${run}`);
        expect(res.status).toBe(401);
      }
      expect(compare).toHaveBeenCalledTimes(2);
      const [known, unknown] = compare.mock.calls.map(([, hash]) => bcrypt.getRounds(hash));
      expect(unknown).toBe(known);
    } finally {
      compare.mockRestore();
    }
  });

  it('refuses missing fields with 400', async () => {
    const res = await login(new CookieJar(), { username: '', password: '' } as never);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ username: 'Please enter your username', password: 'Please enter your password' });
  });

  it('refuses a password that differs only after byte 72 (bcrypt would ignore the difference)', async () => {
    await resetAdminStores();
    await setup({ ...OWNER, password: 'q'.repeat(72) });
    const res = await login(new CookieJar(), { username: 'owner', password: `${'q'.repeat(72)}extra` });
    expect(res.status).toBe(401);
  });

  it('throttles a username from one IP after 5 failures: 429 with Retry-After, even for the right password', async () => {
    const ip = '192.0.2.1';
    for (let attempt = 1; attempt <= THROTTLE.perUserAndIp; attempt += 1) {
      const res = await login(new CookieJar(), { username: 'owner', password: `guess ${attempt}` }, ip);
      expect(res.status).toBe(401);
    }
    const blocked = await login(new CookieJar(), OWNER, ip);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE.windowMs / 1000);
    expect(blocked.body.error).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expect(blocked.setCookies).toEqual([]);
    // A stranger's guesses do not lock the admin out at their own address.
    expect((await login(new CookieJar(), OWNER, '192.0.2.200')).status).toBe(200);
  });

  it('checks at most 5 passwords of a parallel burst of 30 from one IP; the admin elsewhere still signs in', async () => {
    const ip = '192.0.2.77';
    const wrong = Array.from({ length: 29 }, (_, index) =>
      login(new CookieJar(), { username: 'owner', password: `burst guess ${index}` }, ip),
    );
    // Sent while the wrong ones are in flight, last of the burst.
    const right = new Promise((resolve) => setTimeout(resolve, 50)).then(() => login(new CookieJar(), OWNER, ip));
    const answers = await Promise.all([...wrong, right]);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(THROTTLE.perUserAndIp);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(answers.at(-1)!.status).toBe(429);
    expect((await login(new CookieJar(), OWNER, '198.51.100.20')).status).toBe(200);
  }, 30_000);

  it('throttles a username across IPs after 50 failures (the looser per-username limit)', async () => {
    for (let attempt = 1; attempt <= THROTTLE.perUsername; attempt += 1) {
      const ip = `10.0.${Math.floor(attempt / 4)}.${attempt}`;
      expect((await login(new CookieJar(), { username: 'owner', password: 'x' }, ip)).status).toBe(401);
    }
    expect((await login(new CookieJar(), OWNER, '10.9.9.9')).status).toBe(429);
  }, 60_000);

  it('throttles an IP after 20 failures across usernames, but not other IPs', async () => {
    const ip = '198.51.100.7';
    for (let attempt = 1; attempt <= THROTTLE.perIp; attempt += 1) {
      expect((await login(new CookieJar(), { username: `user${attempt}`, password: 'x' }, ip)).status).toBe(401);
    }
    const blocked = await login(new CookieJar(), { username: 'fresh-name', password: 'x' }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(new CookieJar(), OWNER, '198.51.100.8')).status).toBe(200);
  });

  it('resets the count on success', async () => {
    for (let attempt = 1; attempt <= THROTTLE.perUserAndIp - 1; attempt += 1) {
      await login(new CookieJar(), { username: 'owner', password: 'nope' });
    }
    expect((await login(new CookieJar(), OWNER)).status).toBe(200);
    for (let attempt = 1; attempt <= THROTTLE.perUserAndIp - 1; attempt += 1) {
      expect((await login(new CookieJar(), { username: 'owner', password: 'nope' })).status).toBe(401);
    }
    expect((await login(new CookieJar(), OWNER)).status).toBe(200);
  });

  it('forgets attempts once they leave the 15-minute window, and deletes expired ones', async () => {
    const start = Date.now() - 2 * THROTTLE.windowMs;
    for (let i = 0; i < THROTTLE.perUserAndIp; i += 1) {
      expect((await beginLoginAttempt('someone', '192.0.2.50', start + i)).allowed).toBe(true);
    }
    const refused = await beginLoginAttempt('someone', '192.0.2.50', start + 1000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 - 1 });
    const stale = (await getStore('admin-auth').list({ prefix: 'attempts/' })).blobs.length;
    expect(stale).toBeGreaterThan(0);
    // An attempt now: the old ones no longer count, and their keys are cleaned away.
    const now = await beginLoginAttempt('someone', '192.0.2.50');
    expect(now.allowed).toBe(true);
    const left = (await getStore('admin-auth').list({ prefix: 'attempts/' })).blobs;
    expect(left.length).toBe(3);
  });

  it('refuses a cross-origin login with 403 and a form post with 415', async () => {
    expect((await login(new CookieJar(), OWNER).then(() => null)) ?? true).toBe(true);
    const jar = new CookieJar();
    const crossOrigin = await call((await import('../functions/admin-login')) as never, '/api/admin/login', {
      method: 'POST',
      body: OWNER,
      origin: 'https://attacker.example',
      jar,
    });
    expect(crossOrigin.status).toBe(403);
    expect(jar.values.size).toBe(0);
    const form = await call((await import('../functions/admin-login')) as never, '/api/admin/login', {
      method: 'POST',
      body: 'username=owner&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

describe('GET /api/admin/me and the session token', () => {
  it('returns {username, email, role} for a signed-in admin, no-store', async () => {
    const jar = await signedInOwner();
    const res = await me(jar);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'owner', email: OWNER.email, role: 'admin' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a cookie, and 405 with Allow for POST', async () => {
    const res = await me(new CookieJar());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please sign in to continue.' });
    const post = await call(adminMe, '/api/admin/me', { method: 'POST', body: {} });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });

  it('rejects a tampered token', async () => {
    const jar = await signedInOwner();
    const [header, payload, signature] = jar.values.get(SESSION_COOKIE)!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect((await me(jarWith(`${header}.${forged}.${signature}`))).status).toBe(401);
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect((await me(jarWith(`${header}.${payload}.${flipped}`))).status).toBe(401);
    expect((await me(jarWith('not-a-token'))).status).toBe(401);
  });

  /** The session id of a signed-in jar (a hand-built token must name an open session to be honoured). */
  let sid = '';
  const claims = () => ({ issued_ms: Date.now(), sid });
  const signedInWithSid = async () => {
    const jar = await signedInOwner();
    const payload = jar.values.get(SESSION_COOKIE)!.split('.')[1]!;
    sid = JSON.parse(Buffer.from(payload, 'base64url').toString()).sid;
    return jar;
  };
  const signed = (secret: Uint8Array, build: (jwt: SignJWT) => SignJWT = (jwt) => jwt, alg = 'HS256') =>
    build(
      new SignJWT(claims())
        .setProtectedHeader({ alg })
        .setSubject('owner')
        .setIssuer(SESSION_ISSUER)
        .setAudience(SESSION_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h'),
    ).sign(secret);

  it('accepts a token built the same way with the real secret (the checks below can pass)', async () => {
    await signedInWithSid();
    expect((await me(jarWith(await signed(await sessionSecret())))).status).toBe(200);
  });

  it('rejects a token signed with another secret', async () => {
    await signedInWithSid();
    const other = new TextEncoder().encode('another secret that is long enough!!');
    expect((await me(jarWith(await signed(other)))).status).toBe(401);
  });

  it('rejects alg "none" and other algorithms', async () => {
    await signedInWithSid();
    const unsecured = new UnsecuredJWT(claims())
      .setSubject('owner')
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect((await me(jarWith(unsecured))).status).toBe(401);
    expect((await me(jarWith(await signed(await sessionSecret(), undefined, 'HS512')))).status).toBe(401);
  });

  it('rejects an expired token, one without exp, and one for another issuer or audience', async () => {
    await signedInWithSid();
    const secret = await sessionSecret();
    const past = Math.floor(Date.now() / 1000) - 60;
    expect((await me(jarWith(await signed(secret, (jwt) => jwt.setIssuedAt(past - 100).setExpirationTime(past))))).status).toBe(401);
    const noExp = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('owner')
      .setIssuer(SESSION_ISSUER)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt()
      .sign(secret);
    expect((await me(jarWith(noExp))).status).toBe(401);
    expect((await me(jarWith(await signed(secret, (jwt) => jwt.setIssuer('someone-else'))))).status).toBe(401);
    expect((await me(jarWith(await signed(secret, (jwt) => jwt.setAudience('another-app'))))).status).toBe(401);
  });

  it('rejects a valid token for an admin that does not exist', async () => {
    await signedInWithSid();
    expect((await me(jarWith(await signSession('nobody', sid)))).status).toBe(401);
  });

  it('keeps the generated secret in the private store', async () => {
    await signedInWithSid();
    const stored = await getStore('admin-auth').get('session-secret', { type: 'json' });
    expect(Buffer.from(stored.secret, 'base64url')).toHaveLength(32);
    expect(Buffer.from(stored.secret, 'base64url')).toEqual(Buffer.from(await sessionSecret()));
  });

  it('uses ADMIN_JWT_SECRET when set, and refuses to run with one shorter than 32 bytes', async () => {
    const configured = 'a configured secret of 32+ bytes, long enough';
    vi.stubEnv('ADMIN_JWT_SECRET', configured);
    try {
      const jar = await signedInWithSid();
      expect((await me(jar)).status).toBe(200);
      const fromConfig = await signed(new TextEncoder().encode(configured));
      expect((await me(jarWith(fromConfig))).status).toBe(200);
      vi.stubEnv('ADMIN_JWT_SECRET', 'too short');
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await login(new CookieJar());
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: 'Something went wrong on our side. Please try again later.' });
      expect(JSON.stringify(res.body)).not.toMatch(/ADMIN_JWT_SECRET|at /);
      expect(consoleError).toHaveBeenCalled();
      consoleError.mockRestore();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('POST /api/admin/logout', () => {
  it('answers 204, clears the cookie and ends this session only (the token is refused from then on)', async () => {
    const jar = await signedInOwner();
    const otherDevice = new CookieJar();
    await login(otherDevice);
    const oldToken = jar.values.get(SESSION_COOKIE)!;

    const res = await logout(jar);
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.setCookies).toHaveLength(1);
    expect(res.setCookies[0]).toMatch(/^__Host-admin_session=; /);
    expect(res.setCookies[0]).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(jar.values.size).toBe(0);

    expect((await me(jarWith(oldToken))).status).toBe(401);
    // Logout ends the session it was sent from; the admin's other devices stay signed in.
    expect((await me(otherDevice)).status).toBe(200);
  });

  it('lets the admin sign in again straight after logging out', async () => {
    const jar = await signedInOwner();
    await logout(jar);
    expect((await login(jar)).status).toBe(200);
    expect((await me(jar)).status).toBe(200);
  });

  it('accepts an empty body, answers 401 without a session', async () => {
    const jar = await signedInOwner();
    const empty = await call(adminLogout, '/api/admin/logout', { method: 'POST', body: '', jar });
    expect(empty.status).toBe(204);
    expect((await logout(new CookieJar())).status).toBe(401);
  });

  it('refuses a cross-origin logout with a valid cookie (403) and keeps the session', async () => {
    const jar = await signedInOwner();
    const res = await logout(jar, { origin: 'https://attacker.example' });
    expect(res.status).toBe(403);
    expect((await me(jar)).status).toBe(200);
  });

  it('refuses a logout with a body that is not JSON (415)', async () => {
    const jar = await signedInOwner();
    expect((await logout(jar, { body: '', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await logout(jar, { body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect((await me(jar)).status).toBe(200);
  });

  it('accepts the spec 7 body-less logout (no body, no content type): 204 with a session, 401 without, 403 cross-site', async () => {
    const jar = await signedInOwner();
    expect((await logout(jar, { body: undefined, origin: 'https://attacker.example' })).status).toBe(403);
    expect((await me(jar)).status).toBe(200);
    expect((await logout(jar, { body: undefined })).status).toBe(204);
    expect((await me(jar)).status).toBe(401);
    expect((await logout(new CookieJar(), { body: undefined })).status).toBe(401);
  });
});
