import { describe, expect, it } from 'vitest';
import { emailHref, phoneHref, websiteHref } from './links';

describe('contact links', () => {
  it('links e-mail addresses and phone numbers', () => {
    expect(emailHref('lead@example.pk')).toBe('mailto:lead@example.pk');
    expect(phoneHref('+92 300 123-4567')).toBe('tel:+923001234567');
  });

  it('links websites with or without a scheme', () => {
    expect(websiteHref('shop.pk')).toBe('https://shop.pk/');
    expect(websiteHref('http://www.shop.pk/products')).toBe('http://www.shop.pk/products');
  });

  it('leaves anything else as text', () => {
    expect(emailHref('not an address')).toBeUndefined();
    expect(emailHref('')).toBeUndefined();
    expect(phoneHref('call me')).toBeUndefined();
    expect(websiteHref('javascript:alert(1)')).toBeUndefined();
    expect(websiteHref('JaVaScRiPt:alert(1)//x.pk')).toBeUndefined();
    expect(websiteHref('data:text/html,hi')).toBeUndefined();
    expect(websiteHref('localhost')).toBeUndefined();
    expect(websiteHref('')).toBeUndefined();
  });
});
