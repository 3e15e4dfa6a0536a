import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFunctionTestServers } from './support/function-tests';
import { getStore } from '@netlify/blobs';
import * as adminMe from '../functions/admin-me';
import * as adminSessions from '../functions/admin-account-sessions';
import { endedSessionsSchema } from '../../src/lib/api/auth';
import { removeExpiredSessions, SESSION_COOKIE, SESSION_LIMITS } from '../../src/server/auth/index';
import * as sessionCleanup from '../functions/session-cleanup-scheduled';
import { login, OWNER, signedInOwner } from './support/admin';
import { call, CookieJar } from './support/invoke';

const servers = useFunctionTestServers();
afterEach(() => {
  vi.useRealTimers();
  servers.blobs.failWhen(null);
});

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const me = (jar: CookieJar) => call(adminMe, '/api/admin/me', { jar });
const sessions = (jar: CookieJar) => call(adminSessions, '/api/admin/sessions', { jar });
const endOne = (jar: CookieJar, id: string) => call(adminSessions, `/api/admin/sessions/${id}`, { method: 'DELETE', jar });
const endOthers = (jar: CookieJar) => call(adminSessions, '/api/admin/sessions', { method: 'DELETE', jar });
const sidOf = (jar: CookieJar) =>
  JSON.parse(Buffer.from(jar.values.get(SESSION_COOKIE)!.split('.')[1]!, 'base64url').toString()).sid as string;

/** Moves the clock `ms` forward (Date only: the store's own timers keep running). */
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

describe('session records', () => {
  it('lists each sign-in with browser and OS in words, place, truncated address and which one is current', async () => {
    await signedInOwner();
    const phone = new CookieJar();
    await call((await import('../functions/admin-login')) as never, '/api/admin/login', {
      method: 'POST',
      body: OWNER,
      jar: phone,
      ip: '198.51.100.57',
      headers: { 'user-agent': FIREFOX_ON_WINDOWS },
    });
    const res = await sessions(phone);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const current = res.body.find((session: { current: boolean }) => session.current);
    expect(current).toMatchObject({
      id: sidOf(phone),
      browser: 'Firefox 133',
      os: 'Windows 10',
      place: 'Unknown place',
      address: '198.51.100.0/24',
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain('198.51.100.57');
  });

  it('ends a session from another one: the ended cookie is refused (401) on its next request', async () => {
    const laptop = await signedInOwner();
    const phone = new CookieJar();
    await login(phone);
    expect((await endOne(laptop, sidOf(phone))).status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    expect((await endOne(laptop, sidOf(phone))).status).toBe(404);
  });

  it('signs out everywhere else: every other session ends, this one stays', async () => {
    const laptop = await signedInOwner();
    const phone = new CookieJar();
    const tablet = new CookieJar();
    await login(phone);
    await login(tablet);
    const res = await endOthers(laptop);
    expect(res.status).toBe(200);
    expect(endedSessionsSchema.parse(res.body)).toEqual({ ended: 2 });
    expect((await me(phone)).status).toBe(401);
    expect((await me(tablet)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
  });

  it('refuses a session idle for 2 hours, keeps one that was used, and ends every session after 8 hours', async () => {
    const idle = await signedInOwner();
    const busy = new CookieJar();
    await login(busy);
    for (let step = 1; step <= 3; step += 1) {
      advance(SESSION_LIMITS.idleMs - 60_000);
      expect((await me(busy)).status).toBe(200);
    }
    expect((await me(idle)).status).toBe(401);
    // 3 × (2 h − 1 min) ≈ 6 h have passed; 2 more hours of use passes the absolute 8 hours.
    advance(90 * 60 * 1000);
    expect((await me(busy)).status).toBe(200);
    advance(40 * 60 * 1000);
    expect((await me(busy)).status).toBe(401);
  });

  it('writes last seen at most every few minutes, not on every request', async () => {
    const jar = await signedInOwner();
    const seenKey = `seen/owner/${sidOf(jar)}`;
    const read = async () => ((await getStore('admin-sessions').get(seenKey, { type: 'json' })) as { last_seen_at: number }).last_seen_at;
    const first = await read();
    advance(60_000);
    await me(jar);
    expect(await read()).toBe(first);
    advance(SESSION_LIMITS.lastSeenStepMs);
    await me(jar);
    expect(await read()).toBeGreaterThan(first);
  });

  it('refuses the request with 503 when the session store cannot be read, never lets it through', async () => {
    const jar = await signedInOwner();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    servers.blobs.failWhen((request) => request.store === 'admin-sessions');
    const res = await me(jar);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'We could not save your request. Please try again in a minute.' });
    consoleError.mockRestore();
  });

  it("cannot end another person's session, and answers 401 without one", async () => {
    const owner = await signedInOwner();
    expect((await endOne(owner, '01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await sessions(new CookieJar())).status).toBe(401);
    expect((await call(adminSessions, '/api/admin/sessions', { method: 'PUT', body: {}, jar: owner })).status).toBe(405);
  });

  it('the hourly cleanup deletes the records of sessions past 8 hours, and only those', async () => {
    const old = await signedInOwner();
    advance(SESSION_LIMITS.absoluteMs - 60_000);
    const recent = new CookieJar();
    await login(recent);
    advance(120_000);
    expect(sessionCleanup.config.schedule).toBe('@hourly');
    expect(await removeExpiredSessions()).toBe(2);
    const keys = (await getStore('admin-sessions').list()).blobs.map((blob) => blob.key);
    expect(keys.sort()).toEqual([`records/owner/${sidOf(recent)}`, `seen/owner/${sidOf(recent)}`]);
    expect(keys.join()).not.toContain(sidOf(old));
  });
});
