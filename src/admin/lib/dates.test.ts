import { describe, expect, it } from 'vitest';
import { formatPktDate, formatPktDateTime, formatPktTime, newestFirst } from './dates';

describe('dates and times in Pakistan time, labelled', () => {
  // 21:05 UTC on 14 March is 02:05 on 15 March in Pakistan (UTC+5): whatever zone this machine is in.
  const iso = '2025-03-14T21:05:00.000Z';

  it('shows the date and time in Pakistan, with PKT after the time', () => {
    expect(formatPktDateTime(iso, 'en-GB')).toBe('15 Mar 2025, 02:05 PKT');
    expect(formatPktTime(iso, 'en-GB')).toBe('02:05 PKT');
  });

  it("gives Pakistan's day for a date alone", () => {
    expect(formatPktDate(iso, 'en-GB')).toBe('15 Mar 2025');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatPktDateTime('not a date')).toBe('not a date');
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
