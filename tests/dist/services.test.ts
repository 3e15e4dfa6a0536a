/**
 * The eleven service and industry pages as built into dist/ (run
 * `npx astro build` first). Expected figures, lists and texts are written out
 * from the spec here, not read from the data files, so a data change that
 * drops one fails this test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';

const DIST = new URL('../../dist/', import.meta.url);

function htmlOf(route: string): string {
  const file = new URL(route === '/' ? 'index.html' : `${route.slice(1)}.html`, DIST);
  if (!existsSync(file)) throw new Error(`dist has no page for ${route}; run npx astro build first`);
  return readFileSync(file, 'utf8');
}

function load(route: string): HTMLElement {
  return parse(htmlOf(route));
}

function texts(root: HTMLElement, selector: string): string[] {
  return root.querySelectorAll(selector).map((el) => el.text.replace(/\s+/g, ' ').trim());
}

type JsonRecord = Record<string, unknown> & { '@type'?: string };

function jsonLd(root: HTMLElement): JsonRecord[] {
  return root.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text) as JsonRecord);
}

/** The prefilled chat text of a wa.me link. */
function chatText(link: HTMLElement): string {
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.origin).toBe('https://wa.me');
  return url.searchParams.get('text') ?? '';
}

/** Cards of a section: each h3 with its enclosing list item. */
function cards(root: HTMLElement, sectionId: string) {
  return root.querySelectorAll(`#${sectionId} h3`).map((h3) => ({
    title: h3.text.trim(),
    bullets: texts(h3.closest('li')!, 'li'),
  }));
}

const PAKISTAN_CITIES = [
  'Lahore', 'Karachi', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan',
  'Peshawar', 'Quetta', 'Gujranwala', 'Sialkot', 'Hyderabad', 'Sargodha',
];

/** Cities with their own page are linked from the city lists. */
const CITY_PAGE_LINKS = ['/seo-services-lahore', '/seo-services-karachi', '/seo-services-islamabad', '/seo-services-sialkot'];

const SERVICE_ROUTES = ['/seo-audit', '/on-page-seo', '/off-page-seo', '/local-seo', '/ecommerce-seo', '/seo-for-saas'];
const INDUSTRY_ROUTES = ['/dental-seo', '/healthcare-seo', '/seo-for-aestheticians', '/seo-for-accountants', '/seo-for-lawyers'];

/** What each service page's chat messages must name. */
const SERVICE_TOPICS: Record<string, RegExp> = {
  '/seo-audit': /SEO audit/i,
  '/on-page-seo': /on-page SEO/i,
  '/off-page-seo': /off-page SEO/i,
  '/local-seo': /local SEO/i,
  '/ecommerce-seo': /e-commerce SEO/i,
  '/seo-for-saas': /SaaS/,
};

/** Spec 2 and 9: the three statistics per page, and words the label must carry. */
const FIGURES: Record<string, [string, RegExp][]> = {
  '/seo-audit': [['150%', /traffic.*6 months/], ['75+', /issues/], ['95%', /satisfaction/]],
  '/on-page-seo': [['200%', /./], ['85%', /./], ['65%', /./]],
  '/off-page-seo': [['300%', /domain authority/], ['500+', /backlinks/], ['180%', /./]],
  '/local-seo': [['250%', /./], ['90%', /top 3/], ['4.8', /rating/]],
  '/ecommerce-seo': [['400%', /./], ['75%', /./], ['60%', /./]],
  '/seo-for-saas': [['300%', /trial signups/], ['45%', /acquisition cost/], ['500%', /return/]],
  '/dental-seo': [['200%', /new patients.*12 months/], ['85%', /bookings/], ['4.9', /rating/]],
  '/healthcare-seo': [['180%', /./], ['75%', /./], ['4.8', /rating/]],
  '/seo-for-aestheticians': [['220%', /10 months/], ['90%', /./], ['4.9', /rating/]],
  '/seo-for-accountants': [['160%', /./], ['80%', /./], ['4.8', /rating/]],
  '/seo-for-lawyers': [['175%', /./], ['85%', /./], ['4.8', /rating/]],
};

/** Spec 9: cited research share per industry, and the audit button named per industry. */
const INDUSTRIES: Record<string, { share: string; audit: string; topic: RegExp; specialties: RegExp[] }> = {
  '/dental-seo': {
    share: '77%',
    audit: 'Get Your Free Dental Practice SEO Audit',
    topic: /dental/i,
    specialties: [/general/i, /cosmetic/i, /orthodontics/i, /oral surgery/i, /pediatric/i, /periodontics/i],
  },
  '/healthcare-seo': {
    share: '84%',
    audit: 'Get Your Free Healthcare Practice SEO Audit',
    topic: /healthcare/i,
    specialties: [/primary care/i, /specialists/i, /mental health/i, /surgical/i, /women’s health/i, /pediatric/i],
  },
  '/seo-for-aestheticians': {
    share: '89%',
    audit: 'Get Your Free Aesthetics Clinic SEO Audit',
    topic: /aesthetics/i,
    specialties: [/facial/i, /skincare/i, /anti-aging/i, /body/i, /specialized procedures/i, /wellness and spa/i],
  },
  '/seo-for-accountants': {
    share: '72%',
    audit: 'Get Your Free Accounting Firm SEO Audit',
    topic: /accounting/i,
    specialties: [/tax/i, /bookkeeping/i, /consulting/i, /audit/i, /small business/i, /personal/i],
  },
  '/seo-for-lawyers': {
    share: '85%',
    audit: 'Get Your Free Law Firm SEO Audit',
    topic: /law firm/i,
    specialties: [/criminal/i, /family/i, /personal injury/i, /corporate/i, /real estate/i, /immigration/i],
  },
};

/** Scripts the site shell puts on every page; service and industry pages may add none. */
function shellScripts(root: HTMLElement): string[] {
  return root
    .querySelectorAll('script')
    .filter((s) => s.getAttribute('type') !== 'application/ld+json')
    .map((s) => s.toString());
}

describe.each([...SERVICE_ROUTES, ...INDUSTRY_ROUTES])('%s', (route) => {
  const root = load(route);

  it('has title, description, keywords and a canonical link equal to the route', () => {
    expect(root.querySelector('title')?.text.length).toBeGreaterThan(10);
    expect(root.querySelector('meta[name="description"]')?.getAttribute('content')?.length).toBeGreaterThanOrEqual(50);
    expect(root.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(/\w+, \w+/);
    const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    expect(new URL(canonical).pathname).toBe(route);
  });

  it('publishes breadcrumbs (Home, then the page) and a Service in Pakistan provided by the agency', () => {
    const records = jsonLd(root);
    const crumbs = records.find((r) => r['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => new URL(c.item).pathname)).toEqual(['/', route]);
    expect(crumbs.itemListElement[0]?.name).toBe('Home');
    const record = records.find((r) => r['@type'] === 'Service') as JsonRecord & {
      areaServed: { name: string };
      provider: { '@type': string; name: string };
      url: string;
    };
    expect(record.areaServed.name).toBe('Pakistan');
    expect(record.provider['@type']).toBe('Organization');
    expect(record.provider.name.length).toBeGreaterThan(2);
    expect(new URL(record.url).pathname).toBe(route);
  });

  it('has one H1 and a hero button that leads to the #contact section', () => {
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    expect(root.querySelector('main section a[href="#contact"]')).not.toBeNull();
    expect(root.querySelector('section#contact')).not.toBeNull();
  });

  it('shows its three statistics with labels', () => {
    const section = INDUSTRIES[route] ? '#results' : '#statistics';
    const values = texts(root, `${section} dd`);
    const labels = texts(root, `${section} dt`);
    const expected = FIGURES[route]!;
    expect(values).toEqual(expected.map(([value]) => value));
    expected.forEach(([, label], index) => expect(labels[index]).toMatch(label));
  });

  it('ends with links to the other services and the industry pages', () => {
    const links = root.querySelectorAll('main section[aria-labelledby="more-services-title"] a[href^="/"]').map((a) => a.getAttribute('href'));
    const others = [...SERVICE_ROUTES, ...INDUSTRY_ROUTES].filter((r) => r !== route);
    expect(links).toEqual(others);
  });

  it('ships no JavaScript beyond the site shell and stays under 20 KB gzipped with its CSS inline', () => {
    expect(shellScripts(root)).toEqual(shellScripts(load('/404')));
    expect(gzipSync(htmlOf(route)).length).toBeLessThanOrEqual(20 * 1000);
  });
});

describe('service pages', () => {
  it.each(SERVICE_ROUTES)('%s has four feature cards, a strategy, three benefits and two chat buttons naming the service', (route) => {
    const root = load(route);
    expect(cards(root, 'features')).toHaveLength(4);
    expect(root.querySelectorAll('#strategy ol > li').length).toBeGreaterThanOrEqual(3);
    expect(cards(root, 'benefits')).toHaveLength(3);
    const buttons = root.querySelectorAll('#contact a');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button.getAttribute('target')).toBe('_blank');
      expect(chatText(button)).toMatch(SERVICE_TOPICS[route]!);
    }
    expect(texts(root, '#contact a').map((t) => t.replace(' (opens WhatsApp in a new tab)', ''))).toEqual([
      expect.stringMatching(/^Book Your Free .*Audit$/),
      'Schedule a Consultation',
    ]);
  });

  it('/seo-audit shows the five-step process in order', () => {
    const steps = texts(load('/seo-audit'), '#strategy h3');
    expect(steps).toEqual(['Technical audit', 'On-page analysis', 'Content gap analysis', 'Competitive analysis', 'Recommendations']);
  });

  it('/on-page-seo shows a three-step strategy, advanced techniques and eight industries', () => {
    const root = load('/on-page-seo');
    expect(root.querySelectorAll('#strategy ol > li')).toHaveLength(3);
    expect(cards(root, 'advanced-techniques').length).toBeGreaterThanOrEqual(3);
    expect(root.querySelectorAll('#industries li')).toHaveLength(8);
  });

  it('/off-page-seo shows the four link types', () => {
    expect(texts(load('/off-page-seo'), '#link-types h3')).toEqual([
      'Editorial links',
      'Guest contribution links',
      'Business directory links',
      'Relationship-based links',
    ]);
  });

  it('/local-seo shows three business types and the twelve cities', () => {
    const root = load('/local-seo');
    expect(cards(root, 'business-types')).toHaveLength(3);
    expect(texts(root, '#cities li')).toEqual(PAKISTAN_CITIES);
    expect(root.querySelectorAll('#cities a').map((a) => a.getAttribute('href'))).toEqual(CITY_PAGE_LINKS);
  });

  it('/ecommerce-seo shows the three platforms and four challenges', () => {
    const root = load('/ecommerce-seo');
    expect(texts(root, '#platforms h3')).toEqual(['Shopify', 'WooCommerce', 'Magento']);
    expect(cards(root, 'challenges')).toHaveLength(4);
  });

  it('/seo-for-saas shows four content types and twelve software categories', () => {
    const root = load('/seo-for-saas');
    expect(cards(root, 'content-types')).toHaveLength(4);
    expect(root.querySelectorAll('#software-categories li')).toHaveLength(12);
  });

  it('the service pages cite 6, 12 and 18 months and 90 days', () => {
    const all = SERVICE_ROUTES.map((route) => load(route).querySelector('main')!.text).join(' ');
    for (const frame of ['6 months', '12 months', '18 months', '90 days']) expect(all).toContain(frame);
  });
});

describe.each(INDUSTRY_ROUTES)('industry page %s', (route) => {
  const root = load(route);
  const industry = INDUSTRIES[route]!;

  it('cites its research share in the hero', () => {
    expect(root.querySelector('main section')!.text).toContain(industry.share);
  });

  it('has four why-SEO cards, a three-step strategy, advanced techniques and three benefits', () => {
    expect(cards(root, 'why-seo')).toHaveLength(4);
    expect(root.querySelectorAll('#strategy ol > li')).toHaveLength(3);
    expect(cards(root, 'techniques').length).toBeGreaterThanOrEqual(3);
    expect(cards(root, 'benefits')).toHaveLength(3);
  });

  it('has six specialty cards of four bullets, naming the spec’s specialties', () => {
    const specialties = cards(root, 'specialties');
    expect(specialties).toHaveLength(6);
    specialties.forEach((card, index) => {
      expect(card.title).toMatch(industry.specialties[index]!);
      expect(card.bullets).toHaveLength(4);
      for (const bullet of card.bullets) expect(bullet.length).toBeGreaterThan(2);
    });
  });

  it(route === '/dental-seo' ? 'lists the twelve cities and has no challenges section' : 'has a challenges section', () => {
    if (route === '/dental-seo') {
      expect(texts(root, '#cities li')).toEqual(PAKISTAN_CITIES);
      expect(root.querySelectorAll('#cities a').map((a) => a.getAttribute('href'))).toEqual(CITY_PAGE_LINKS);
      expect(root.querySelector('#challenges')).toBeNull();
    } else {
      expect(cards(root, 'challenges').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('ends with the dark contact section: two chat buttons and the consultation note', () => {
    const contact = root.querySelector('section#contact')!;
    expect(contact.getAttribute('class')).toContain('bg-slate-900');
    const buttons = contact.querySelectorAll('a');
    expect(buttons.map((a) => a.childNodes[0]!.text.trim())).toEqual(['Book Your Free SEO Consultation Today', industry.audit]);
    for (const button of buttons) expect(chatText(button)).toMatch(industry.topic);
    expect(contact.querySelector('form')).toBeNull();
    expect(texts(contact, 'p').at(-1)).toMatch(/^Free consultation includes \w.+\. No commitment required\.$/);
  });
});
