import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { gzipSize, jsonLdOf, loadBuilt, pngSize, readBuilt, textOf } from './dist-helpers';
import { homeDefaults } from '../../src/data/editable/home';
import { faqSection } from '../../src/data/home/faq';

const { html, root } = loadBuilt('/');
const main = root.querySelector('main')!;
const section = (id: string) => {
  const found = root.getElementById(id);
  if (!found) throw new Error(`no element #${id}`);
  return found;
};
/** The sections of the page as landmarks, each with the name its heading gives it (aria-labelledby). */
const namedSections = () =>
  main
    .querySelectorAll('section[aria-labelledby]')
    .map((s) => ({ section: s, heading: root.getElementById(s.getAttribute('aria-labelledby')!) }))
    .filter(({ heading }) => heading?.tagName === 'H1' || heading?.tagName === 'H2')
    .map(({ section, heading }) => ({ section, name: textOf(heading) }));
/** The section named `heading` (sections without an anchor of their own). */
const sectionByHeading = (heading: RegExp) => {
  const found = namedSections().find(({ name }) => heading.test(name));
  if (!found) throw new Error(`no section named ${heading}`);
  return found.section;
};
const chatText = (link: HTMLElement) => {
  const href = link.getAttribute('href') ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(link.getAttribute('target')).toBe('_blank');
  return new URL(href).searchParams.get('text') ?? '';
};
const linksNamed = (scope: HTMLElement, name: RegExp) => scope.querySelectorAll('a').filter((a) => name.test(textOf(a)));

describe('home page, built HTML', () => {
  it('has the sections in the spec order, with the navigation anchors', () => {
    for (const id of ['services', 'packages', 'reviews', 'faq', 'contact']) expect(section(id).tagName).toBe('SECTION');
    const headings = namedSections().map(({ name }) => name);
    const order = [/SEO Services in Pakistan/, /Leading SEO Services Provider/, /SEO Services That Grow/, /Three Pillars/,
      /Specialized SEO Solutions/, /Choose the Right SEO Expert/, /Pricing/, /SEO Package/, /Major Cities/,
      /Clients Say/, /Frequently Asked/, /Free SEO Audit/];
    expect(headings).toHaveLength(order.length);
    order.forEach((pattern, i) => expect(headings[i]).toMatch(pattern));
  });

  it('keeps one h1 and never skips a heading level', () => {
    expect(root.querySelectorAll('h1')).toHaveLength(1);
    const levels = main.querySelectorAll('h1, h2, h3, h4').map((h) => Number(h.tagName[1]));
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
  });

  it('hero: editable default text, three ticks with city links, chat and packages buttons, 300% and 500+', () => {
    const hero = main.querySelector('section')!;
    const defaults = Object.fromEntries(homeDefaults.map((entry) => [entry.contentKey, entry.content]));
    expect(textOf(hero.querySelector('h1'))).toBe(defaults.main_heading);
    expect(textOf(hero)).toContain(defaults.subheading);
    const ticks = hero.querySelectorAll('[data-testid="hero-ticks"] > li');
    expect(ticks.map(textOf).slice(0, 2)).toEqual([defaults.feature_1, defaults.feature_2]);
    expect(ticks[2]!.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual([
      '/seo-services-lahore',
      '/seo-services-karachi',
      '/seo-services-islamabad',
    ]);
    const [primary] = linksNamed(hero, new RegExp(defaults.cta_primary!));
    expect(chatText(primary!)).toMatch(/consultation/i);
    expect(linksNamed(hero, new RegExp(defaults.cta_secondary!))[0]!.getAttribute('href')).toBe('#packages');
    const stats = hero.querySelectorAll('[data-testid="hero-stats"] > div').map(textOf);
    expect(stats).toEqual(['Average Traffic Increase300%', 'Happy Clients500+']);
  });

  it('services: six cards by the spec titles, each Learn More opening chat about that service', () => {
    const cards = section('services').querySelectorAll('[data-testid="service-cards"] > li');
    expect(cards.map((card) => textOf(card.querySelector('h3')))).toEqual([
      'SEO Audit Services', 'On-Page SEO', 'Off-Page SEO', 'Technical SEO', 'Local SEO Services', 'E-commerce SEO',
    ]);
    for (const card of cards) {
      const [learnMore] = linksNamed(card, /^Learn More/);
      expect(chatText(learnMore!)).toContain(textOf(card.querySelector('h3')).replace(/ Services$/, ''));
    }
  });

  it('core SEO: three cards whose Inquire Now goes to #contact, and a call-to-action banner', () => {
    const core = sectionByHeading(/Three Pillars/);
    expect(core.querySelectorAll('ul > li > div > h3').map(textOf)).toEqual(['SEO Audit', 'On Page SEO', 'Off Page SEO']);
    const inquire = linksNamed(core, /^Inquire Now/);
    expect(inquire).toHaveLength(3);
    for (const link of inquire) expect(link.getAttribute('href')).toBe('#contact');
    expect(linksNamed(core, /Request Free Audit/)[0]!.getAttribute('href')).toBe('#contact');
  });

  it('specialized solutions: six cards, 36 cities and an 11-row comparison table with header cells', () => {
    const solutions = sectionByHeading(/Specialized SEO Solutions/);
    expect(solutions.querySelectorAll('ul > li > div > h3').map(textOf)).toEqual([
      'Technical SEO', 'Custom Outreach', 'Local SEO', 'SEO Consulting', 'Ecommerce SEO', 'White Hat SEO',
    ]);
    const cities = solutions.querySelectorAll('[data-testid="city-list"] > li').map(textOf);
    expect(cities).toHaveLength(36);
    expect(new Set(cities).size).toBe(36);
    const table = solutions.querySelector('table')!;
    expect(table.querySelectorAll('thead th[scope="col"]').map(textOf)).toEqual(['Aspect', 'Affordable SEO', 'Cheap SEO']);
    const rows = table.querySelectorAll('tbody > tr');
    expect(rows).toHaveLength(11);
    for (const row of rows) {
      expect(row.querySelectorAll('th[scope="row"]')).toHaveLength(1);
      expect(row.querySelectorAll('td')).toHaveLength(2);
    }
  });

  it('choosing an expert: three factors, a testimonial, eight questions, contact and chat buttons', () => {
    const expert = sectionByHeading(/Choose the Right SEO Expert/);
    expect(expert.querySelectorAll('ul > li > div > h3')).toHaveLength(3);
    expect(expert.querySelector('figure blockquote')).not.toBeNull();
    const questions = expert.querySelectorAll('[data-testid="questions-to-ask"] > li');
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(textOf(question)).toMatch(/\?$/);
    expect(expert.querySelectorAll('a[href="#contact"]')).toHaveLength(1);
    expect(expert.querySelectorAll('a[href^="https://wa.me/"]')).toHaveLength(1);
  });

  it('pricing explainer: three cards and two buttons, no figures', () => {
    const pricing = sectionByHeading(/Pricing/);
    expect(pricing.querySelectorAll('ul > li > div > h3').map(textOf)).toEqual([
      'Flexible Options', 'Affordable Quality', 'Custom Solutions',
    ]);
    expect(pricing.querySelectorAll('a[href="#contact"]')).toHaveLength(1);
    expect(pricing.querySelectorAll('a[href^="https://wa.me/"]')).toHaveLength(1);
    expect(textOf(pricing)).not.toMatch(/\d/);
  });

  it('packages: Basic, Professional (the one Most Popular), Enterprise, each Get Quote naming its package', () => {
    const cards = section('packages').querySelectorAll('[data-testid="packages"] > li');
    expect(cards.map((card) => textOf(card.querySelector('h3')))).toEqual(['Basic', 'Professional', 'Enterprise']);
    const popular = cards.filter((card) => textOf(card).includes('Most Popular'));
    expect(popular.map((card) => textOf(card.querySelector('h3')))).toEqual(['Professional']);
    for (const card of cards) {
      expect(card.querySelectorAll('ul > li').length).toBeGreaterThanOrEqual(5);
      const [quote] = linksNamed(card, /^Get Quote/);
      expect(chatText(quote!)).toContain(textOf(card.querySelector('h3')));
    }
  });

  it('city cards link to the four city pages, with 50+ cities, 500+ businesses, 99% satisfaction', () => {
    const cities = sectionByHeading(/Major Cities/);
    expect(cities.querySelectorAll('[data-testid="city-cards"] h3 a').map((a) => a.getAttribute('href'))).toEqual([
      '/seo-services-lahore', '/seo-services-karachi', '/seo-services-islamabad', '/seo-services-sialkot',
    ]);
    expect(cities.querySelectorAll('[data-testid="city-stats"] > div').map(textOf)).toEqual([
      'Cities Served50+', 'Businesses Helped500+', 'Client Satisfaction99%',
    ]);
  });

  it('reviews: the published client reviews, then ten testimonials in a focusable, labelled scrolling region, initials and a 5.0 badge', () => {
    const reviews = section('reviews');
    const region = reviews.querySelector('section[aria-label]')!; // a labelled <section> is a region
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.getAttribute('aria-label')).toMatch(/reviews/i);
    const clientReviews = region.querySelectorAll('[data-testid="reviews-list"] > li[data-client-review]');
    // The test snapshot's one shown client review (tests/dist/results.test.ts): first in the row.
    expect(clientReviews).toHaveLength(1);
    expect(region.querySelector('[data-testid="reviews-list"] > li')).toBe(clientReviews[0]);
    const items = region.querySelectorAll('[data-testid="reviews-list"] > li:not([data-client-review])');
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(textOf(item.querySelector('figcaption span[aria-hidden="true"]'))).toMatch(/^[A-Z]{1,2}$/);
      expect(item.querySelector('img')).toBeNull();
    }
    expect(textOf(reviews.querySelector('[data-testid="rating-badge"]'))).toMatch(/^5\.0(?!\d)/);
  });

  it('FAQ: eight native <details> items, closed, that already hold the answers (no island)', () => {
    const faq = section('faq');
    expect(faq.querySelector('astro-island')).toBeNull();
    const items = faq.querySelectorAll('details');
    expect(items).toHaveLength(8);
    items.forEach((item, i) => {
      expect(item.hasAttribute('open')).toBe(false);
      expect(textOf(item.querySelector('summary h3'))).toBe(faqSection.items[i]!.question);
      expect(textOf(item.querySelector(':scope > p'))).toBe(faqSection.items[i]!.answer);
    });
  });

  it('contact: the audit request form with labelled fields, a hidden honeypot and a 100px text area', () => {
    const contact = section('contact');
    expect(contact.querySelector('astro-island')!.getAttribute('client')).toBe('interaction');
    const form = contact.querySelector('form')!;
    const expected: [string, string][] = [['name', 'text'], ['email', 'email'], ['phone', 'tel'], ['website', 'text']];
    for (const [name, type] of expected) {
      const input = form.querySelector(`input[name="${name}"]`)!;
      expect(input.getAttribute('type')).toBe(type);
      expect(input.getAttribute('autocomplete')).toBeTruthy();
      expect(input.hasAttribute('required')).toBe(false);
      expect(textOf(form.querySelector(`label[for="${input.id}"]`))).not.toBe('');
    }
    const textarea = form.querySelector('textarea[name="service_required"]')!;
    expect(textarea.classList.contains('min-h-[100px]')).toBe(true);
    expect(textOf(form.querySelector(`label[for="${textarea.id}"]`))).not.toBe('');
    const trap = form.querySelector('input[name="company_fax"]')!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(textOf(form.querySelector('button[type="submit"]'))).toBe('Get My Free Audit');
  });

  it('shows no prices anywhere', () => {
    // Case-sensitive: "example.pk" followed by "Request" must not read as PKR.
    const PRICE = /Rs\.?\s?\d|PKR|\$\s?\d|USD\s?\d|[Rr]upees?\b|\d\s?(lac|lakh)\b/;
    expect(textOf(root.querySelector('body'))).not.toMatch(PRICE);
    expect(JSON.stringify(jsonLdOf(root))).not.toMatch(PRICE);
  });
});

describe('home page head', () => {
  const records = jsonLdOf(root);
  const ofType = (type: string) => records.find((record) => record['@type'] === type);

  it('publishes a FAQPage with the first five FAQ questions', () => {
    const faq = ofType('FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity).toHaveLength(5);
    expect(faq.mainEntity.map((q) => q.name)).toEqual(faqSection.items.slice(0, 5).map((item) => item.question));
    for (const [i, question] of faq.mainEntity.entries()) {
      expect(question.acceptedAnswer.text).toBe(faqSection.items[i]!.answer);
    }
  });

  it('keeps the WebSite search action and the Organization rating of 5.0 from 1000 reviews', () => {
    const site = ofType('WebSite') as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
    const org = ofType('Organization') as { aggregateRating: { ratingValue: number; reviewCount: number } };
    expect(org.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1000 });
  });

  it('sets robots index, follow and social tags with a 1200x630 image that exists', () => {
    const meta = (attr: string, value: string) => root.querySelector(`meta[${attr}="${value}"]`)?.getAttribute('content');
    expect(meta('name', 'robots')).toBe('index, follow');
    expect(meta('property', 'og:title')).toBeTruthy();
    expect(meta('property', 'og:description')).toBeTruthy();
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    const image = meta('property', 'og:image')!;
    expect(image).toMatch(/^https:\/\/.+\/og\/home\.png$/);
    expect(meta('property', 'og:image:width')).toBe('1200');
    expect(meta('property', 'og:image:height')).toBe('630');
    expect(pngSize(readBuilt('og/home.png'))).toEqual({ width: 1200, height: 630 });
  });
});

describe('home page budget', () => {
  it('HTML, its stylesheet inlined, is at most 30 KB gzipped', () => {
    expect(gzipSize(html)).toBeLessThanOrEqual(30 * 1000);
  });

  it('paints from the HTML alone: no stylesheet file, inline CSS at most 15 KB gzipped', () => {
    expect(root.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    const css = root.querySelectorAll('style').map((style) => style.textContent).join('');
    expect(css.length).toBeGreaterThan(1000);
    expect(gzipSize(css)).toBeLessThanOrEqual(15 * 1000);
  });
});
