import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as activity from '../functions/admin-activity';
import * as invites from '../functions/admin-invites';
import * as adminMe from '../functions/admin-me';
import * as staff from '../functions/admin-staff';
import { declaredFunctionRoutes } from '../../scripts/quality/function-routes';
import type { Role } from '../../src/lib/api/auth';
import { ROUTES } from '../../src/lib/api/routes';
import { ENDPOINT_ROLES, lineFor, lineTarget, NOT_FOR_YOUR_ROLE, PUBLIC } from '../../src/server/auth/index';
import { resetAdminStores, signedInMember, signedInOwner } from './support/admin';
import { call, CookieJar, SITE_ORIGIN, type FunctionModule } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';

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

/** A member with `role`, invited by the owner unless `by` says otherwise. */
const member = (username: string, role: Role, by = owner) => signedInMember(by, username, role);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
// The session ends with these: walked last.
const LAST = new Set(['/api/admin/logout']);

/** Every config.path with its parameters filled in, plus the query variants the table distinguishes. */
function addresses(): { file: string; path: string; url: string }[] {
  const routes = declaredFunctionRoutes(process.cwd());
  const out = routes.flatMap(({ file, path }) => {
    const url = path
      .replace(/:page\b/, 'home')
      // A parameter with its own pattern (the IndexNow key file's: 8 characters at least).
      .replace(/:[A-Za-z_]+\([^)]*\)/g, 'zz-none-of-them')
      .replace(/:[A-Za-z_]+/g, 'zz-none');
    const variants = Object.keys(ENDPOINT_ROLES)
      .map(lineTarget)
      .filter((line) => line.path === path && line.param)
      .map((line) => `${url}?${line.param}=1`);
    return [url, ...variants].map((address) => ({ file, path, url: address }));
  });
  return out.sort((a, b) => Number(LAST.has(a.path)) - Number(LAST.has(b.path)));
}

describe('the role table', () => {
  it('has a line for every method of every function route, each role is answered as the line says, and every line is used', async () => {
    const jars: Record<Role, CookieJar> = { admin: owner, editor: await member('esha', 'editor'), sales: await member('saad', 'sales') };
    const modules = new Map<string, FunctionModule>();
    const used = new Set<string>();
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const { file, path, url } of addresses()) {
      if (!modules.has(file)) modules.set(file, (await import(`../functions/${file}`)) as FunctionModule);
      const fn = modules.get(file)!;
      for (const method of METHODS) {
        const options = { method, jar: jars.admin, ...(method !== 'GET' && { body: {} }) };
        // Which methods the function serves: the Admin (allowed everything) gets 405 for the others.
        const asAdmin = await call(fn, url, options);
        if (asAdmin.status === 405) continue;
        const line = lineFor(method, new URL(url, SITE_ORIGIN));
        if (!line) {
          const route = Object.entries(ROUTES).find(([, each]) => each === path)?.[0] ?? path;
          missing.push(`'${method} ${route}' (${file}, ${new URL(url, SITE_ORIGIN).pathname})`);
          continue;
        }
        used.add(line.key);
        for (const role of ['admin', 'editor', 'sales'] as const) {
          const res = role === 'admin' ? asAdmin : await call(fn, url, { ...options, jar: jars[role] });
          const allowed = line.allowed === PUBLIC || line.allowed.includes(role);
          if (allowed && res.status === 403) wrong.push(`${role} ${method} ${url}: refused (${res.text})`);
          if (!allowed && (res.status !== 403 || JSON.stringify(res.body) !== JSON.stringify({ error: NOT_FOR_YOUR_ROLE })))
            wrong.push(`${role} ${method} ${url}: ${res.status} ${res.text}, not the role refusal`);
        }
      }
    }
    // A new endpoint needs its line in src/server/auth/roles.ts: add these.
    expect(missing).toEqual([]);
    expect(wrong).toEqual([]);
    expect(Object.keys(ENDPOINT_ROLES).filter((key) => !used.has(key))).toEqual([]);
  }, 60_000);

  it('logs a refusal by role with who, what and the address', async () => {
    const editor = await member('esha', 'editor');
    expect((await call(staff, '/api/admin/staff', { jar: editor })).status).toBe(403);
    const log = await call(activity, '/api/admin/activity?action=access.refused', { jar: owner });
    expect(log.body.items).toEqual([
      expect.objectContaining({ actor: 'esha', action: 'access.refused', outcome: 'failed', target: 'GET /api/admin/staff' }),
    ]);
  });
});

describe('roles of members', () => {
  const setRole = (username: string, role: Role, jar = owner) =>
    call(staff, `/api/admin/staff/${username}`, { method: 'PATCH', body: { role }, jar });

  it('the first admin and accounts stored before roles are Admins; an invite names the role', async () => {
    expect((await call(adminMe, '/api/admin/me', { jar: owner })).body).toMatchObject({ username: 'owner', role: 'admin' });
    const sales = await member('saad', 'sales');
    expect((await call(adminMe, '/api/admin/me', { jar: sales })).body).toMatchObject({ username: 'saad', role: 'sales' });
    const refused = await call(invites, '/api/admin/invites', { method: 'POST', body: { email: 'x@example.pk' }, jar: owner });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('role');
  });

  it('an Admin changes a role: it applies at the next request, is logged and mailed to the member', async () => {
    const editor = await member('esha', 'editor');
    expect((await call(staff, '/api/admin/staff', { jar: editor })).status).toBe(403);
    const changed = await setRole('esha', 'admin');
    expect(changed.status).toBe(200);
    expect((await call(staff, '/api/admin/staff', { jar: editor })).status).toBe(200);
    const mail = await servers.smtp.waitForMail((m) => m.to.includes('esha@example.pk') && /role/.test(m.text), 5_000);
    expect(mail.text).toContain('from Editor to Admin');
    const log = await call(activity, '/api/admin/activity?action=role.changed', { jar: owner });
    expect(log.body.items[0]).toMatchObject({ actor: 'owner', target: 'esha: editor → admin' });
    expect((await setRole('nobody', 'sales')).status).toBe(404);
    expect((await setRole('esha', 'boss' as Role)).status).toBe(400);
  });

  it('never leaves the site without an Admin: the last one can be neither demoted nor removed', async () => {
    expect((await setRole('owner', 'editor')).status).toBe(409);
    expect((await call(staff, '/api/admin/staff/owner', { method: 'DELETE', jar: owner })).status).toBe(409);
    expect((await call(adminMe, '/api/admin/me', { jar: owner })).body.role).toBe('admin');
  });

  it('two Admins demoting or removing each other at once leave one Admin', async () => {
    for (const [first, second] of [
      ['demote', 'demote'],
      ['remove', 'remove'],
      ['demote', 'remove'],
    ] as const) {
      await resetAdminStores();
      owner = await signedInOwner();
      const other = await member('amna', 'admin');
      const act = (kind: 'demote' | 'remove', target: string, jar: CookieJar) =>
        kind === 'demote' ? setRole(target, 'sales', jar) : call(staff, `/api/admin/staff/${target}`, { method: 'DELETE', jar });
      const answers = await Promise.all([act(first, 'amna', owner), act(second, 'owner', other)]);
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 409)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200 || status === 204)).toHaveLength(1);
      const roles = await Promise.all(
        [owner, other].map(async (jar) => (await call(adminMe, '/api/admin/me', { jar })).body?.role as Role | undefined),
      );
      expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    }
  }, 30_000);
});
