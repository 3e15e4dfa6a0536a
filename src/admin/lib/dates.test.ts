import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatLocalDateTime, newestFirst } from './dates';

describe('local dates', () => {
  it('formats date-time and date in the given locale', () => {
    const iso = '2025-03-14T09:05:00.000Z';
    expect(formatLocalDateTime(iso, 'en-GB')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    );
    expect(formatLocalDate(iso, 'en-GB')).toMatch(/2025/);
  });

  it('shows an unreadable date as it came', () => {
    expect(formatLocalDateTime('not a date')).toBe('not a date');
  });
});

describe('newestFirst', () => {
  it('sorts by date, newest first, unreadable dates last, without changing the input', () => {
    const rows = [
      { id: 'old', at: '2024-01-01T00:00:00Z' },
      { id: 'bad', at: 'x' },
      { id: 'new', at: '2025-01-01T00:00:00Z' },
    ];
    expect(newestFirst(rows, (row) => row.at).map((row) => row.id)).toEqual(['new', 'old', 'bad']);
    expect(rows[0]!.id).toBe('old');
  });
});
