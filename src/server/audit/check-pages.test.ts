import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../lib/api/audits';
import type { AuditContext } from './check-kit';
import { CHECKS, topFixes } from './checks';
import { NO_CANONICAL } from './checks-reach';
import { readPageFacts } from './page-facts';
import type { FetchedAsset } from './resources';

/**
 * Each check judged on a small page written for it: the findings an owner
 * reads must be true of the page. Where a finding was misleading (issue 57),
 * the old text is named beside its test.
 */

const PAGE_URL = 'https://shop.example.pk/';

function contextOf(html: string, overrides: Partial<AuditContext> = {}): AuditContext {
  const url = overrides.page?.url ?? PAGE_URL;
  return {
    page: {
      requestedUrl: url,
      url,
      status: 200,
      headers: { 'content-type': 'text/html' },
      redirects: [],
      body: html,
      bytes: html.length,
      transferBytes: html.length,
      contentEncoding: 'br',
      ttfbMs: 100,
      totalMs: 100,
    },
    facts: readPageFacts(html, url),
    httpVersion: null,
    robots: { url: `${new URL(url).origin}/robots.txt`, status: 404, body: null },
    sitemap: { url: null, via: null, tried: [] },
    ogImage: null,
    faviconFile: null,
    llmsTxt: { url: `${new URL(url).origin}/llms.txt`, status: 404 },
    dns: { spf: [], dmarc: [], error: null },
    measuredFrom: 'the test machine',
    resources: [],
    ...overrides,
  };
}

function judge(id: string, html: string, overrides: Partial<AuditContext> = {}): CheckResult {
  const check = CHECKS.find((candidate) => candidate.id === id);
  if (!check) throw new Error(`no check ${id}`);
  return check.judge(contextOf(html, overrides));
}

const page = (body: string, head = '<title>Khan Cooling: AC repair in Lahore</title>') =>
  `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

function asset(url: string, fields: Partial<FetchedAsset> = {}): FetchedAsset {
  return { url, kind: 'image', status: 200, contentType: 'image/jpeg', bytes: 10_000, capped: false, error: null, ...fields };
}

describe('links', () => {
  // Old: warn, "no text: <a href="https://shop.example.pk/menu">" (the whitespace was read as the text, the alt never).
  it('reads an image’s alt and an aria-label as the link’s words, whitespace around them or not', () => {
    const result = judge(
      'links',
      page(`<a href="/menu">\n  <img src="menu.jpg" alt="Our menu">\n</a>
            <a href="/call" aria-label="Call the shop"> <svg></svg> </a>`),
    );
    expect(result.status, result.evidence).toBe('pass');
  });

  // Old: warn, "generic text: <a href="#details">Details</a>" and "generic text: <a href="/">here</a>".
  it('does not judge the words of a link to a place on the same page', () => {
    const result = judge('links', page(`<a href="#details">Details</a> <a href="/">here</a> <a href="/prices">AC repair prices</a>`));
    expect(result.status, result.evidence).toBe('pass');
  });

  // Old: warn, "not crawlable: <a href="javascript:(function(){…">" and for <a name="top">.
  it('calls only placeholder links uncrawlable, not a bookmarklet or a named anchor', () => {
    const fine = judge('links', page(`<a name="top"></a><a href="javascript:(function(){alert(1)})()">Water.css bookmarklet</a>`));
    expect(fine.status, fine.evidence).toBe('pass');
    const placeholder = judge('links', page(`<a href="javascript:void(0)">Our services</a>`));
    expect(placeholder.status).toBe('warn');
    expect(placeholder.evidence).toContain('not crawlable: <a href="javascript:void(0)">');
  });
});

describe('title and language', () => {
  // Old: fail, "No <title> in the HTML."
  it('names an empty <title> for what it is', () => {
    const result = judge('title', page('<h1>AC repair</h1>', '<title></title>'));
    expect(result.status).toBe('fail');
    expect(result.evidence).toBe('<title></title> is empty.');
  });

  // Old: evidence "<html>; 0% of the letters are in Urdu script."
  it('shows lang="" as written', () => {
    const result = judge('language', '<html lang=""><head><title>x</title></head><body><p>AC repair in Lahore</p></body></html>');
    expect(result.status).toBe('warn');
    expect(result.evidence).toContain('<html lang="">');
  });
});

describe('content in the HTML', () => {
  // Old: warn, "The HTML holds 11 characters of text and 2 script(s); what people see is built by JavaScript."
  it('does not call a near-empty static page built by JavaScript', () => {
    const result = judge('javascript-content', page('<p>Coming soon</p><script>window.dataLayer=[]</script><script src="/a.js"></script>'));
    expect(result.status).not.toBe('warn');
    expect(result.evidence).not.toContain('built by JavaScript');
    expect(result.evidence).toContain('11 characters');
  });

  // Old: why "…and link previews (WhatsApp, Facebook) see nothing." on a page with og:title, og:description and og:image.
  it('does not say link previews see nothing on a page with full Open Graph tags', () => {
    const og =
      '<meta property="og:title" content="Khan Cooling"><meta property="og:description" content="AC repair in Lahore, same day."><meta property="og:image" content="https://shop.example.pk/og.png">';
    const result = judge('javascript-content', page('<div id="root"></div><script src="/app.js"></script>', `<title>Khan</title>${og}`));
    expect(result.status).toBe('warn');
    expect(`${result.why} ${result.evidence}`).not.toContain('see nothing');
    expect(result.evidence).toContain('Open Graph');
  });
});

describe('phone numbers', () => {
  // Old: warn, fix "Link +923001234567 with tel: so it can be tapped."
  it('counts a number that is the text of a wa.me link as tappable', () => {
    const result = judge('phone-tappable', page('<a href="https://wa.me/923001234567">0300 1234567</a>'));
    expect(result.status, result.evidence).toBe('pass');
  });
});

describe('mixed content', () => {
  // Old: pass, "Not applicable: the page itself is http."
  it('is a note, not a pass, on an http page', () => {
    const url = 'http://shop.example.pk/';
    const html = page('<img src="http://cdn.example.pk/a.jpg" alt="">');
    const result = judge('mixed-content', html, { page: { ...contextOf(html).page, url }, facts: readPageFacts(html, url) });
    expect(result.status).toBe('info');
    expect(result.evidence).toContain('Not applicable');
  });
});

describe('the page’s text', () => {
  // Old: "…keep your site safeLocal SEO experts in Lahore…"
  it('reads block elements with a space between them', () => {
    const result = judge('address-map', page('<p>We keep your site safe</p><h2>Local SEO experts in Lahore</h2>'));
    expect(result.evidence).toContain('safe Local SEO experts in Lahore');
  });
});

describe('render-blocking files', () => {
  // Old: pass, "No blocking scripts in the <head>."
  it('counts a synchronous script at the end of <body>, which the first paint waits for', () => {
    const result = judge('blocking-scripts', page('<h1>AC repair</h1><p>Same day</p><script src="/js/script.js"></script>'));
    expect(result.status).toBe('warn');
    expect(result.evidence).toContain('https://shop.example.pk/js/script.js (end of <body>)');
  });

  it('warns on stylesheets in <head> a phone’s screen waits for, not on print or wide-screen ones', () => {
    const head = `<title>Khan</title>
      <link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
      <link rel="stylesheet" href="/print.css" media="print">
      <link rel="stylesheet" href="/wide.css" media="(min-width: 1024px)">`;
    const result = judge('render-blocking-css', page('<h1>AC repair</h1>', head));
    expect(result.status).toBe('warn');
    expect(result.evidence).toContain('https://fonts.googleapis.com/css2?family=Inter');
    expect(result.evidence).not.toContain('print.css');
    expect(result.evidence).not.toContain('wide.css');
    expect(judge('render-blocking-css', page('<h1>AC repair</h1>', '<title>Khan</title><style>h1{}</style>')).status).toBe('pass');
  });
});

describe('images', () => {
  // Old: info, "1 of 2 images have width and height."
  it('warns from the first unsized image', () => {
    const result = judge('image-dimensions', page('<img src="a.jpg" alt="" width="10" height="10"><img src="b.jpg" alt="">'));
    expect(result.status).toBe('warn');
  });

  // Old: pass, "0 of 1 images are JPEG/PNG/GIF" (the extension said WebP; the server sent a JPEG).
  it('judges formats by the type the server sent where the image was fetched', () => {
    const html = page('<img src="/photo.webp" alt="Shop"><img src="/logo" alt="Logo">');
    const result = judge('image-formats', html, {
      resources: [
        asset('https://shop.example.pk/photo.webp', { contentType: 'image/jpeg', bytes: 150_000 }),
        asset('https://shop.example.pk/logo', { contentType: 'image/webp', bytes: 30_000 }),
      ],
    });
    expect(result.status).toBe('warn');
    expect(result.evidence).toContain('photo.webp (image/jpeg, 146 KB)');
    expect(result.evidence).not.toContain('/logo (');
  });

  it('weighs the images shown first: largest first, warn over 200 KB, fail over 1 MB, with their names', () => {
    const html = page('<img src="/hero.jpg" alt=""><img src="/team.png" alt=""><img src="/icon.png" alt="">');
    const resources = [
      asset('https://shop.example.pk/hero.jpg', { bytes: 300_000 }),
      asset('https://shop.example.pk/team.png', { contentType: 'image/png', bytes: 1_500_000, capped: true }),
      asset('https://shop.example.pk/icon.png', { contentType: 'image/png', bytes: 2_000 }),
    ];
    const heavy = judge('image-weight', html, { resources });
    expect(heavy.status).toBe('fail');
    expect(heavy.evidence.split('\n').slice(1, 3)).toEqual(['team.png: over 1.4 MB (image/png)', 'hero.jpg: 293 KB (image/jpeg)']);
    expect(judge('image-weight', html, { resources: resources.filter((entry) => entry.url.endsWith('.jpg')) }).status).toBe('warn');
    expect(judge('image-weight', html, { resources: resources.filter((entry) => entry.url.endsWith('icon.png')) }).status).toBe('pass');
  });

  it('reports the page’s own images, stylesheets and scripts that answer with an error', () => {
    const html = page('<img src="/gone.jpg" alt=""><link rel="stylesheet" href="/css/site.css">');
    const result = judge('broken-resources', html, {
      resources: [
        asset('https://shop.example.pk/gone.jpg', { status: 404 }),
        asset('https://shop.example.pk/css/site.css', { kind: 'stylesheet', status: 500, contentType: 'text/html' }),
        asset('https://cdn.other.pk/x.js', { kind: 'script', status: 404 }),
      ],
    });
    expect(result.status).toBe('fail');
    expect(result.evidence).toContain('stylesheet https://shop.example.pk/css/site.css answered 500');
    expect(result.evidence).toContain('image https://shop.example.pk/gone.jpg answered 404');
    expect(result.evidence).not.toContain('cdn.other.pk');
    expect(judge('broken-resources', html, { resources: [asset('https://shop.example.pk/gone.jpg')] }).status).toBe('pass');
  });
});

describe('the three fixes first', () => {
  const result = (id: string, status: CheckResult['status'], priority: CheckResult['priority'], evidence = ''): CheckResult => ({
    id,
    group: 'reach',
    title: id,
    status,
    priority,
    evidence,
    fix: 'x',
    effort: 'x',
    why: 'x',
  });

  // Old: ['noindex', 'canonical', 'title'] (priority before status: two high warnings, the missing canonical first, before two problems).
  it('puts a site Google cannot index first, then problems before warnings, and a missing canonical last', () => {
    expect(
      topFixes([
        result('canonical', 'warn', 'high', NO_CANONICAL),
        result('title', 'warn', 'high'),
        result('image-weight', 'fail', 'medium'),
        result('h1', 'fail', 'low'),
        result('noindex', 'fail', 'high'),
      ]),
    ).toEqual(['noindex', 'image-weight', 'h1']);
    expect(topFixes([result('canonical', 'warn', 'high', NO_CANONICAL), result('h2', 'warn', 'low')])).toEqual(['h2', 'canonical']);
  });
});
