import { describe, expect, it } from 'vitest';
import { pakistanToUtc, utcToPakistan } from './pakistan-time';

describe('Pakistan time ↔ UTC', () => {
  it('takes five hours off a Pakistan time, across midnight and the year', () => {
    expect(pakistanToUtc('2026-12-01T09:30')).toBe('2026-12-01T04:30:00.000Z');
    expect(pakistanToUtc('2027-01-01T03:00')).toBe('2026-12-31T22:00:00.000Z');
  });

  it('adds five hours to a UTC instant, summer and winter alike (no daylight saving)', () => {
    expect(utcToPakistan('2026-12-31T22:00:00.000Z')).toBe('2027-01-01T03:00');
    expect(utcToPakistan('2026-07-01T12:00:00Z')).toBe('2026-07-01T17:00');
  });

  it('round-trips every quarter hour of a day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const local = `2026-03-29T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(utcToPakistan(pakistanToUtc(local)!)).toBe(local);
    }
  });

  it('refuses what is not a real date and time', () => {
    for (const bad of ['', '2026-11-31T10:00', '2026-02-29T10:00', '2026-12-01T24:00', '2026-12-01 09:30', '2026-12-01T09:60']) {
      expect(pakistanToUtc(bad)).toBeNull();
    }
    expect(utcToPakistan('not a date')).toBeNull();
  });
});
