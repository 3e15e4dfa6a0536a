import { describe, expect, it } from 'vitest';
import { formatMinutes, formatShare, rangeFromSearch, searchFromRange, sortPages, type PageRow } from './growth-view';

const row = (page: string | null, whatsapp: number, leads: number): PageRow => ({
  page,
  taps: { whatsapp, call: 0, email: 0 },
  leads,
  contacted: 0,
  won: 0,
});

describe('the Growth screen', () => {
  const rows = [row('/uk', 1, 5), row('/dental-seo', 4, 0), row('/', 1, 2), row(null, 0, 1)];

  it('sorts pages by a column, ties by name', () => {
    expect(sortPages(rows, { key: 'whatsapp', descending: true }).map((each) => each.page)).toEqual(['/dental-seo', '/', '/uk', null]);
    expect(sortPages(rows, { key: 'leads', descending: false }).map((each) => each.page)).toEqual(['/dental-seo', null, '/', '/uk']);
    expect(sortPages(rows, { key: 'page', descending: false }).map((each) => each.page)).toEqual([null, '/', '/dental-seo', '/uk']);
  });

  it('says durations and shares in words', () => {
    expect(formatMinutes(null)).toBe('–');
    expect(formatMinutes(44.6)).toBe('45 min');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(180)).toBe('3 h');
    expect(formatMinutes(3 * 24 * 60 + 4 * 60 + 10)).toBe('3 d 4 h');
    expect(formatShare(1 / 3)).toBe('33%');
    expect(formatShare(null)).toBe('–');
  });

  it('keeps the range in the address, and ignores what is not a day', () => {
    expect(rangeFromSearch('?from=2026-01-05&to=2026-03-01')).toEqual({ from: '2026-01-05', to: '2026-03-01' });
    expect(rangeFromSearch('?from=yesterday')).toEqual({ from: undefined, to: undefined });
    expect(searchFromRange({ from: '2026-01-05' })).toBe('?from=2026-01-05');
    expect(searchFromRange({})).toBe('');
  });
});
