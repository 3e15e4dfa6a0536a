import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileForPath } from '../../scripts/quality/built-site.ts';
import { site } from '../../src/config/site';
import { RETENTION } from '../../src/data/documents/privacy';
import { UTM_KEYS } from '../../src/lib/api/leads';
import { SPAM_RULES } from '../../src/server/leads/index';
import { ANSWER_PRIVACY_PATH } from '../../src/server/proof/index';
import { DIST, builtPages, jsonLdOf, loadPage, textOf } from './dist-helpers';

const ORIGIN = 'https://www.example-seo-agency.pk';
const READING_PAGES = [
  { route: '/privacy', type: 'WebPage', heading: 'Privacy notice' },
  { route: '/terms', type: 'WebPage', heading: 'Terms of service' },
  { route: '/about', type: 'AboutPage', heading: `About ${site.brandName}` },
];
const publicPages = builtPages().filter((p) => !p.route.startsWith('/admin'));

describe('privacy notice, terms and about pages', () => {
  const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');

  for (const { route, type, heading } of READING_PAGES) {
    it(`${route} is built with its heading, head and JSON-LD, and is in the sitemap`, () => {
      const doc = loadPage(route);
      expect(doc.querySelector('h1')?.textContent.trim()).toBe(heading);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}${route}`);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
      const record = jsonLdOf(doc).find((r) => r['@type'] === type);
      expect(record).toMatchObject({ url: `${ORIGIN}${route}`, publisher: { name: site.brandName } });
      expect(sitemap).toContain(`<loc>${ORIGIN}${route}</loc>`);
    });
  }

  it('the notice says where data is kept, for how long, who gets lead alerts and how to have it erased', () => {
    const text = textOf(loadPage('/privacy').querySelector('main'));
    expect(text).toContain('Netlify');
    expect(text).toContain(site.dataRegion);
    expect(text).toMatch(/24 months after our last contact/);
    expect(text).toMatch(/until you unsubscribe/);
    expect(text).toMatch(/alert .* e-mail to our team/);
    expect(text).toMatch(/erasure feature/);
    expect(text).toContain(site.email);
    expect(loadPage('/privacy').querySelector('#cookies')).not.toBeNull();
  });

  it('the notice says what the audit form sends without consent, as visit-source.ts does', () => {
    const cookies = textOf(loadPage('/privacy').querySelector('#cookies'));
    const withoutConsent = cookies.slice(cookies.indexOf('Without your consent'), cookies.indexOf('If you accept analytics'));
    expect(withoutConsent).toMatch(/its own address and the page of this site you came from/);
    expect(withoutConsent).toMatch(/if your visit started on the page with the form, the name of the other website that sent you there/);
    for (const key of UTM_KEYS) expect(withoutConsent).toContain(key);
    expect(withoutConsent).toMatch(/whether that address came from an ad \(yes or no, never the ad's click code\)/);
  });

  it('the notice says what is kept of a client\'s answer on a monthly report, why, and how to withdraw it (the form links here)', () => {
    const section = loadPage('/privacy').querySelector(`#${ANSWER_PRIVACY_PATH.split('#')[1]}`);
    const text = textOf(section);
    expect(text).toMatch(/your rating, your words, how you chose to be named/);
    expect(text).toMatch(/whether you agreed to publish your review and whether you agreed to publish your results, and when you sent, changed or withdrew/);
    expect(text).toMatch(/so that we publish only what you agreed to, and can show that you agreed/);
    expect(text).toMatch(/withdraw it at any time at the address of the same report/);
    expect(text).toMatch(/erased with it/);
  });

  it('the notice says what the spam check keeps, for how long, and that a person reads what it sets aside', () => {
    const text = textOf(loadPage('/privacy').querySelector('#spam-check'));
    expect(text).toMatch(/may set the request aside as likely spam/);
    expect(text).toMatch(/read by a person at .*: the check deletes nothing/);
    expect(text).toMatch(/keyed hashes of your e-mail address and phone number/);
    expect(text).toMatch(/deleted after about two days/);
    // "About two days": the repeat window, plus up to a day until the daily sweep (repeat-index.ts) deletes an entry.
    expect(SPAM_RULES.repeatWindowMs).toBe(24 * 60 * 60 * 1000);
    expect(textOf(loadPage('/privacy').querySelector('main'))).toMatch(/hashes of your e-mail address and phone number: about two days/);
  });

  it('the notice says what the free audit of a website looks at, who gets the report and when it is erased', () => {
    const text = textOf(loadPage('/privacy').querySelector('#website-audit'));
    expect(text).toMatch(/When your request includes a website, the site automatically checks that public website/);
    expect(text).toMatch(/its pages, robots\.txt, sitemap and public DNS mail records, as any visitor or search engine could/);
    expect(text).toMatch(/keeps the report with your request/);
    expect(text).toMatch(/private address that we share only with you/);
    expect(text).toContain(`erased after ${RETENTION.auditReportDays} days or with your request, whichever comes first`);
    expect(RETENTION.auditReportDays).toBe(90);
  });
});

describe('footer links on every page', () => {
  for (const { route } of publicPages) {
    it(`${route}: terms, privacy and about open in a new tab and lead to a built page`, () => {
      const doc = loadPage(route);
      const footer = doc.querySelector('footer')!;
      for (const label of ['About us', 'Terms of service', 'Privacy policy']) {
        const link = footer.querySelectorAll('a').find((a) => textOf(a).startsWith(label));
        expect(link, label).toBeDefined();
        expect(link!.getAttribute('target')).toBe('_blank');
        const url = new URL(link!.getAttribute('href')!, `${ORIGIN}${route}`);
        if (url.origin === ORIGIN) expect(fileForPath(DIST, url.pathname), `${label} → ${url.pathname}`).toBeTruthy();
      }
      expect(footer.querySelector('button[data-consent-open]')?.textContent.trim()).toBe('Cookie settings');
    });
  }
});

describe('notice at collection', () => {
  it('the audit form says what the details are for, next to its button, with a link to the notice', () => {
    const form = loadPage('/').querySelector('#contact form')!;
    const button = form.querySelector('button[type="submit"]')!;
    const notice = button.nextElementSibling!;
    expect(textOf(notice)).toMatch(/only to answer your audit request/);
    expect(notice.querySelector('a')?.getAttribute('href')).toBe(site.externalLinks.privacy);
    expect(form.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
  });

  it('the newsletter signup says what the address is for, with a link to the notice', () => {
    const form = loadPage('/us').querySelector('form[aria-label="Newsletter signup"]')!;
    const notice = form.querySelectorAll('p').find((p) => /only to send you our SEO tips/.test(textOf(p)));
    expect(notice).toBeDefined();
    expect(notice!.querySelector('a')?.getAttribute('href')).toBe(site.externalLinks.privacy);
    expect(form.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
  });
});

describe('phone numbers', () => {
  it('every tel: link keeps its digits together (no plain space or hyphen)', () => {
    for (const { route } of publicPages) {
      for (const link of loadPage(route).querySelectorAll('a[href^="tel:"]')) {
        expect(link.textContent, route).not.toMatch(/[ -]/);
        expect(link.textContent.replace(/\u00a0/g, ' ')).toBe(site.phoneDisplay);
      }
    }
  });
});
