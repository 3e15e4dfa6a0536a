import { describe, expect, it } from 'vitest';
import { sortSearchPages } from './search-view';

const row = (page: string, clicks: number, position: number | null) => ({
  page,
  clicks,
  impressions: 10,
  ctr: null,
  position,
  leads: 0,
  leadsPer100Clicks: null,
});

describe('sortSearchPages', () => {
  it('sorts by a figure either way, pages without it last, ties by page', () => {
    const rows = [row('/b', 3, 4), row('/a', 3, null), row('/c', 9, 2)];
    expect(sortSearchPages(rows, { key: 'clicks', descending: true }).map((each) => each.page)).toEqual(['/c', '/a', '/b']);
    expect(sortSearchPages(rows, { key: 'position', descending: false }).map((each) => each.page)).toEqual(['/c', '/b', '/a']);
    expect(sortSearchPages(rows, { key: 'position', descending: true }).map((each) => each.page)).toEqual(['/b', '/c', '/a']);
  });
});
