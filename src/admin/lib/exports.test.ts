import { describe, expect, it } from 'vitest';
import type { LeadExportRow } from '../api/leads-api';
import { leadCsvColumns } from './exports';

const SITE = { pages: ['/', '/dental-seo'], redirects: { '/dental-old': '/dental-seo' } };

const row = (source: LeadExportRow['source']): LeadExportRow => ({
  id: 'L1',
  name: 'Lead',
  email: 'lead@example.pk',
  phone: '',
  website: '',
  service_required: '',
  created_at: '2026-03-17T08:00:00Z',
  status: 'new',
  rev: 0,
  events: [],
  alert: { state: 'off' },
  entry: 'form',
  audit: null,
  ...(source && { source }),
});

const cells = (lead: LeadExportRow) => {
  const columns = leadCsvColumns(SITE);
  const value = (header: string) => columns.find((column) => column.header === header)!.value(lead);
  return { page: value('Page'), landing: value('Landing page') };
};

describe("the leads' export", () => {
  it('gives the landing page the growth figures count a lead for, beside the page its form was sent from', () => {
    expect(cells(row({ channel: 'organic-search', ad_click: false, page: '/', landing_page: '/dental-seo' }))).toEqual({
      page: '/',
      landing: '/dental-seo',
    });
    expect(cells(row({ channel: 'organic-search', ad_click: false, page: '/', landing_page: '/dental-old' })).landing).toBe('/dental-seo');
    expect(cells(row({ channel: 'direct', ad_click: false, page: '/', landing_page: '/no-such-page' })).landing).toBe(
      'Other pages (not on the site)',
    );
    expect(cells(row({ channel: 'direct', ad_click: false, page: '/dental-seo' }))).toEqual({
      page: '/dental-seo',
      landing: '/dental-seo',
    });
    expect(cells(row(undefined))).toEqual({ page: '/', landing: '/' });
  });
});
