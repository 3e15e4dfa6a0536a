import { describe, expect, it } from 'vitest';
import { telHref, unbreakablePhone } from './phone';

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
