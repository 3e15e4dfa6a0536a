// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '../../../testing-library-setup';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminDashboard from '../../../AdminApp';
import { installFakeApi, json } from '../../../api/fake-api';
import type { Lead, LeadPage } from '../../../api/leads-api';
import type { SearchAppearanceSetup } from '../../../app-context';

/** The inbox's side of lead sources: a lead's source in its detail, and "Add lead" by hand. */
beforeEach(() => history.replaceState(null, '', '/admin/dashboard/contacts'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const search: SearchAppearanceSetup = {
  origin: 'https://www.example.pk',
  brandName: 'Agency',
  routes: [
    { path: '/', kind: 'home', name: 'Home', title: 'Agency', description: 'd'.repeat(120) },
    { path: '/dental-seo', kind: 'industry', name: 'Dental SEO', title: 'Dental SEO', description: 'e'.repeat(120) },
  ],
};

const base: Pick<Lead, 'email' | 'phone' | 'website' | 'service_required' | 'status' | 'rev' | 'events' | 'alert'> = {
  email: '',
  phone: '',
  website: '',
  service_required: '',
  status: 'new',
  rev: 0,
  events: [],
  alert: { state: 'off' },
};

const fromAd: Lead = {
  ...base,
  id: 'f1',
  name: 'Form Lead',
  phone: '0300 1234567',
  created_at: '2025-01-01T10:00:00Z',
  source_page: '/',
  entry: 'form',
  source: {
    page: '/',
    landing_page: '/seo-services-lahore',
    channel: 'paid-search',
    referrer_host: 'www.google.com',
    utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'lhr-q1' },
    ad_click: true,
  },
};

const page = (items: Lead[]): LeadPage => ({
  items,
  page: 1,
  pageSize: 50,
  matching: items.length,
  total: items.length,
  counts: { new: items.length, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0 },
  alerts: { enabled: true },
});

describe('lead sources in the inbox', () => {
  it('shows where a lead came from in its detail', async () => {
    installFakeApi({
      'GET /api/admin/me': () => json(200, { username: 'amna', email: 'amna@example.pk', role: 'admin' }),
      'GET /api/contacts?page=1': () => json(200, page([fromAd])),
      'GET /api/contacts/f1': () => json(200, fromAd),
    });
    history.replaceState(null, '', '/admin/dashboard/contacts/f1');
    render(<AdminDashboard search={search} />);
    const card = await screen.findByRole('article', { name: 'Form Lead' });
    const facts = within(card).getByLabelText('Where it came from');
    const text = facts.textContent ?? '';
    for (const part of [
      'Sent from/',
      'ChannelPaid search',
      'Landing page/seo-services-lahore',
      'Referrerwww.google.com',
      'Campaignlhr-q1',
      'Source / mediumgoogle / cpc',
    ]) {
      expect(text).toContain(part);
    }
    expect(within(card).queryByText('Added by hand')).toBeNull();
  });

  it("names the lead's path as the growth figures count it: landed on, sent from", async () => {
    const moved: Lead = { ...fromAd, source: { ...fromAd.source!, landing_page: '/seo-lahore-old/' } };
    installFakeApi({
      'GET /api/admin/me': () => json(200, { username: 'amna', email: 'amna@example.pk', role: 'sales' }),
      'GET /api/contacts?page=1': () => json(200, page([moved])),
      'GET /api/contacts/f1': () => json(200, moved),
      'GET /api/admin/site-pages': () =>
        json(200, { pages: ['/', '/seo-services-lahore', '/dental-seo'], redirects: { '/seo-lahore-old': '/seo-services-lahore' } }),
    });
    history.replaceState(null, '', '/admin/dashboard/contacts/f1');
    render(<AdminDashboard search={search} />);
    const card = await screen.findByRole('article', { name: 'Form Lead' });
    const facts = within(card).getByLabelText('Where it came from');
    expect(
      await within(facts).findByText('Landed on /seo-services-lahore (the address /seo-lahore-old redirects there), sent from /'),
    ).toBeTruthy();
    expect(facts.textContent).not.toContain('Sent from/');
    expect(facts.textContent).toContain('ChannelPaid search');
  });

  it('links a repeat to the earlier request from the same e-mail or phone', async () => {
    const repeat: Lead = { ...fromAd, id: 'f2', name: 'Repeat Lead', repeat_of: 'f1' };
    installFakeApi({
      'GET /api/admin/me': () => json(200, { username: 'amna', email: 'amna@example.pk', role: 'admin' }),
      'GET /api/contacts?page=1': () => json(200, page([repeat, fromAd])),
      'GET /api/contacts/f2': () => json(200, repeat),
    });
    history.replaceState(null, '', '/admin/dashboard/contacts/f2');
    render(<AdminDashboard search={search} />);
    const card = await screen.findByRole('article', { name: 'Repeat Lead' });
    expect(within(card).getByRole('link', { name: 'an earlier request' }).getAttribute('href')).toBe('/admin/dashboard/contacts/f1');
  });

  it('adds a lead by hand: the choices, the page list, the request, and the new lead opens marked "Added by hand"', async () => {
    const added: Lead = {
      ...base,
      id: 'h1',
      name: 'Usman Ali',
      phone: '0300 7654321',
      created_at: '2025-01-02T10:00:00Z',
      entry: 'whatsapp',
      added_by: 'amna',
      source: { page: '/dental-seo', channel: 'direct', ad_click: false },
      events: [{ kind: 'note', at: '2025-01-02T10:00:00Z', by: 'amna', text: 'Wants a quote' }],
    };
    let stored: Lead[] = [];
    const api = installFakeApi({
      'GET /api/admin/me': () => json(200, { username: 'amna', email: 'amna@example.pk', role: 'admin' }),
      'GET /api/contacts?page=1': () => json(200, page(stored)),
      'POST /api/contacts': () => {
        stored = [added];
        return json(201, added);
      },
      'GET /api/contacts/h1': () => json(200, added),
    });
    render(<AdminDashboard search={search} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add lead' }));
    const form = screen.getByRole('form', { name: 'Add a lead by hand' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['WhatsApp', 'Phone call', 'Walk-in']);
    const pages = within(within(form).getByLabelText('Page it came from (optional)')).getAllByRole('option');
    expect(pages.map((option) => option.getAttribute('value'))).toEqual(['', '/', '/dental-seo', '/insights']);

    // Checked before sending: a way to reach them is needed.
    await user.type(within(form).getByLabelText('Name'), 'Usman Ali');
    await user.click(within(form).getByRole('button', { name: 'Add lead' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please give an e-mail address or a phone number');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Phone or WhatsApp number'), '0300 7654321');
    await user.selectOptions(within(form).getByLabelText('Page it came from (optional)'), '/dental-seo');
    await user.type(within(form).getByLabelText('Note (what they asked for)'), 'Wants a quote');
    await user.click(within(form).getByRole('button', { name: 'Add lead' }));
    await vi.waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        entry: 'whatsapp',
        name: 'Usman Ali',
        email: '',
        phone: '0300 7654321',
        page: '/dental-seo',
        note: 'Wants a quote',
      }),
    );
    const card = await screen.findByRole('article', { name: 'Usman Ali' });
    expect(window.location.pathname).toBe('/admin/dashboard/contacts/h1');
    expect(within(card).getByText('Added by hand')).toBeTruthy();
    expect(within(card).getByLabelText('Where it came from').textContent).toContain('Came in byWhatsApp (added by hand by amna)');
    expect(within(card).getByLabelText('Where it came from').textContent).toContain('Linked page/dental-seo');
    expect(screen.queryByRole('form', { name: 'Add a lead by hand' })).toBeNull();
  });
});

describe('what each role is offered in the inbox', () => {
  it.each([
    ['admin', true],
    ['sales', false],
  ] as const)('%s: Download CSV and Delete lead shown = %s (the server lets only Admins export or delete)', async (role, shown) => {
    installFakeApi({
      'GET /api/admin/me': () => json(200, { username: 'amna', email: 'amna@example.pk', role }),
      'GET /api/contacts?page=1': () => json(200, page([fromAd])),
      'GET /api/contacts/f1': () => json(200, fromAd),
    });
    history.replaceState(null, '', '/admin/dashboard/contacts/f1');
    render(<AdminDashboard search={search} />);
    const card = await screen.findByRole('article', { name: 'Form Lead' });
    expect(screen.getByRole('button', { name: 'Add lead' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' }) !== null).toBe(shown);
    expect(within(card).queryByRole('button', { name: 'Delete lead' }) !== null).toBe(shown);
  });
});
