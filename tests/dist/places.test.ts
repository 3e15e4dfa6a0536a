import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { DIST, jsonLdOf, loadPage, metaContent } from './dist-helpers';
import { lahoreDefaults } from '../../src/data/editable/lahore';

/**
 * The nine city and country pages as a visitor and a search engine get them:
 * built HTML, read without the data modules, checked against the spec.
 */

const CITY_ROUTES = ['/seo-services-lahore', '/seo-services-islamabad', '/seo-services-karachi', '/seo-services-sialkot'];
const COUNTRY_ROUTES = ['/us', '/ca', '/uk', '/uae', '/au'];
const ALL = [...CITY_ROUTES, ...COUNTRY_ROUTES];

/** Where each city is (independent of the page data), to 0.1°. */
const CITY_GEO: Record<string, { city: string; latitude: number; longitude: number }> = {
  '/seo-services-lahore': { city: 'Lahore', latitude: 31.52, longitude: 74.36 },
  '/seo-services-islamabad': { city: 'Islamabad', latitude: 33.68, longitude: 73.05 },
  '/seo-services-karachi': { city: 'Karachi', latitude: 24.86, longitude: 67.0 },
  '/seo-services-sialkot': { city: 'Sialkot', latitude: 32.49, longitude: 74.52 },
};
const COUNTRY_AREA: Record<string, string> = {
  '/us': 'United States',
  '/ca': 'Canada',
  '/uk': 'United Kingdom',
  '/uae': 'United Arab Emirates',
  '/au': 'Australia',
};

const mainOf = (doc: HTMLElement) => {
  const main = doc.querySelector('main');
  if (!main) throw new Error('page has no <main>');
  return main;
};
/** Visible words with whitespace collapsed. */
const textOf = (el: HTMLElement) => el.textContent.replace(/\s+/g, ' ').trim();
/** Every figure shown as value + label (dt/dd pairs). */
const figuresOf = (doc: HTMLElement) =>
  mainOf(doc)
    .querySelectorAll('dd')
    .map((dd) => {
      const dt = dd.parentNode?.querySelector('dt');
      if (!dt) throw new Error(`figure "${textOf(dd)}" has no label`);
      return { value: textOf(dd), label: textOf(dt) };
    });
const hasFigure = (doc: HTMLElement, value: string, label: RegExp) =>
  figuresOf(doc).some((f) => f.value === value && label.test(f.label));
const chatLinksIn = (el: HTMLElement) => el.querySelectorAll('a[href^="https://wa.me/"]');
const prefilledText = (a: HTMLElement) => new URL(a.getAttribute('href')!).searchParams.get('text');
const recordOfType = (doc: HTMLElement, types: string[]) => jsonLdOf(doc).find((r) => types.includes(String(r['@type'])));

describe.each(ALL)('%s: metadata', (route) => {
  const doc = loadPage(route);
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';

  it('has a title, description, keywords and a canonical equal to its route', () => {
    expect(doc.querySelector('title')?.textContent.length).toBeGreaterThan(15);
    expect(metaContent(doc, 'description')?.length).toBeGreaterThanOrEqual(50);
    expect(metaContent(doc, 'keywords')?.split(',').length).toBeGreaterThanOrEqual(3);
    expect(new URL(canonical).pathname).toBe(route);
    expect(metaContent(doc, 'robots')).toBe('index, follow');
  });

  it('has breadcrumbs Home → this page', () => {
    const crumbs = jsonLdOf(doc).find((r) => r['@type'] === 'BreadcrumbList');
    const items = crumbs?.itemListElement as { position: number; name: string; item: string }[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ position: 1, name: 'Home' });
    expect(new URL(items[0]!.item).pathname).toBe('/');
    expect(new URL(items[1]!.item).href).toBe(canonical);
    expect(items[1]!.name.length).toBeGreaterThan(3);
  });

  it('has one h1 and headings that never skip a level', () => {
    const levels = doc.querySelectorAll('h1, h2, h3, h4, h5, h6').map((h) => Number(h.tagName[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });

  it('shows the honest claims: 3-6 months, 6-12 months, no guaranteed rankings', () => {
    const text = textOf(mainOf(doc));
    expect(text).toContain('initial results in 3-6 months');
    expect(text).toMatch(/Significant results[^.]*6-12 months/);
    expect(text).toContain('We do not offer guaranteed rankings');
  });

  it('is static: no "Loading...", no script of its own, at most 20 KB gzipped with its CSS inline', () => {
    const html = readFileSync(join(DIST, `${route.slice(1)}.html`));
    expect(html.toString()).not.toMatch(/Loading\.\.\./);
    // The layout's scripts (menu closer, newsletter island, analytics) are on the 404 page too; anything more is this page's own.
    const scripts = (d: HTMLElement) => d.querySelectorAll('script:not([type="application/ld+json"])').length;
    expect(scripts(doc)).toBe(scripts(loadPage('/404')));
    expect(gzipSync(html).length).toBeLessThanOrEqual(20 * 1000);
  });

  it('ends with a contact section: chat in a new tab, phone and e-mail', () => {
    const contact = doc.querySelector('#contact');
    expect(contact?.tagName).toBe('SECTION');
    expect(contact!.querySelector('h2')).not.toBeNull();
    const [chat] = chatLinksIn(contact!);
    expect(chat?.getAttribute('target')).toBe('_blank');
    expect(chat?.getAttribute('rel')).toContain('noopener');
    expect(contact!.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(contact!.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });
});

describe.each(CITY_ROUTES)('%s: city record', (route) => {
  it('is a LocalBusiness or ProfessionalService at the city’s coordinates', () => {
    const expected = CITY_GEO[route]!;
    const record = recordOfType(loadPage(route), ['LocalBusiness', 'ProfessionalService']);
    expect(record).toBeDefined();
    const geo = record!.geo as { '@type': string; latitude: number; longitude: number };
    expect(geo['@type']).toBe('GeoCoordinates');
    expect(Math.abs(geo.latitude - expected.latitude)).toBeLessThan(0.1);
    expect(Math.abs(geo.longitude - expected.longitude)).toBeLessThan(0.1);
    expect(record!.areaServed).toBe(expected.city);
    expect(record!.address).toMatchObject({ addressLocality: expected.city, addressCountry: 'PK' });
  });
});

describe.each(COUNTRY_ROUTES)('%s: country record and buttons', (route) => {
  const doc = loadPage(route);

  it('is a LocalBusiness serving the country', () => {
    const record = recordOfType(doc, ['LocalBusiness']);
    expect(record?.areaServed).toBe(COUNTRY_AREA[route]);
  });

  it('opens the chat in a new tab with no prefilled text from every button', () => {
    const links = chatLinksIn(mainOf(doc));
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      expect(prefilledText(link)).toBeNull();
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });
});

describe('city figures and buttons', () => {
  it('Islamabad: 150% traffic growth in 6 months, 200+ clients, 5+ years; hero buttons go to #contact', () => {
    const doc = loadPage('/seo-services-islamabad');
    expect(hasFigure(doc, '150%', /traffic growth in 6 months/)).toBe(true);
    expect(hasFigure(doc, '200+', /clients/)).toBe(true);
    expect(hasFigure(doc, '5+', /years/)).toBe(true);
    const hero = mainOf(doc).querySelector('section')!;
    const buttons = hero.querySelectorAll('a').map((a) => [textOf(a), a.getAttribute('href')]);
    expect(buttons).toEqual([
      ['Start Your SEO Journey', '#contact'],
      ['Learn More', '#contact'],
    ]);
    for (const link of chatLinksIn(mainOf(doc))) expect(prefilledText(link)).toMatch(/Islamabad/);
  });

  it('Karachi: every spec figure and the first-month-free guarantee', () => {
    const doc = loadPage('/seo-services-karachi');
    expect(hasFigure(doc, '75%', /never .*page/)).toBe(true);
    expect(hasFigure(doc, '200%', /traffic in 3 months/)).toBe(true);
    expect(hasFigure(doc, '150%', /more .*inquiries/)).toBe(true);
    expect(hasFigure(doc, '300+', /leads a month|monthly leads/)).toBe(true);
    expect(hasFigure(doc, '7+', /years/)).toBe(true);
    expect(hasFigure(doc, '150+', /businesses/)).toBe(true);
    expect(hasFigure(doc, '15', /positions .*90 days/)).toBe(true);
    expect(hasFigure(doc, '120%', /spike/)).toBe(true);
    expect(hasFigure(doc, '50+', /bookings a week|weekly bookings/)).toBe(true);
    expect(textOf(mainOf(doc))).toMatch(/restaurant/i);
    const guarantee = doc.querySelector('#guarantee');
    expect(guarantee?.querySelector('h2')?.textContent).toBe('Our First-Month-Free Guarantee');
    expect(textOf(guarantee!)).toContain('Your first month of SEO work with us is free');
  });

  it('only Karachi makes the first-month-free guarantee', () => {
    for (const route of ALL.filter((r) => r !== '/seo-services-karachi')) {
      expect(textOf(mainOf(loadPage(route))), route).not.toMatch(/first[- ]month[- ]free/i);
    }
  });

  it('Sialkot: 6 years serving the city', () => {
    expect(hasFigure(loadPage('/seo-services-sialkot'), '6 years', /serving Sialkot/)).toBe(true);
  });

  it('Lahore opens the chat with no prefilled text; Karachi and Sialkot name the city or ask for an audit/report', () => {
    const lahore = chatLinksIn(mainOf(loadPage('/seo-services-lahore')));
    expect(lahore.length).toBeGreaterThanOrEqual(2);
    for (const link of lahore) expect(prefilledText(link)).toBeNull();
    for (const [route, city] of [['/seo-services-karachi', 'Karachi'], ['/seo-services-sialkot', 'Sialkot']] as const) {
      const links = chatLinksIn(mainOf(loadPage(route)));
      expect(links.length, route).toBeGreaterThanOrEqual(2);
      for (const link of links) {
        expect(prefilledText(link), route).toContain(city);
        expect(prefilledText(link), route).toMatch(/audit|report/);
      }
    }
  });

  it('city text comes from the built-in editable defaults (spec 3 keys for Lahore and Islamabad)', () => {
    // The test build's snapshot edits Lahore's hero title (tests/dist/content.test.ts); the rest is default text.
    expect(textOf(loadPage('/seo-services-lahore').querySelector('#overview h2')!)).toBe(
      lahoreDefaults.find((entry) => entry.contentKey === 'overview_title')!.content,
    );
    expect(textOf(loadPage('/seo-services-islamabad').querySelector('h1')!)).toBe('SEO Services in Islamabad for Businesses Ready to Grow');
  });
});

describe('country lists', () => {
  const tiles = (route: string) => loadPage(route).querySelectorAll('#locations li').map(textOf);

  it('/us shows 52 tiles: the 50 states, Washington D.C. and Puerto Rico', () => {
    const us = tiles('/us');
    expect(us).toHaveLength(52);
    expect(new Set(us).size).toBe(52);
    expect(us).toEqual(expect.arrayContaining(['Alabama', 'California', 'New York', 'Texas', 'Wyoming', 'Washington D.C.', 'Puerto Rico']));
  });

  it.each(['/ca', '/uk', '/uae', '/au'])('%s shows twelve places', (route) => {
    const list = tiles(route);
    expect(list).toHaveLength(12);
    expect(new Set(list).size).toBe(12);
  });

  it('/ca offers bilingual English and French SEO, /uae Arabic and English', () => {
    const ca = loadPage('/ca');
    expect(textOf(ca.querySelector('#languages h2')!)).toMatch(/English and French/);
    expect(ca.querySelector('#languages [lang="fr"]')?.textContent).toMatch(/référencement/);
    const uae = loadPage('/uae');
    expect(textOf(uae.querySelector('#languages h2')!)).toMatch(/Arabic and English/);
    expect(uae.querySelector('#languages [lang="ar"]')?.getAttribute('dir')).toBe('rtl');
  });

  it('/au: market focus, the six named service cards, the twelve cities and both exact buttons', () => {
    const au = loadPage('/au');
    expect(au.querySelectorAll('#market-focus h3').length).toBeGreaterThanOrEqual(3);
    expect(au.querySelectorAll('#services h3').map(textOf)).toEqual([
      'SEO Audit', 'On-Page SEO', 'Off-Page SEO', 'Local SEO', 'E-commerce SEO', 'Technical SEO',
    ]);
    expect(tiles('/au')).toEqual([
      'Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Gold Coast',
      'Newcastle', 'Canberra', 'Sunshine Coast', 'Wollongong', 'Hobart', 'Geelong',
    ]);
    const buttons = chatLinksIn(mainOf(au)).map(textOf);
    // The accessible name is the visible label plus the one chat-link suffix.
    expect(buttons).toEqual(['Get Free SEO Consultation (opens WhatsApp in a new tab)', 'Contact Our Australian SEO Experts (opens WhatsApp in a new tab)']);
  });
});
