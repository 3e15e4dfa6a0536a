import { describe, expect, it } from 'vitest';
import { touchOf, visitSource } from './visit-source';

const SITE = 'https://www.agency.test';

describe('visitSource: what the audit form sends about the visit', () => {
  it('a visit that started on the form page: its own address and external referrer host, nothing stored', () => {
    const where = {
      href: `${SITE}/?utm_source=google&utm_medium=cpc&utm_campaign=lhr-q1&gclid=abc123&x=1`,
      referrer: 'https://www.google.com/search?q=seo+lahore',
    };
    expect(visitSource(where, undefined)).toEqual({
      landing_page: '/',
      referrer_host: 'www.google.com',
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'lhr-q1' },
      ad_click: true,
    });
  });

  it('a later page without consent: only the same-site page the visitor came from', () => {
    const where = { href: `${SITE}/#contact`, referrer: `${SITE}/seo-services-lahore?utm_source=google` };
    expect(visitSource(where, undefined)).toEqual({ previous_page: '/seo-services-lahore' });
  });

  it('with consent: the stored first touch, and the page the visitor came from', () => {
    const stored = touchOf({ href: `${SITE}/seo-services-lahore?utm_source=google&utm_medium=cpc&utm_campaign=lhr-q1`, referrer: '' });
    const where = { href: `${SITE}/`, referrer: `${SITE}/seo-services-lahore` };
    expect(visitSource(where, stored)).toEqual({
      landing_page: '/seo-services-lahore',
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'lhr-q1' },
      ad_click: false,
      previous_page: '/seo-services-lahore',
    });
  });

  it('an unreadable referrer is no referrer', () => {
    expect(visitSource({ href: `${SITE}/`, referrer: 'not a url' }, undefined)).toEqual({ landing_page: '/', ad_click: false });
  });
});
