import { describe, expect, it } from 'vitest';
import type { Lead, LeadEvent, LeadStatus } from '../../lib/api/leads';
import { pakistanDay } from '../../lib/time/pakistan-time';
import { weekOf } from '../../lib/time/calendar-days';
import { creditLeads, growthFigures, lastTwelveWeeks, leadFactsOf, type TapDay } from './figures';

// A seeded fixture: every number below was worked out by hand from it.
const NOW = Date.parse('2026-03-18T10:00:00Z'); // Wednesday 15:00 in Pakistan
const MINUTE = 60_000;

function lead(
  id: string,
  createdAt: string,
  fields: Partial<Lead>,
  changes: [minutesAfter: number, from: LeadStatus, to: LeadStatus][] = [],
): Lead {
  const created = Date.parse(createdAt);
  const events: LeadEvent[] = changes.map(([after, from, to]) => ({
    kind: 'status',
    at: new Date(created + after * MINUTE).toISOString(),
    by: 'owner',
    from,
    to,
  }));
  return {
    id,
    name: 'Someone',
    email: 'someone@example.pk',
    phone: '',
    website: '',
    service_required: '',
    created_at: createdAt,
    status: changes.at(-1)?.[2] ?? 'new',
    rev: changes.length,
    events,
    alert: { state: 'off' },
    entry: 'form',
    ...fields,
  };
}

const paid = (page: string, campaign?: string) => ({
  source: { channel: 'paid-search' as const, page, ad_click: true, ...(campaign && { utm: { utm_campaign: campaign } }) },
});

const LEADS = [
  // Monday 00:30 in Pakistan, though still Sunday in UTC: this week. Contacted after 30 min, won later.
  lead('L1', '2026-03-15T19:30:00Z', paid('/seo-services-lahore', 'lhr-q1'), [
    [30, 'new', 'contacted'],
    [2 * 24 * 60, 'contacted', 'won'],
  ]),
  // Sunday 23:59 in Pakistan: last week. Lost first (not a contact), contacted 3 hours after it came.
  lead('L2', '2026-03-15T18:59:00Z', { source: { channel: 'organic-search', page: '/dental-seo', ad_click: false } }, [
    [10, 'new', 'lost'],
    [180, 'lost', 'contacted'],
  ]),
  // Stored before sources were kept, with no page: Direct, home.
  lead('L3', '2026-03-10T05:00:00Z', {}),
  // Spam: counted nowhere but "spam, set aside".
  lead('L4', '2026-03-10T06:00:00Z', { source: { channel: 'social', page: '/dental-seo', ad_click: false } }, [[1, 'new', 'spam']]),
  // Qualified after 45 minutes (a contact), then lost.
  lead('L5', '2026-02-02T09:00:00Z', paid('/dental-seo', 'lhr-q1'), [
    [45, 'new', 'qualified'],
    [600, 'qualified', 'lost'],
  ]),
  // Added by hand after a phone call, linked to no page; contacted after 2 hours.
  lead('L6', '2026-03-17T12:00:00Z', { entry: 'phone', source: { channel: 'direct', ad_click: false } }, [[120, 'new', 'contacted']]),
  // Sunday 28 December in Pakistan: the day before the range starts.
  lead('L7', '2025-12-28T12:00:00Z', paid('/dental-seo'), [[5, 'new', 'won']]),
  // 00:30 on Monday 29 December in Pakistan: the range's first minutes. An old lead with only source_page.
  lead('L8', '2025-12-28T19:30:00Z', { source_page: '/seo-services-karachi' }),
];

const TAPS: TapDay[] = [
  { day: '2026-03-16', pages: { '/dental-seo': { whatsapp: 3, call: 1, email: 0 }, '/': { whatsapp: 0, call: 0, email: 1 } } },
  { day: '2026-03-15', pages: { '/dental-seo': { whatsapp: 2, call: 0, email: 0 } } },
  { day: '2025-12-28', pages: { '/dental-seo': { whatsapp: 100, call: 0, email: 0 } } },
  { day: '2026-03-18', pages: { '/insights/lahore-google-map-pack': { whatsapp: 0, call: 2, email: 0 } } },
];

const PAGES = ['/', '/seo-services-lahore', '/dental-seo', '/seo-services-karachi', '/seo-for-saas'];

const figures = () => growthFigures({ ...lastTwelveWeeks(NOW), leads: LEADS.map((each) => leadFactsOf(each)), taps: TAPS, pages: PAGES });

const zeroChannels = { 'paid-search': 0, 'organic-search': 0, 'ai-assistant': 0, social: 0, email: 0, referral: 0, direct: 0 };
const noTaps = { whatsapp: 0, call: 0, email: 0 };

describe('Pakistan-time days and weeks', () => {
  it('puts an instant in its Pakistan day and a day in its Monday-to-Sunday week', () => {
    expect(pakistanDay(Date.parse('2026-03-15T18:59:59Z'))).toBe('2026-03-15');
    expect(pakistanDay(Date.parse('2026-03-15T19:00:00Z'))).toBe('2026-03-16');
    expect(weekOf('2026-03-15')).toBe('2026-03-09');
    expect(weekOf('2026-03-16')).toBe('2026-03-16');
    expect(weekOf('2026-03-22')).toBe('2026-03-16');
  });

  it('takes the last 12 weeks as this week and the 11 before it, up to today', () => {
    expect(lastTwelveWeeks(NOW)).toEqual({ from: '2025-12-29', to: '2026-03-18' });
  });
});

describe('growth figures of the seeded fixture', () => {
  it('counts leads per channel and taps per week, weeks cut at Monday 00:00 Pakistan time', () => {
    const { weeks } = figures();
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week: '2025-12-29', leads: { ...zeroChannels, direct: 1 }, taps: noTaps });
    expect(weeks.find((week) => week.week === '2026-02-02')).toEqual({
      week: '2026-02-02',
      leads: { ...zeroChannels, 'paid-search': 1 },
      taps: noTaps,
    });
    expect(weeks.at(-2)).toEqual({
      week: '2026-03-09',
      leads: { ...zeroChannels, 'organic-search': 1, direct: 1 },
      taps: { whatsapp: 2, call: 0, email: 0 },
    });
    expect(weeks.at(-1)).toEqual({
      week: '2026-03-16',
      leads: { ...zeroChannels, 'paid-search': 1, direct: 1 },
      taps: { whatsapp: 3, call: 3, email: 1 },
    });
    const totalLeads = weeks.reduce((sum, week) => sum + Object.values(week.leads).reduce((a, b) => a + b, 0), 0);
    expect(totalLeads).toBe(6);
  });

  it('gives every page a row, zero rows included, with taps by kind and how far its leads got', () => {
    const rows = Object.fromEntries(figures().pages.map((row) => [String(row.page), row]));
    expect(Object.keys(rows)).toEqual([...PAGES, 'null', '/insights/lahore-google-map-pack']);
    expect(rows['/dental-seo']).toEqual({ page: '/dental-seo', taps: { whatsapp: 5, call: 1, email: 0 }, leads: 2, contacted: 2, won: 0 });
    expect(rows['/seo-services-lahore']).toEqual({ page: '/seo-services-lahore', taps: noTaps, leads: 1, contacted: 1, won: 1 });
    expect(rows['/']).toEqual({ page: '/', taps: { whatsapp: 0, call: 0, email: 1 }, leads: 1, contacted: 0, won: 0 });
    expect(rows['/seo-services-karachi']).toEqual({ page: '/seo-services-karachi', taps: noTaps, leads: 1, contacted: 0, won: 0 });
    expect(rows['/seo-for-saas']).toEqual({ page: '/seo-for-saas', taps: noTaps, leads: 0, contacted: 0, won: 0 });
    expect(rows.null).toEqual({ page: null, taps: noTaps, leads: 1, contacted: 1, won: 0 });
    expect(rows['/insights/lahore-google-map-pack']!.taps).toEqual({ whatsapp: 0, call: 2, email: 0 });
  });

  it('tables channels (every one, zero rows included) and campaigns', () => {
    const { channels, campaigns } = figures();
    expect(channels).toEqual([
      { channel: 'paid-search', leads: 2, contacted: 2, won: 1 },
      { channel: 'organic-search', leads: 1, contacted: 1, won: 0 },
      { channel: 'ai-assistant', leads: 0, contacted: 0, won: 0 },
      { channel: 'social', leads: 0, contacted: 0, won: 0 },
      { channel: 'email', leads: 0, contacted: 0, won: 0 },
      { channel: 'referral', leads: 0, contacted: 0, won: 0 },
      { channel: 'direct', leads: 3, contacted: 1, won: 0 },
    ]);
    expect(campaigns).toEqual([{ campaign: 'lhr-q1', leads: 2, contacted: 2, won: 1 }]);
  });

  it('gives the funnel with Lost and Spam set aside, and the time to first contact', () => {
    const { funnel, firstContact } = figures();
    expect(funnel).toEqual({ new: 6, contacted: 4, won: 1, lost: 1, spam: 1 });
    // First contacts after 30, 45, 120 and 180 minutes.
    expect(firstContact).toEqual({ contacted: 4, medianMinutes: 82.5, p90Minutes: 180, withinHourShare: 2 / 6 });
  });

  it('answers a chosen range, and an empty one with no averages', () => {
    const week = growthFigures({
      from: '2026-03-16',
      to: '2026-03-22',
      leads: LEADS.map((each) => leadFactsOf(each)),
      taps: TAPS,
      pages: PAGES,
    });
    expect(week.weeks.map((each) => each.week)).toEqual(['2026-03-16']);
    expect(week.funnel).toEqual({ new: 2, contacted: 2, won: 1, lost: 0, spam: 0 });
    const empty = growthFigures({
      from: '2024-01-01',
      to: '2024-01-07',
      leads: LEADS.map((each) => leadFactsOf(each)),
      taps: TAPS,
      pages: PAGES,
    });
    expect(empty.funnel.new).toBe(0);
    expect(empty.firstContact).toEqual({ contacted: 0, medianMinutes: null, p90Minutes: null, withinHourShare: null });
    expect(empty.pages.every((row) => row.leads === 0)).toBe(true);
  });
});

describe('which page a lead counts for', () => {
  const SITE = { pages: PAGES, redirects: { '/dental-seo-old': '/dental-seo' } };
  const visit = (id: string, landing: string) =>
    lead(id, '2026-03-17T08:00:00Z', { source: { channel: 'organic-search', page: '/', landing_page: landing, ad_click: false } });

  it('files the first page of the visit, and counts it as the site has it', () => {
    expect(leadFactsOf(visit('V1', '/dental-seo/'))).toMatchObject({ page: '/dental-seo', version: 2 });
    const leads = creditLeads(
      [visit('V1', '/dental-seo'), visit('V2', '/dental-seo-old'), visit('V3', '/made-up'), ...LEADS].map((each) => leadFactsOf(each)),
      SITE,
    );
    const { pages, channels, funnel } = growthFigures({ ...lastTwelveWeeks(NOW), leads, taps: [], pages: PAGES });
    const rows = Object.fromEntries(pages.map((row) => [String(row.page), row.leads]));
    // Two more for /dental-seo (one through its old address), none more for /, the made-up path under other pages.
    expect(rows).toMatchObject({ '/dental-seo': 4, '/': 1, 'other-pages': 1 });
    expect(Object.keys(rows)).not.toContain('/made-up');
    expect(channels.find((row) => row.channel === 'organic-search')!.leads).toBe(4);
    expect(funnel.new).toBe(9);
  });
});
