import { describe, expect, it } from 'vitest';
import { emailHref, leadWhatsappHref, phoneHref, websiteHref } from './links';

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

describe('WhatsApp replies to a lead', () => {
  it('goes to Pakistani numbers as people type them, in the international form (src/lib/contact/phone.ts, as the audit’s reply)', () => {
    const number = (phone: string) => leadWhatsappHref({ name: 'Ayesha', phone, service_required: '' })?.split('?')[0];
    for (const phone of ['0300 1234567', '+92 300 123-4567', '0092 300 1234567', '300 1234567']) {
      expect(number(phone)).toBe('https://wa.me/923001234567');
    }
    // Another country's number, or a mobile a digit short: no button, as the audit's reply has no link.
    for (const phone of ['12345', '', '+44 20 7946 0958', '0300 12345']) expect(number(phone)).toBeUndefined();
  });

  it('prefills the name and the service asked about', () => {
    const href = leadWhatsappHref({ name: 'Ayesha', phone: '0300 1234567', service_required: 'Local SEO' });
    expect(href).toBe(
      `https://wa.me/923001234567?text=${encodeURIComponent('Hello Ayesha, thank you for your free SEO audit request about Local SEO.')}`,
    );
    expect(leadWhatsappHref({ name: 'Ayesha', phone: '', service_required: '' })).toBeUndefined();
  });
});
