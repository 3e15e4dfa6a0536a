import { describe, expect, it } from 'vitest';
import type { Lead } from '../api/leads';
import {
  creditedPage,
  landingPageOf,
  landingPath,
  leadPathInWords,
  OTHER_PAGES,
  redirectsIn,
  sentFromOf,
  visitStartOf,
} from './landing-page';

const SITE = {
  pages: ['/', '/dental-seo', '/seo-services-lahore', '/insights', '/insights/new-name'],
  redirects: { '/insights/old-name': '/insights/new-name', '/loop-a': '/loop-b', '/loop-b': '/loop-a' },
};

type LeadPath = Pick<Lead, 'source' | 'source_page' | 'entry'>;
const formLead = (source: Partial<NonNullable<Lead['source']>>): LeadPath => ({
  entry: 'form',
  source: { channel: 'organic-search', ad_click: false, ...source },
});

describe('landingPath', () => {
  it("joins Google's canonical URL and a lead's path on the same path", () => {
    expect(landingPath('https://www.agency.pk/seo-lahore/?utm_source=x#form')).toBe('/seo-lahore');
    expect(landingPath('/seo-lahore')).toBe('/seo-lahore');
    expect(landingPath('https://agency.pk/')).toBe('/');
    expect(landingPath('/')).toBe('/');
    expect(landingPath('/dental-seo.html')).toBe('/dental-seo');
    expect(landingPath('/index.html')).toBe('/');
  });
});

describe("a lead's landing page", () => {
  it('is the first page of the visit, with the form page beside it', () => {
    const lead = formLead({ page: '/', landing_page: '/dental-seo' });
    expect(visitStartOf(lead)).toBe('/dental-seo');
    expect(sentFromOf(lead)).toBe('/');
    expect(landingPageOf(lead, SITE)).toBe('/dental-seo');
    expect(leadPathInWords(lead, SITE)).toBe('Landed on /dental-seo, sent from /');
  });

  it('is the form page when the visit start is not known, home for a form lead stored before pages were kept', () => {
    expect(landingPageOf(formLead({ page: '/seo-services-lahore' }), SITE)).toBe('/seo-services-lahore');
    expect(landingPageOf({ entry: 'form', source_page: '/dental-seo' }, SITE)).toBe('/dental-seo');
    expect(landingPageOf({ entry: 'form' }, SITE)).toBe('/');
  });

  it('is the linked page of a lead added by hand, or none', () => {
    expect(landingPageOf({ entry: 'phone', source: { channel: 'direct', ad_click: false, page: '/dental-seo' } }, SITE)).toBe(
      '/dental-seo',
    );
    const none: LeadPath = { entry: 'walk-in', source: { channel: 'direct', ad_click: false } };
    expect(landingPageOf(none, SITE)).toBeNull();
    expect(leadPathInWords(none, SITE)).toBeNull();
  });

  it('counts a page the site does not have under other pages, and a redirected one where it lands', () => {
    const madeUp = formLead({ page: '/', landing_page: '/wp-login.php' });
    expect(landingPageOf(madeUp, SITE)).toBe(OTHER_PAGES);
    expect(leadPathInWords(madeUp, SITE)).toBe('Landed on /wp-login.php, not a page of the site (counted under other pages), sent from /');
    const moved = formLead({ page: '/', landing_page: '/insights/old-name/' });
    expect(landingPageOf(moved, SITE)).toBe('/insights/new-name');
    expect(leadPathInWords(moved, SITE)).toBe('Landed on /insights/new-name (the address /insights/old-name redirects there), sent from /');
    expect(creditedPage('/loop-a', SITE)).toBe(OTHER_PAGES);
    expect(creditedPage('/admin/growth', SITE)).toBe(OTHER_PAGES);
    expect(creditedPage(null, SITE)).toBeNull();
  });
});

describe('redirectsIn', () => {
  it("keeps a _redirects file's moves between pages of the site, not rewrites, splats or other sites", () => {
    const text = [
      '# comment',
      '/admin/*  /admin  200',
      '/old-page  /dental-seo',
      '/older/  /seo-services-lahore  302',
      '/gone  https://elsewhere.example/  301',
      '/blog/:slug  /insights/:slug  301',
      '/forced  /insights  301!',
    ].join('\n');
    expect(redirectsIn(text)).toEqual({ '/old-page': '/dental-seo', '/older': '/seo-services-lahore', '/forced': '/insights' });
  });
});
