import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountEmail from '../functions/admin-account-email';
import * as accountPassword from '../functions/admin-account-password';
import * as activity from '../functions/admin-activity';
import * as inviteAccept from '../functions/admin-invite-accept';
import * as invites from '../functions/admin-invites';
import * as passwordReset from '../functions/admin-password-reset';
import * as leadAlert from '../functions/admin-lead-alert';
import * as leads from '../functions/admin-leads';
import * as newsletterSignup from '../functions/newsletter-signup';
import * as staff from '../functions/admin-staff';
import { login, MEMBER_PASSWORD, OWNER, resetAdminStores, setup, signedInMember, signedInOwner } from './support/admin';
import type { Role } from '../../src/lib/api/auth';
import { call, CookieJar } from './support/invoke';
import { useFunctionTestServers } from './support/function-tests';

const servers = useFunctionTestServers({ smtp: true });
let owner: CookieJar;
beforeEach(async () => {
  vi.stubEnv('LEAD_NOTIFY_FROM', 'website@agency.test');
  vi.stubEnv('SITE_URL', 'https://www.agency-site.test');
  owner = await signedInOwner();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const PASSWORD = MEMBER_PASSWORD;
const tokenIn = (text: string) => /#token=([\w-]+)/.exec(text)![1]!;
const invite = (email: string, jar: CookieJar, role = 'admin') =>
  call(invites, '/api/admin/invites', { method: 'POST', body: { email, role }, jar });
const accept = (token: string, username: string) =>
  call(inviteAccept, '/api/admin/invite-accept', { method: 'POST', body: { token, username, password: PASSWORD } });

const member = (username: string, role: Role = 'admin') => signedInMember(owner, username, role);

describe('invites and e-mail changes', () => {
  it('an invite sent by a member who is then removed stops working', async () => {
    const amna = await member('amna');
    const sent = await invite('guest@example.pk', amna, 'editor');
    expect(sent.status).toBe(201);
    expect((await call(staff, '/api/admin/staff/amna', { method: 'DELETE', jar: owner })).status).toBe(204);
    expect((await accept(tokenIn(sent.body.link as string), 'guest')).status).toBe(410);
    expect((await call(staff, '/api/admin/staff', { jar: owner })).body.invites).toEqual([]);
  });

  it('mail links take their host from the configured site address, never from the request', async () => {
    const sent = await call(invites, 'https://evil.example/api/admin/invites', {
      method: 'POST',
      body: { email: 'guest@example.pk', role: 'sales' },
      jar: owner,
      origin: 'https://evil.example',
    });
    expect(sent.status).toBe(201);
    const mail = await servers.smtp.waitForMail((m) => m.to.includes('guest@example.pk'), 5_000);
    expect(mail.text).toContain('https://www.agency-site.test/admin/invite#token=');
    expect(mail.text).not.toContain('evil.example');
  });

  it('tells the current address when a change is requested; the link dies with a password change', async () => {
    expect(
      (await call(accountEmail, '/api/admin/account/email', { method: 'POST', body: { email: 'new@example.pk' }, jar: owner })).status,
    ).toBe(202);
    const notice = await servers.smtp.waitForMail((m) => m.to.includes(OWNER.email) && /change of your e-mail/.test(m.text), 5_000);
    expect(notice.text).toContain('new@example.pk');
    const confirm = await servers.smtp.waitForMail((m) => m.to.includes('new@example.pk'), 5_000);
    const changed = await call(accountPassword, '/api/admin/account/password', {
      method: 'POST',
      body: { current: OWNER.password, password: 'a brand new secret 9' },
      jar: owner,
    });
    expect(changed.status).toBe(200);
    const used = await call(accountEmail, '/api/admin/account/email/confirm', { method: 'POST', body: { token: tokenIn(confirm.text) } });
    expect(used.status).toBe(410);
  });
});

describe('links in mails', () => {
  const EVIL = 'https://evil.example';
  const linksIn = (text: string) => text.match(/https?:\/\/[^\s>)"]+/g) ?? [];
  function expectSiteLinksOnly(text: string, path: string): void {
    expect(text).toContain(`https://www.agency-site.test${path}`);
    expect(text).not.toContain('evil.example');
    for (const link of linksIn(text)) expect(new URL(link).host, link).not.toBe('evil.example');
  }

  it('a forged Host changes no link: password reset, newsletter confirmation, lead alert', async () => {
    vi.stubEnv('LEAD_NOTIFY_TO', 'sales@agency.test');
    const reset = await call(passwordReset, `${EVIL}/api/admin/password-reset`, {
      method: 'POST',
      body: { email: OWNER.email },
      origin: EVIL,
    });
    expect(reset.status).toBe(202);
    await reset.background;
    expectSiteLinksOnly(
      (await servers.smtp.waitForMail((m) => m.headers.get('subject') === 'Reset your admin password', 5_000)).text,
      '/admin/reset-password',
    );

    const signup = await call(newsletterSignup, `${EVIL}/api/newsletter`, {
      method: 'POST',
      body: { email: 'reader@example.pk' },
      origin: EVIL,
    });
    expect(signup.status).toBeLessThan(300);
    await signup.background;
    expectSiteLinksOnly(
      (await servers.smtp.waitForMail((m) => m.to.includes('reader@example.pk'), 5_000)).text,
      '/newsletter/confirm?token=',
    );

    const added = await call(leads, '/api/contacts', {
      method: 'POST',
      body: { entry: 'whatsapp', name: 'Usman Ali', phone: '0300 7654321' },
      jar: owner,
    });
    expect(added.status).toBe(201);
    await added.background;
    const alert = await call(leadAlert, `${EVIL}/api/contacts/${added.body.id}/alert`, {
      method: 'POST',
      body: {},
      jar: owner,
      origin: EVIL,
    });
    expect(alert.status).toBe(200);
    expectSiteLinksOnly(
      (await servers.smtp.waitForMail((m) => m.to.includes('sales@agency.test'), 5_000)).text,
      `/admin/dashboard/contacts/${added.body.id}`,
    );
  });

  it('without a configured address (plain npm run dev), links follow the request, so local mail leads back to the local site', async () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('URL', '');
    const reset = await call(passwordReset, 'http://localhost:4321/api/admin/password-reset', {
      method: 'POST',
      body: { email: OWNER.email },
      origin: 'http://localhost:4321',
    });
    expect(reset.status).toBe(202);
    await reset.background;
    expect((await servers.smtp.waitForMail((m) => m.headers.get('subject') === 'Reset your admin password', 5_000)).text).toContain(
      'http://localhost:4321/admin/reset-password',
    );
  });
});

describe('sign-in log and the first admin', () => {
  it('a failed sign-in with a name no member has stores "unknown account", never what was typed', async () => {
    const typed = 'correct horse battery staple'; // a password typed into the username field
    expect((await login(new CookieJar(), { username: typed, password: 'whatever' })).status).toBe(401);
    expect((await login(new CookieJar(), { username: 'owner', password: 'wrong one' })).status).toBe(401);
    const log = await call(activity, '/api/admin/activity?action=sign-in.failed', { jar: owner });
    expect(log.text).not.toContain(typed);
    expect(log.body.items.map((entry: { name_tried: string; method?: string }) => [entry.name_tried, entry.method]).sort()).toEqual([
      ['owner', 'password'],
      ['unknown account', 'password'],
    ]);
  });

  it("the first admin's password is refused when it is a common one (the 6-character minimum stays)", async () => {
    await resetAdminStores();
    const common = await setup({ username: 'boss', email: 'boss@example.pk', password: 'password1' });
    expect(common.status).toBe(400);
    expect(common.body.fields.password).toMatch(/most common/);
    const short = await setup({ username: 'boss', email: 'boss@example.pk', password: 'abc' });
    expect(short.body.fields.password).toBe('Password must be at least 6 characters long');
    expect((await setup({ username: 'boss', email: 'boss@example.pk', password: 'kite42' })).status).toBe(201);
  });
});
