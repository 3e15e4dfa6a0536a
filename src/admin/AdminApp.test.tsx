// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import './testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import AdminDashboard from './AdminApp';
import type { SearchAppearanceSetup } from './app-context';
import { installFakeApi, json, type FakeRoute } from './api/fake-api';
import type { LeadPage, Lead } from './api/leads-api';
import type { ContentEntry } from './api/content-api';
import { pageChange } from './lib/navigation';

// Page changes are watched through the navigation's one object, never followed.
let redirectTo: MockInstance<typeof pageChange.redirectTo>;
let goTo: MockInstance<typeof pageChange.goTo>;

beforeEach(() => {
  redirectTo = vi.spyOn(pageChange, 'redirectTo').mockImplementation(() => {});
  goTo = vi.spyOn(pageChange, 'goTo').mockImplementation(() => {});
  redirectTo.mockClear();
  goTo.mockClear();
  history.replaceState(null, '', '/admin');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const longText = 'Rank higher on Google in Lahore with local SEO that brings real customers to your shop and phone.';
const lahore: ContentEntry[] = [
  { id: 'l1', page: 'lahore', section: 'hero', contentKey: 'hero_title', content: 'SEO Services in Lahore', version: 'v1' },
  { id: 'l2', page: 'lahore', section: 'hero', contentKey: 'hero_description', content: longText, version: 'v1' },
  { id: 'l3', page: 'lahore', section: 'local_seo', contentKey: 'local_seo_title', content: 'Local SEO', version: 'v1' },
];

function lead(fields: Partial<Lead> & Pick<Lead, 'id' | 'name' | 'created_at'>): Lead {
  return {
    email: '',
    phone: '',
    website: '',
    service_required: '',
    status: 'new',
    rev: 0,
    events: [],
    alert: { state: 'sent' },
    entry: 'form',
    ...fields,
  };
}

/** What GET /api/contacts answers: the server sorts, pages and counts. */
function leadPage(items: Lead[], { total = items.length, page = 1 } = {}): LeadPage {
  const counts = { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 };
  for (const item of items) counts[item.status] += 1;
  counts.new += total - items.length;
  return { items, page, pageSize: 50, matching: total, total, counts, alerts: { enabled: true } };
}

function signedIn(extra: Record<string, FakeRoute> = {}) {
  return installFakeApi({
    'GET /api/admin/me': () => json(200, { username: 'amna', email: 'amna@example.pk', role: 'admin' }),
    'GET /api/admin/content/home': () => json(200, []),
    'GET /api/admin/content/lahore': () => json(200, lahore),
    'GET /api/contacts?page=1': () => json(200, leadPage(twoLeads())),
    'GET /api/contacts/c2': () => json(200, twoLeads()[0]),
    'GET /api/contacts/c1': () => json(200, twoLeads()[1]),
    'GET /api/newsletters': () => json(200, []),
    'GET /api/contacts/c2/audit': () => json(200, { audit: null, report: null, comparison: null, whatsAppLink: null }),
    ...extra,
  });
}

function twoLeads(): Lead[] {
  return [
    lead({
      id: 'c2',
      name: 'New Lead',
      email: 'new@example.pk',
      phone: '+92 300 1234567',
      website: 'new.pk',
      service_required: 'Local SEO',
      created_at: '2025-01-01T10:00:00Z',
    }),
    lead({
      id: 'c1',
      name: 'Old Lead',
      email: 'old@example.pk',
      phone: '',
      website: '',
      service_required: 'SEO',
      created_at: '2024-01-01T10:00:00Z',
      status: 'contacted',
    }),
  ];
}

const searchSetup: SearchAppearanceSetup = {
  origin: 'https://www.example.pk',
  brandName: 'Agency',
  routes: [
    { path: '/', kind: 'home', name: 'Home', title: 'Agency: SEO in Pakistan', description: 'd'.repeat(120) },
    { path: '/dental-seo', kind: 'industry', name: 'Dental SEO', title: 'Dental SEO in Pakistan', description: 'e'.repeat(120) },
  ],
};

describe('AdminDashboard', () => {
  it('shows Loading... then sends a signed-out visitor to the sign-in', async () => {
    installFakeApi({ 'GET /api/admin/me': () => json(401, { error: 'Please sign in' }) });
    render(<AdminDashboard search={searchSetup} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/admin/login'));
  });

  it('welcomes the admin and offers exactly spec 2’s seven tabs with counts; Search appearance is in the navigation', async () => {
    signedIn();
    render(<AdminDashboard search={searchSetup} />);
    expect(await screen.findByText('amna')).toBeTruthy();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    await vi.waitFor(() =>
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        'Home',
        'Lahore',
        'Islamabad',
        'Karachi',
        'Sialkot',
        'Contacts (2)',
        'Newsletters (0)',
      ]),
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin/'],
      ['Search appearance', '/admin/search-appearance'],
      ['Articles', '/admin/articles'],
      ['Newsletter', '/admin/newsletter'],
      ['Audits', '/admin/audits'],
      ['Clients', '/admin/clients'],
      ['Reviews', '/admin/reviews'],
      ['Growth', '/admin/growth'],
      ['Activity', '/admin/activity'],
      ['Staff', '/admin/staff'],
      ['Backups', '/admin/backups'],
      ['My account', '/admin/account'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a Sales member only the lead inbox, Audits, Clients, Reviews and My account; a deep link elsewhere says it is not for their role', async () => {
    const api = signedIn({ 'GET /api/admin/me': () => json(200, { username: 'saad', email: 'saad@example.pk', role: 'sales' }) });
    render(<AdminDashboard search={searchSetup} />);
    expect(await screen.findByText('saad')).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('tablist'))
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Contacts (2)']),
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Audits', 'Clients', 'Reviews', 'My account']);
    expect(api.calls.some((call) => call.path.startsWith('/api/newsletters') || call.path.startsWith('/api/admin/content'))).toBe(false);
    cleanup();
    history.replaceState(null, '', '/admin/staff');
    signedIn({ 'GET /api/admin/me': () => json(200, { username: 'saad', email: 'saad@example.pk', role: 'sales' }) });
    render(<AdminDashboard search={searchSetup} />);
    expect(await screen.findByRole('heading', { name: 'Not available for your role' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    signedIn();
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    const home = await screen.findByRole('tab', { name: 'Home' });
    await user.click(home);
    await user.keyboard('{ArrowRight}');
    const lahoreTab = screen.getByRole('tab', { name: 'Lahore' });
    expect(document.activeElement).toBe(lahoreTab);
    expect(lahoreTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(lahoreTab.id);
    // The tab is the address, one history entry per tab opened.
    expect(window.location.pathname).toBe('/admin/dashboard/lahore');
    const entries = history.length;
    await user.click(screen.getByRole('tab', { name: /^Contacts/ }));
    expect(window.location.pathname).toBe('/admin/dashboard/contacts');
    expect(history.length).toBe(entries + 1);
  });

  it('shows an empty page with No content found and its Load button', async () => {
    signedIn();
    render(<AdminDashboard search={searchSetup} />);
    expect(await screen.findByText('No content found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load Home Content' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh Content' })).toBeNull();
  });

  it('groups entries by section with counts, keys with spaces and 80-character previews', async () => {
    signedIn();
    history.replaceState(null, '', '/admin#lahore');
    render(<AdminDashboard search={searchSetup} />);
    const hero = await screen.findByRole('region', { name: 'hero' });
    expect(within(hero).getByRole('heading', { level: 3 }).textContent).toBe('hero2 items');
    expect(within(screen.getByRole('region', { name: 'local seo' })).getByText('1 item')).toBeTruthy();
    expect(within(hero).getByText('hero description')).toBeTruthy();
    expect(within(hero).getByText(`${longText.slice(0, 80)}…`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Content' })).toBeTruthy();
  });

  it('edits an entry: copy in the editor, Save disabled for whitespace, Cancel clears', async () => {
    signedIn();
    history.replaceState(null, '', '/admin#lahore');
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^hero title/ }));
    const panel = screen.getByRole('complementary', { name: 'Edit panel' });
    const editor = within(panel).getByLabelText('Content') as HTMLTextAreaElement;
    expect(editor.value).toBe('SEO Services in Lahore');
    expect(editor.rows).toBe(10);
    expect(within(panel).getByText('Lahore')).toBeTruthy();
    expect(within(panel).getByText('hero title')).toBeTruthy();
    const save = within(panel).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    await user.clear(editor);
    await user.type(editor, '   ');
    expect(save.disabled).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).queryByLabelText('Content')).toBeNull();
  });

  it('keeps the selection when another tab is opened', async () => {
    signedIn();
    history.replaceState(null, '', '/admin#lahore');
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^local seo title/ }));
    await user.type(screen.getByLabelText('Content'), ' edited');
    await user.click(screen.getByRole('tab', { name: 'Home' }));
    expect(((await screen.findByLabelText('Content')) as HTMLTextAreaElement).value).toBe('Local SEO edited');
  });

  it('saves, toasts, clears the selection and refetches the list', async () => {
    let stored = lahore;
    const api = signedIn({
      'GET /api/admin/content/lahore': () => json(200, stored),
      'PUT /api/admin/content/l1': (body) => {
        const { content } = body as { content: string };
        stored = stored.map((entry) => (entry.id === 'l1' ? { ...entry, content } : entry));
        return json(200, stored[0]);
      },
    });
    history.replaceState(null, '', '/admin#lahore');
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^hero title/ }));
    await user.clear(screen.getByLabelText('Content'));
    await user.type(screen.getByLabelText('Content'), 'Top SEO in Lahore');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Content updated')).toBeTruthy();
    expect(screen.getByText('Content has been successfully updated')).toBeTruthy();
    expect(await screen.findByText('Top SEO in Lahore')).toBeTruthy();
    expect(screen.queryByLabelText('Content')).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/admin/content/lahore')).toHaveLength(2);
  });

  it('shows the server sentence when a save fails', async () => {
    signedIn({ 'PUT /api/admin/content/l1': () => json(409, { error: 'Someone else changed this text first' }) });
    history.replaceState(null, '', '/admin#lahore');
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^hero title/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByText('Someone else changed this text first')).toBeTruthy();
  });

  it('seeds an empty page and shows its toast', async () => {
    let seeded = false;
    signedIn({
      'GET /api/admin/content/home': () =>
        json(200, seeded ? [{ id: 'h1', page: 'home', section: 'hero', contentKey: 'main_heading', content: 'Grow', version: 'v1' }] : []),
      'POST /api/admin/seed-content': () => {
        seeded = true;
        return json(200, { added: 1 });
      },
    });
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load Home Content' }));
    expect(await screen.findByText('Content seeded')).toBeTruthy();
    expect(screen.getByText('Home page content has been loaded for editing')).toBeTruthy();
    expect(await screen.findByText('main heading')).toBeTruthy();
  });

  it('shows the server sentence when loading the text fails', async () => {
    signedIn({ 'POST /api/admin/seed-content': () => json(401, { error: 'Please sign in again.' }) });
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load Home Content' }));
    expect(await screen.findByText('Seed failed')).toBeTruthy();
    expect(screen.getByText('Please sign in again.')).toBeTruthy();
  });

  it('asks the server for the next page and shows where the reader is', async () => {
    const firstPage = Array.from({ length: 50 }, (_, i) =>
      lead({ id: `c${79 - i}`, name: `Lead ${79 - i}`, created_at: new Date(Date.UTC(2025, 0, 1, 0, 79 - i)).toISOString() }),
    );
    const secondPage = Array.from({ length: 30 }, (_, i) =>
      lead({ id: `c${29 - i}`, name: `Lead ${29 - i}`, created_at: new Date(Date.UTC(2025, 0, 1, 0, 29 - i)).toISOString() }),
    );
    signedIn({
      'GET /api/contacts?page=1': () => json(200, leadPage(firstPage, { total: 80 })),
      'GET /api/contacts?page=2': () => json(200, leadPage(secondPage, { total: 80, page: 2 })),
    });
    history.replaceState(null, '', '/admin/dashboard/contacts');
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1–50 of 80 submissions')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Contacts (80)' })).toBeTruthy();
    const rows = () => within(screen.getByRole('list', { name: 'Leads, newest first' })).getAllByRole('link');
    expect(rows()).toHaveLength(50);
    expect(rows()[0]!.textContent).toContain('Lead 79');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–80 of 80 submissions')).toBeTruthy();
    expect(rows()).toHaveLength(30);
    expect(window.location.search).toBe('?page=2');
    // Role queries over 80 lead cards take about 5 s of jsdom on a 2-core host: the default 5 s is too tight.
  }, 20_000);

  it('names the screen and the open lead in the tab title', async () => {
    signedIn({});
    history.replaceState(null, '', '/admin/dashboard/contacts/c2');
    render(<AdminDashboard search={searchSetup} />);
    await screen.findByRole('article', { name: 'New Lead' });
    await vi.waitFor(() => expect(document.title).toBe('New Lead · Dashboard · Admin'));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Staff' }));
    await vi.waitFor(() => expect(document.title).toBe('Staff · Admin'));
  });

  it('changes a status and adds a note through the API', async () => {
    const api = signedIn({
      'PATCH /api/contacts/c2': (body) =>
        json(200, { ...lead({ id: 'c2', name: 'New Lead', created_at: '2025-01-01T10:00:00Z' }), ...(body as object) }),
    });
    history.replaceState(null, '', '/admin/dashboard/contacts/c2');
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'New Lead' });
    expect(screen.getByText('2 audit requests, 1 new, newest first.')).toBeTruthy();
    await user.selectOptions(within(card).getByLabelText('Status'), 'contacted');
    await user.type(within(card).getByLabelText('Add a note'), 'Called back');
    await user.click(within(card).getByRole('button', { name: 'Save note' }));
    await vi.waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
        { status: 'contacted' },
        { note: 'Called back' },
      ]),
    );
    expect(
      within(card)
        .getByRole('link', { name: /Reply on WhatsApp/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/923001234567\?text=Hello%20New%20Lead/);
  });

  it('deletes a lead only after the confirmation', async () => {
    const api = signedIn({ 'DELETE /api/contacts/c1': () => new Response(null, { status: 204 }) });
    history.replaceState(null, '', '/admin/dashboard/contacts/c1');
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Old Lead' });
    await user.click(within(card).getByRole('button', { name: 'Delete lead' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/contacts/c1')).toBe(true));
    // Back to the inbox once it is gone.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard/contacts'));
  });

  it('lists one row per lead, newest first; a row opens the full lead at its own address', async () => {
    signedIn();
    history.replaceState(null, '', '/admin/dashboard/contacts');
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Leads, newest first' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/admin/dashboard/contacts/c2', '/admin/dashboard/contacts/c1']);
    for (const text of ['New Lead', 'new.pk', 'Local SEO', 'New', 'Alert sent']) expect(rows[0]!.textContent).toContain(text);
    expect(screen.queryByRole('article')).toBeNull();

    await user.click(rows[0]!);
    expect(window.location.pathname).toBe('/admin/dashboard/contacts/c2');
    const card = await screen.findByRole('article', { name: 'New Lead' });
    expect(within(card).getByRole('link', { name: 'new@example.pk' }).getAttribute('href')).toBe('mailto:new@example.pk');
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');

    // Arrow keys move to the next row and open it.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(list).getAllByRole('link')[1]);
    expect(window.location.pathname).toBe('/admin/dashboard/contacts/c1');
    expect(await screen.findByRole('article', { name: 'Old Lead' })).toBeTruthy();
  });

  it('shows an unknown tab or screen as not found', async () => {
    signedIn();
    history.replaceState(null, '', '/admin/dashboard/nope');
    render(<AdminDashboard search={searchSetup} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    history.replaceState(null, '', '/admin/no-such-screen');
    render(<AdminDashboard search={searchSetup} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a signed-out visitor to the sign-in with the way back', async () => {
    installFakeApi({ 'GET /api/admin/me': () => json(401, { error: 'Please sign in' }) });
    history.replaceState(null, '', '/admin/dashboard/contacts/c2');
    render(<AdminDashboard search={searchSetup} />);
    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/admin/login?next=%2Fadmin%2Fdashboard%2Fcontacts%2Fc2'));
  });

  it('says when there are no subscribers', async () => {
    signedIn();
    history.replaceState(null, '', '/admin/dashboard/newsletters');
    render(<AdminDashboard search={searchSetup} />);
    expect(await screen.findByText('No newsletter subscribers yet.')).toBeTruthy();
  });

  it('logs out: clears the cache and goes to the sign-in', async () => {
    const api = signedIn({ 'POST /api/admin/logout': () => new Response(null, { status: 204 }) });
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/admin/login'));
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/admin/logout')).toBe(true);
  });
});

describe('Search appearance tab', () => {
  const dentalTitle: ContentEntry = {
    id: 'search.dental_seo_title',
    page: 'search',
    section: 'dental_seo',
    contentKey: 'dental_seo_title',
    content: 'Dental SEO That Fills Chairs',
    version: 'v7',
  };

  it('lists every route with its stored or built-in text, rated, and marks shared titles', async () => {
    signedIn({ 'GET /api/admin/content/search': () => json(200, [dentalTitle]) });
    history.replaceState(null, '', '/admin/search-appearance');
    render(<AdminDashboard search={searchSetup} />);
    const dental = await screen.findByRole('listitem', { name: 'Dental SEO (/dental-seo)' });
    expect(within(dental).getByText('Dental SEO That Fills Chairs | Agency')).toBeTruthy();
    expect(within(dental).getByText('Edited')).toBeTruthy();
    expect(within(dental).getAllByText('Built-in')).toHaveLength(1);
    // Descriptions of 120 characters are good; the home title names the brand already.
    expect(within(dental).getAllByText('Good')).toHaveLength(2);
    const home = screen.getByRole('listitem', { name: 'Home (/)' });
    expect(within(home).getByText('Agency: SEO in Pakistan')).toBeTruthy();
  });

  it('counts, rates, previews and warns about a duplicate while typing; saves a first edit as version "unstored"', async () => {
    const api = signedIn({
      'GET /api/admin/content/search': () => json(200, []),
      'PUT /api/admin/content/search.dental_seo_title': (body) =>
        json(200, { ...dentalTitle, content: (body as { content: string }).content, version: 'v1' }),
    });
    history.replaceState(null, '', '/admin/search-appearance');
    render(<AdminDashboard search={searchSetup} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the title of Dental SEO' }));
    const panel = screen.getByRole('complementary', { name: 'Search appearance editor' });
    const field = within(panel).getByLabelText(/^Title/) as HTMLTextAreaElement;
    expect(field.value).toBe('Dental SEO in Pakistan');
    const count = () => panel.querySelector('[data-count="characters"]')!.textContent;
    const rating = () => panel.querySelector('#search-counter [data-rating]')!.textContent;
    const previewTitle = () => panel.querySelector('[data-preview="title"]')!.textContent;
    expect(count()).toBe('22');
    expect(previewTitle()).toBe('Dental SEO in Pakistan | Agency');
    expect(panel.querySelector('[data-preview="url"]')!.textContent).toBe('https://www.example.pk › dental-seo');

    await user.clear(field);
    await user.type(field, 'Short');
    expect(count()).toBe('5');
    expect(rating()).toBe('Too short');
    expect(within(panel).getByRole('alert').textContent).toContain('Title must be at least 10 characters long (it has 5).');
    expect((within(panel).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);

    await user.clear(field);
    await user.type(field, 'agency: seo in pakistan');
    expect(within(panel).getByText(/^Warning: \/ has the same title/)).toBeTruthy();

    await user.clear(field);
    await user.type(field, '  Dental SEO That Fills Chairs ');
    expect(count()).toBe('28');
    expect(rating()).toBe('Good');
    expect(previewTitle()).toBe('Dental SEO That Fills Chairs | Agency');
    expect(within(panel).queryByText(/^Warning:/)).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    // Saved: the editor closes (toasts of earlier tests may still be on screen, so not counted here).
    await vi.waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Search appearance editor' })?.querySelector('textarea') ?? null).toBeNull(),
    );
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/content/search.dental_seo_title');
    expect(put.body).toEqual({ content: '  Dental SEO That Fills Chairs ', version: 'unstored' });
  });
});
