import { describe, expect, it } from 'vitest';
import { findPkPhones, normalisePkPhone, phoneKey, telHref, unbreakablePhone } from './phone';

describe('unbreakablePhone', () => {
  it('keeps the digits of a spaced number together', () => {
    expect(unbreakablePhone('+92 300 0000000')).toBe('+92\u00a0300\u00a00000000');
  });

  it('turns hyphens into non-breaking hyphens', () => {
    expect(unbreakablePhone('0300-123-4567')).toBe('0300\u2011123\u20114567');
  });

  it('leaves no ordinary space or hyphen behind', () => {
    expect(unbreakablePhone('+44 20 7946-0000')).not.toMatch(/[ -]/);
  });
});

describe('telHref', () => {
  it('dials the digits with a leading plus', () => {
    expect(telHref('92 300-0000000')).toBe('tel:+923000000000');
  });
});

/**
 * The one rule for Pakistani numbers, with the cases of the three rules it
 * replaces: the audit's (page checks and WhatsApp reply), the lead screen's
 * WhatsApp button, and the lead repeat check's.
 */
describe('normalisePkPhone', () => {
  it.each([
    // The audit's.
    ['0300 1234567', '923001234567'],
    ['0300-1234567', '923001234567'],
    ['+92 300 1234567', '923001234567'],
    ['+92 (300) 123-4567', '923001234567'],
    ['0092 300 1234567', '923001234567'],
    ['92 3001234567', '923001234567'],
    ['923001234567', '923001234567'],
    ['042 35761234', '924235761234'],
    ['021-34567890', '922134567890'],
    // The lead screen's.
    ['+92 300 123-4567', '923001234567'],
    ['300 1234567', '923001234567'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normalisePkPhone(raw)).toBe(expected);
  });

  it.each(['12345', '', '+44 20 7946 0958', '0300 12345', '0300 12345678', 'call me', '2024 2025'])('refuses %j', (raw) => {
    expect(normalisePkPhone(raw)).toBeNull();
  });

  it('gives the numbers that were a WhatsApp link on the lead and null in the audit’s reply one answer', () => {
    // The lead screen linked another country's number and a mobile a digit short or long; the audit's reply refused them
    // and refused a mobile typed without its 0, which the lead screen linked.
    expect(['+44 20 7946 0958', '0300 12345', '0300 12345678', '300 1234567'].map(normalisePkPhone)).toEqual([
      null,
      null,
      null,
      '923001234567',
    ]);
  });
});

describe('findPkPhones', () => {
  it('finds the numbers written in a text, normalised, once each', () => {
    expect(findPkPhones('Call 0300-1234567 or +92 300 1234567, office (042) 3576 1234.')).toEqual(['923001234567', '924235761234']);
  });

  it('counts only numbers written with their 0 or country code: a bare ten-digit run is as likely an order number', () => {
    expect(findPkPhones('Order 3001234567 shipped in 2024 2025')).toEqual([]);
  });
});

describe('phoneKey (the lead repeat check)', () => {
  it('makes the writings of one Pakistani number one key', () => {
    expect(new Set(['+92 300 1234567', '0300-1234567', '923001234567', '300 1234567'].map(phoneKey))).toEqual(new Set(['923001234567']));
  });

  it('keeps another country’s digits, the same with + or 00', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('0044 20 7946 0958')).toBe('442079460958');
  });

  it('has no key for fewer than seven digits', () => {
    expect(phoneKey('12345')).toBeNull();
    expect(phoneKey('')).toBeNull();
  });
});
