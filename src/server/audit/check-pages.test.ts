import { describe, expect, it } from 'vitest';
import type { CheckResult } from '../../lib/api/audits';
import type { AuditContext } from './check-kit';
import { CHECKS, topFixes } from './checks';
import { NO_CANONICAL } from './checks-reach';
import { pageFactsReader } from './page-facts';
import type { FetchedAsset } from './resources';

/**
 * Each check judged on a small page written for it: the findings an owner
 * reads must be true of the page. Where a finding was misleading (issue 57),
 * the old text is named beside its test.
 */

const readPageFacts = await pageFactsReader();

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
    llmsTxt: { url: `${new URL(url).origin}/llms.txt`, status: 404, contentType: 'text/html' },
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
  return {
    requestedUrl: url,
    url,
    kind: 'image',
    status: 200,
    contentType: 'image/jpeg',
    bytes: 10_000,
    capped: false,
    error: null,
    ...fields,
  };
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
  // Old (issue 57): a synchronous script at the end of <body> was a warning. Chrome paints what it has parsed
  // before it, and Lighthouse's render-blocking audit does not count it (issue 61): a note about taps at most.
  it('notes a synchronous script at the end of <body>, which holds up no first paint', () => {
    const result = judge('blocking-scripts', page('<h1>AC repair</h1><p>Same day</p><script src="/js/script.js"></script>'));
    expect(result.status).toBe('info');
    expect(result.evidence).toContain('https://shop.example.pk/js/script.js (end of <body>)');
    expect(result.fix).toBe('');
  });

  it('warns on a synchronous script in <head>, or in <body> before most of the text with no image before it', () => {
    const head = judge('blocking-scripts', page('<h1>AC repair</h1>', '<title>Khan</title><script src="/js/jquery.js"></script>'));
    expect(head.status).toBe('warn');
    expect(head.evidence).toContain('(in <head>)');
    const early = `<script src="/js/menu.js"></script><h1>AC repair</h1><p>${'Same day repair across Lahore. '.repeat(10)}</p>`;
    expect(judge('blocking-scripts', page(early)).status).toBe('warn');
    // After an image the browser loads the script at a lower priority; Lighthouse does not count it.
    expect(judge('blocking-scripts', page(`<img src="/hero.jpg" alt="">${early}`)).status).toBe('info');
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

  it('gives one place to a robots.txt line that blocks Googlebot, though two checks report it', () => {
    const fixes = topFixes([
      result('robots-txt', 'fail', 'high'),
      result('ai-search-googlebot', 'fail', 'high'),
      result('ai-search-bingbot', 'fail', 'medium'),
    ]);
    expect(fixes).toEqual(['robots-txt', 'ai-search-bingbot']);
    expect(topFixes([result('ai-search-googlebot', 'fail', 'high')])).toEqual(['ai-search-googlebot']);
  });
});

describe('images never fetched are not judged by their names (issue 61)', () => {
  // Old: warn, "4 of 4 not fetched are named .jpg/.png/.gif".
  it('counts images it did not fetch as not checked', () => {
    const html = page(['a', 'b', 'c', 'd'].map((name) => `<img src="/${name}.png" alt="" width="24" height="24">`).join(''));
    const result = judge('image-formats', html);
    expect(result.status).toBe('info');
    expect(result.evidence).toContain('None of the page’s 4 image(s) could be fetched'.replace('’', "'"));
    const some = judge('image-formats', html, {
      resources: [asset('https://shop.example.pk/a.png', { contentType: 'image/png', bytes: 300 })],
    });
    expect(some.status).toBe('pass');
    expect(some.evidence).toContain("3 of the page's 4 image(s) not checked");
  });

  it('does not ask tiny images loaded at once to be lazy', () => {
    const html = page(Array.from({ length: 24 }, (_, index) => `<img src="/i${index}.png" alt="" width="24" height="24">`).join(''));
    const resources = Array.from({ length: 6 }, (_, index) =>
      asset(`https://shop.example.pk/i${index}.png`, { contentType: 'image/png', bytes: 400 }),
    );
    expect(judge('lazy-images', html, { resources }).status).toBe('pass');
    const heavy = resources.map((resource) => ({ ...resource, bytes: 60_000 }));
    expect(judge('lazy-images', html, { resources: heavy }).status).toBe('warn');
  });

  it('weighs the image a phone loads from srcset and picture sources', () => {
    const html =
      page(`<picture><source type="image/avif" srcset="/hero-800.avif 800w, /hero-1600.avif 1600w"><img src="/hero.jpg" alt=""></picture>
      <img src="/team.jpg" srcset="/team-400.jpg 400w, /team-800.jpg 800w, /team-1600.jpg 1600w" alt="">`);
    const facts = readPageFacts(html, PAGE_URL);
    expect(facts.images.map((image) => image.fetchUrl)).toEqual([
      'https://shop.example.pk/hero-800.avif',
      'https://shop.example.pk/team-800.jpg',
    ]);
  });
});

describe('AI search (issue 61)', () => {
  const robots = (body: string, status = 200) => ({
    robots: { url: 'https://shop.example.pk/robots.txt', status, body: status === 200 ? body : null },
  });
  const html = page('<h1>AC repair in Lahore</h1><p>Same day repair.</p>');
  const verdicts = (overrides: Partial<AuditContext>) =>
    Object.fromEntries(CHECKS.filter((check) => check.group === 'ai').map((check) => [check.id, check.judge(contextOf(html, overrides))]));

  it('notes, and does not flag, a robots.txt that blocks only GPTBot', () => {
    const found = verdicts(robots('User-agent: GPTBot\nDisallow: /\n'));
    expect(Object.values(found).filter((result) => result.status === 'fail' || result.status === 'warn')).toEqual([]);
    expect(found['ai-training-crawlers']!.status).toBe('info');
    expect(found['ai-training-crawlers']!.evidence).toContain('ChatGPT search still reads them through OAI-SearchBot');
  });

  it('flags blocked OAI-SearchBot and PerplexityBot by crawler and product', () => {
    const found = verdicts(robots('User-agent: OAI-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n'));
    expect(found['ai-search-oai-searchbot']!.status).toBe('fail');
    expect(found['ai-search-oai-searchbot']!.evidence).toBe(
      'ChatGPT search cannot read this page: robots.txt blocks OAI-SearchBot with `User-agent: OAI-SearchBot` / `Disallow: /` (lines 1, 3).',
    );
    expect(found['ai-search-perplexitybot']!.evidence).toContain('Perplexity cannot read this page: robots.txt blocks PerplexityBot');
    expect(found['ai-search-bingbot']!.status).toBe('pass');
  });

  it('reads `*` / Disallow beside a Googlebot group as blocking Bing and ChatGPT search, not Google', () => {
    const found = verdicts(robots('User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n'));
    expect(found['ai-search-googlebot']!.status).toBe('pass');
    expect(found['ai-search-bingbot']!.status).toBe('fail');
    expect(found['ai-search-oai-searchbot']!.status).toBe('fail');
    // When the search crawler is blocked too, blocking the training one is not said to leave search open.
    expect(found['ai-training-crawlers']!.evidence).toContain(
      'ChatGPT search reads them through OAI-SearchBot, not GPTBot, but this robots.txt blocks OAI-SearchBot too',
    );
    expect(found['ai-training-crawlers']!.evidence).toContain(
      'Google Search (with AI Overviews and AI Mode) still reads them through Googlebot',
    );
  });

  it('takes a robots.txt that answers 503 as everything disallowed, and one that does not answer as not known', () => {
    expect(verdicts(robots('', 503))['ai-search-bingbot']!.status).toBe('fail');
    expect(verdicts({ robots: { url: 'https://shop.example.pk/robots.txt', status: null, body: null } })['ai-search-bingbot']!.status).toBe(
      'info',
    );
  });

  it('warns about a page-wide nosnippet in the meta tag or the header, and notes narrower controls', () => {
    const meta = judge('ai-snippet-controls', page('<h1>x</h1>', '<title>Khan</title><meta name="robots" content="nosnippet">'));
    expect(meta.status).toBe('warn');
    expect(meta.evidence).toContain('AI Overviews');
    const header = judge('ai-snippet-controls', html, {
      page: { ...contextOf(html).page, headers: { 'x-robots-tag': 'googlebot: max-snippet:0' } },
    });
    expect(header.status).toBe('warn');
    expect(header.evidence).not.toContain('Bing');
    expect(
      judge('ai-snippet-controls', page('<p data-nosnippet>Prices</p>', '<title>K</title><meta name="robots" content="max-snippet:120">'))
        .status,
    ).toBe('info');
    expect(judge('ai-snippet-controls', page('<h1>x</h1>', '<title>K</title><meta name="robots" content="noarchive">')).status).toBe(
      'warn',
    );
    expect(
      judge('ai-snippet-controls', page('<h1>x</h1>', '<title>K</title><meta name="robots" content="noarchive, nocache">')).status,
    ).toBe('info');
    expect(judge('ai-snippet-controls', page('<h1>x</h1>', '<title>K</title><meta name="googlebot" content="noarchive">')).status).toBe(
      'info',
    );
  });

  it('notes a missing llms.txt without a finding or advice to add one', () => {
    const result = judge('llms-txt', html);
    expect(result.status).toBe('info');
    expect(result.fix).toBe('');
    expect(`${result.evidence} ${result.why}`).not.toMatch(/add (an? )?\/?llms\.txt|consider/i);
  });

  it('says how much text and which structured data are in the HTML before scripts', () => {
    const result = judge(
      'ai-html-content',
      page(
        `<h1>AC repair</h1><p>${'Same day repair across Lahore. '.repeat(10)}</p><div itemscope itemtype="https://schema.org/Product"></div>`,
      ),
    );
    expect(result.status).toBe('pass');
    expect(result.evidence).toContain('Product (microdata)');
  });
});
