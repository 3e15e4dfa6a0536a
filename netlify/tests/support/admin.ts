import { getStore } from '@netlify/blobs';
import * as inviteAccept from '../../functions/admin-invite-accept';
import * as invites from '../../functions/admin-invites';
import * as adminLogin from '../../functions/admin-login';
import * as adminSetup from '../../functions/admin-setup';
import type { Role } from '../../../src/lib/api/auth';
import { call, CookieJar, type CallResult } from './invoke';

/** Shared steps of the admin tests: a fresh admin store, the first admin, a signed-in cookie jar. */
export const OWNER = { username: 'owner', email: 'owner@example.pk', password: 'correct horse battery' } as const;

/** Empties the admin stores but keeps the session secret the module has already cached. */
export async function resetAdminStores(): Promise<void> {
  await Promise.all(['admin-users', 'admin-sessions', 'activity-log', 'admin-tokens'].map((name) => getStore(name).deleteAll()));
  const auth = getStore('admin-auth');
  const { blobs } = await auth.list();
  await Promise.all(blobs.filter((blob) => blob.key !== 'session-secret').map((blob) => auth.delete(blob.key)));
}

export function setup(body: unknown = OWNER, jar?: CookieJar): Promise<CallResult> {
  return call(adminSetup, '/api/admin/setup', { method: 'POST', body, jar });
}

export function login(jar: CookieJar, credentials: { username: string; password: string } = OWNER, ip?: string): Promise<CallResult> {
  return call(adminLogin, '/api/admin/login', { method: 'POST', body: credentials, jar, ip });
}

/** Creates the first admin and returns a jar holding its session cookie. */
export async function signedInOwner(): Promise<CookieJar> {
  const created = await setup();
  if (created.status !== 201) throw new Error(`setup answered ${created.status}`);
  const jar = new CookieJar();
  const res = await login(jar);
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return jar;
}

/** The password of every member signedInMember creates. */
export const MEMBER_PASSWORD = 'lantern orbit pickle';

/** Invites `username@example.pk` as `role` (by the admin signed in with `by`), accepts the invite, signs in: their jar. */
export async function signedInMember(by: CookieJar, username: string, role: Role = 'admin'): Promise<CookieJar> {
  const sent = await call(invites, '/api/admin/invites', { method: 'POST', body: { email: `${username}@example.pk`, role }, jar: by });
  if (sent.status !== 201) throw new Error(`invite answered ${sent.status}`);
  const token = /#token=([\w-]+)/.exec(sent.body.link as string)![1]!;
  const accepted = await call(inviteAccept, '/api/admin/invite-accept', {
    method: 'POST',
    body: { token, username, password: MEMBER_PASSWORD },
  });
  if (accepted.status !== 201) throw new Error(`invite-accept answered ${accepted.status}`);
  const jar = new CookieJar();
  const res = await login(jar, { username, password: MEMBER_PASSWORD });
  if (res.status !== 200) throw new Error(`login answered ${res.status}`);
  return jar;
}
