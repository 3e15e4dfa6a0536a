import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './durations';
import { monthLabel, monthOf, monthsBetween } from './months';

describe('monthsBetween', () => {
  it('lists every month a range of days touches, across the turn of a year', () => {
    expect(monthsBetween('2025-11-20', '2026-02-03')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('gives the one month of a range inside it, and none for a range that ends before it starts', () => {
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    expect(monthsBetween('2026-03-01', '2026-02-28')).toEqual([]);
  });
});

describe('monthOf and monthLabel', () => {
  it('names a day’s month as keys and as people do', () => {
    expect(monthOf('2026-10-09')).toBe('2026-10');
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(monthLabel('2027-01')).toBe('January 2027');
  });
});

describe('durations', () => {
  it('are hours and days in milliseconds', () => {
    expect(HOUR_MS).toBe(60 * 60 * 1000);
    expect(DAY_MS).toBe(86_400_000);
  });
});
