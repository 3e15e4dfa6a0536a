import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters } from './activity-filters';

describe('activity filters in the address', () => {
  it('reads every filter and writes it back the same', () => {
    const search = '?actor=amna&action=sign-in.failed&from=2026-01-01&to=2026-01-31&page=3';
    expect(filtersFromSearch(search)).toEqual({ actor: 'amna', action: 'sign-in.failed', from: '2026-01-01', to: '2026-01-31', page: 3 });
    expect(searchFromFilters(filtersFromSearch(search))).toBe(search);
  });
  it('drops what the API would refuse: an unknown action, a malformed date, page 1 or less', () => {
    expect(filtersFromSearch('?action=drop-tables&from=1/1/2026&page=0&actor=%20')).toEqual({
      actor: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
      page: undefined,
    });
    expect(searchFromFilters({ page: 1 })).toBe('');
  });
});
