// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import './testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminDashboard from './AdminApp';
import { installFakeApi, json, type FakeRoute } from './api/fake-api';
import type { AuditDetail, AuditSites, AuditView } from './api/audits-api';
import type { Lead } from './api/leads-api';
import type { CheckResult } from '../lib/api/audits';

/**
 * The website audit in the admin: on the open lead and on the Audits screen,
 * against the API's answers (docs/reference/endpoints.md, admin-audits).
 * A queued audit is asked about again every 2 s: the clock is moved, not waited for.
 */
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const search = { routes: [], origin: 'https://www.example.pk', brandName: 'Agency' };
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function check(id: string, title: string, status: CheckResult['status'] = 'fail'): CheckResult {
  return {
    id,
    group: 'local',
    title,
    status,
    priority: 'high',
    evidence: '',
    fix: `Fix ${title.toLowerCase()}.`,
    effort: '10 minutes',
    why: '',
  };
}
const phoneCheck = check('phone-matches-data', 'Phone number matches the business data');
const viewportCheck = check('viewport', 'Mobile viewport');
const titleCheck = check('title', 'Page title');

function audit(fields: Partial<AuditView> & Pick<AuditView, 'id'>): AuditView {
  return {
    address: 'bakery.example.pk',
    host: 'bakery.example.pk',
    state: 'done',
    createdAt: '2026-11-20T10:00:00Z',
    startedAt: '2026-11-20T10:00:01Z',
    finishedAt: '2026-11-20T10:00:05Z',
    requestedBy: 'lead',
    leadId: 'c2',
    previousId: null,
    failure: null,
    reportUrl: `https://www.example.pk/report/${'a'.repeat(43)}`,
    counts: { pass: 20, warn: 4, fail: 3, info: 6 },
    topFixes: [phoneCheck, viewportCheck, titleCheck],
    ...fields,
  };
}
const queued = (fields: Partial<AuditView> & Pick<AuditView, 'id'>) =>
  audit({ state: 'queued', startedAt: null, finishedAt: null, reportUrl: null, counts: null, topFixes: [], ...fields });

function detail(view: AuditView, fields: Partial<AuditDetail> = {}): AuditDetail {
  return {
    audit: view,
    report: null,
    comparison: null,
    whatsAppLink: view.state === 'done' ? 'https://wa.me/923001234567?text=Hello%20Bilal' : null,
    ...fields,
  };
}

const bilal: Lead = {
  id: 'c2',
  name: 'Bilal',
  email: 'bilal@example.pk',
  phone: '0300 1234567',
  website: 'bakery.example.pk',
  service_required: 'Local SEO',
  status: 'new',
  rev: 0,
  events: [],
  alert: { state: 'sent' },
  entry: 'form',
  created_at: '2026-11-20T10:00:00Z',
};

function signedIn(role: 'admin' | 'sales', routes: Record<string, FakeRoute>) {
  return installFakeApi({
    'GET /api/admin/me': () => json(200, { username: 'saad', email: 'saad@example.pk', role }),
    'GET /api/contacts?page=1': () =>
      json(200, {
        items: [bilal],
        page: 1,
        pageSize: 50,
        matching: 1,
        total: 1,
        counts: { new: 1, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 },
        alerts: { enabled: true },
      }),
    'GET /api/contacts/c2': () => json(200, bilal),
    'GET /api/newsletters': () => json(200, []),
    ...routes,
  });
}

describe('the open lead’s website audit', () => {
  it('follows a queued audit to done, with the top fixes, the report, the WhatsApp reply (logged) and a re-run compared with it', async () => {
    let latest = detail(queued({ id: 'a1' }));
    const api = signedIn('sales', {
      'GET /api/contacts/c2/audit': () => json(200, latest),
      'POST /api/admin/audits/a1/sent': () => new Response(null, { status: 204 }),
      'POST /api/admin/audits/a1/rerun': () => {
        latest = detail(queued({ id: 'a2', previousId: 'a1', requestedBy: 'saad' }));
        return json(202, latest.audit);
      },
    });
    history.replaceState(null, '', '/admin/dashboard/contacts/c2');
    render(<AdminDashboard search={search} />);
    const card = await screen.findByRole('article', { name: 'Bilal' });
    const section = await within(card).findByRole('region', { name: 'Website audit' });
    expect((await within(section).findByRole('status')).textContent).toBe('Waiting to start...');
    expect(within(section).getByRole('button', { name: 'Run again' })).toHaveProperty('disabled', true);

    latest = detail(audit({ id: 'a1' }));
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() =>
      expect(within(section).getByRole('status').textContent).toMatch(/^Done .*: 3 to fix, 4 to look at, 20 passed\.$/),
    );
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Phone number matches the business data', 'Mobile viewport', 'Page title']);
    const report = within(section).getByRole('link', { name: /^Open report/ });
    expect([report.getAttribute('href'), report.getAttribute('target'), report.getAttribute('rel')]).toEqual([
      latest.audit.reportUrl,
      '_blank',
      'noopener noreferrer',
    ]);
    const whatsApp = within(section).getByRole('link', { name: /^Send on WhatsApp/ });
    expect([whatsApp.getAttribute('href'), whatsApp.getAttribute('rel')]).toEqual([latest.whatsAppLink, 'noopener noreferrer']);
    // jsdom does not follow links; the click still reaches React's handler.
    whatsApp.addEventListener('click', (event) => event.preventDefault());
    await user().click(whatsApp);
    await vi.waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/admin/audits/a1/sent')).toBe(true),
    );

    await user().click(within(section).getByRole('button', { name: 'Run again' }));
    await vi.waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Waiting to start...'));
    latest = detail(audit({ id: 'a2', previousId: 'a1', requestedBy: 'saad', topFixes: [viewportCheck, titleCheck] }), {
      comparison: { fixed: ['phone-matches-data'], new: [], unchanged: ['viewport', 'title'] },
      report: {
        version: 1,
        address: 'bakery.example.pk',
        url: 'https://bakery.example.pk/',
        startedAt: '2026-11-20T11:00:00Z',
        finishedAt: '2026-11-20T11:00:04Z',
        fetched: [],
        checks: [{ ...phoneCheck, status: 'pass' }, viewportCheck, titleCheck],
        topFixes: ['viewport', 'title'],
        preview: {
          url: '',
          title: null,
          description: null,
          siteName: null,
          favicon: null,
          ogTitle: null,
          ogDescription: null,
          ogImage: null,
        },
        timings: { totalMs: 4000, ttfbMs: 300, measuredFrom: 'Frankfurt' },
      },
    });
    await vi.advanceTimersByTimeAsync(2_000);
    const compared = await within(section).findByRole('heading', { name: 'Compared with the last audit' });
    const terms = within(compared.parentElement!);
    expect(terms.getByText('Fixed (1)').nextElementSibling?.textContent).toBe('Phone number matches the business data');
    expect(terms.getByText('New (0)').nextElementSibling?.textContent).toBe('None');
    expect(terms.getByText('Unchanged (2)').nextElementSibling?.textContent).toBe('Mobile viewportPage title');
  });

  it('says why an audit failed, in the words a person understands', async () => {
    signedIn('admin', {
      'GET /api/contacts/c2/audit': () =>
        json(
          200,
          detail(
            audit({
              id: 'a1',
              state: 'failed',
              reportUrl: null,
              counts: null,
              topFixes: [],
              failure: { reason: 'timeout', message: 'the site did not answer within 15 s' },
            }),
          ),
        ),
    });
    history.replaceState(null, '', '/admin/dashboard/contacts/c2');
    render(<AdminDashboard search={search} />);
    const section = await screen.findByRole('region', { name: 'Website audit' });
    await vi.waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Failed: the site did not answer within 15 s.'));
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Run again' })).toHaveProperty('disabled', false);
  });

  it("says a lead's audit waits for the next hour when the hourly budget is used up (staff may run it now)", async () => {
    signedIn('admin', {
      'GET /api/contacts/c2/audit': () =>
        json(
          200,
          detail(audit({ id: 'a1', state: 'waiting', startedAt: null, finishedAt: null, reportUrl: null, counts: null, topFixes: [] })),
        ),
    });
    history.replaceState(null, '', '/admin/dashboard/contacts/c2');
    render(<AdminDashboard search={search} />);
    const section = await screen.findByRole('region', { name: 'Website audit' });
    await vi.waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe(
        "Waiting: this hour's audit budget is used up; it starts next hour (or Run again now).",
      ),
    );
    expect(within(section).getByRole('button', { name: 'Run again' })).toHaveProperty('disabled', false);
  });
});

describe('the Audits screen', () => {
  const sites: AuditSites = {
    sites: [
      { host: 'bakery.example.pk', audits: 2, lastAt: '2026-11-20T11:00:00Z', latest: audit({ id: 'a2', previousId: 'a1' }) },
      { host: 'tailor.example.pk', audits: 1, lastAt: '2026-11-19T09:00:00Z', latest: queued({ id: 't1', host: 'tailor.example.pk' }) },
    ],
    page: 1,
    pageSize: 50,
    total: 2,
  };

  it('lists the audited sites with their counts, and opens a site’s audits', async () => {
    signedIn('sales', {
      'GET /api/admin/audits?page=1': () => json(200, sites),
      'GET /api/admin/audits?site=bakery.example.pk': () =>
        json(200, { host: 'bakery.example.pk', audits: [audit({ id: 'a2', previousId: 'a1' }), audit({ id: 'a1' })] }),
    });
    history.replaceState(null, '', '/admin/audits');
    render(<AdminDashboard search={search} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audits' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Audited sites, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['bakery.example.pk', 'tailor.example.pk']);
    expect(rows[0]!.textContent).toContain('2 audits, last');
    expect(rows[1]!.textContent).toContain('Latest: Waiting to start...');
    await user().click(within(rows[0]!).getByRole('button', { name: /^Show all 2 audits/ }));
    const audits = await screen.findByRole('list', { name: 'Audits of bakery.example.pk, newest first' });
    expect(
      within(audits)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/audits/a2', '/admin/audits/a1']);
  });

  it('checks the address before sending, then starts an audit and follows it on its own page', async () => {
    let answer = detail(queued({ id: 'p1', address: 'shop.example.pk', host: 'shop.example.pk', requestedBy: 'saad', leadId: null }));
    const api = signedIn('admin', {
      'GET /api/admin/audits?page=1': () => json(200, { sites: [], page: 1, pageSize: 50, total: 0 }),
      'POST /api/admin/audits': () => json(202, answer.audit),
      'GET /api/admin/audits/p1': () => json(200, answer),
    });
    history.replaceState(null, '', '/admin/audits');
    render(<AdminDashboard search={search} />);
    expect(await screen.findByText('No website has been audited yet.')).toBeTruthy();
    const field = screen.getByLabelText('Website address');
    await user().type(field, 'not an address');
    await user().click(screen.getByRole('button', { name: 'Start audit' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user().clear(field);
    await user().type(field, ' shop.example.pk ');
    await user().click(screen.getByRole('button', { name: 'Start audit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit of shop.example.pk' })).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ address: 'shop.example.pk' });
    expect(window.location.pathname).toBe('/admin/audits/p1');
    expect(screen.getByRole('status').textContent).toBe('Waiting to start...');

    answer = detail(audit({ id: 'p1', address: 'shop.example.pk', host: 'shop.example.pk', requestedBy: 'saad', leadId: null }), {
      whatsAppLink: null,
    });
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Done .*: 3 to fix/));
    // Prospecting has no lead, so no number to send it to.
    expect(screen.queryByRole('link', { name: /Send on WhatsApp/ })).toBeNull();
    expect(screen.queryByText(/No WhatsApp reply/)).toBeNull();
    expect(screen.getByRole('link', { name: /Open report/ }).getAttribute('href')).toBe(answer.audit.reportUrl);
  });

  it('runs an audit again from its page and opens the new one, compared with it', async () => {
    const first = audit({ id: 'a1', leadId: null, requestedBy: 'saad' });
    let next = detail(queued({ id: 'a2', previousId: 'a1', leadId: null, requestedBy: 'saad' }));
    const api = signedIn('sales', {
      'GET /api/admin/audits/a1': () => json(200, detail(first, { whatsAppLink: null })),
      'POST /api/admin/audits/a1/rerun': () => json(202, next.audit),
      'GET /api/admin/audits/a2': () => json(200, next),
    });
    history.replaceState(null, '', '/admin/audits/a1');
    render(<AdminDashboard search={search} />);
    await screen.findByRole('heading', { level: 1, name: 'Audit of bakery.example.pk' });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Done /));
    await user().click(screen.getByRole('button', { name: 'Run again' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/admin/audits/a2'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/audits/a1/rerun', {}],
    ]);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Waiting to start...'));
    next = detail(audit({ id: 'a2', previousId: 'a1', leadId: null, requestedBy: 'saad' }), {
      whatsAppLink: null,
      comparison: { fixed: [], new: ['title'], unchanged: ['phone-matches-data', 'viewport'] },
    });
    await vi.advanceTimersByTimeAsync(2_000);
    const compared = await screen.findByRole('heading', { name: 'Compared with the last audit' });
    // Without the report at hand a check is named by its id.
    expect(within(compared.parentElement!).getByText('New (1)').nextElementSibling?.textContent).toBe('title');
    expect(screen.getByRole('link', { name: 'Open the audit this one re-ran' }).getAttribute('href')).toBe('/admin/audits/a1');
  });
});
