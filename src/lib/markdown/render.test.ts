import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, renderMarkdown, slugifyHeading } from './render';

const SITE = 'https://www.example-seo-agency.pk';
const render = (markdown: string) => renderMarkdown(markdown, { siteOrigin: SITE }).html;

describe('renderMarkdown', () => {
  it('renders Markdown: paragraphs, emphasis, lists, quotes, code', () => {
    const html = render('Some **bold** and *em* text.\n\n- one\n- two\n\n> quoted\n\n`code`');
    expect(html).toContain('<p>Some <strong>bold</strong> and <em>em</em> text.</p>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<code>code</code>');
  });

  it('renders tables (newsletters and articles both use them)', () => {
    const html = render('| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toContain('<th>a</th>');
    expect(html).toContain('<td>1</td>');
  });

  it('gives headings an id and a link to themselves, and makes "#" an h2 (the title is the h1)', () => {
    const { html, headings } = renderMarkdown('# Why rank locally?\n\n### Maps & reviews\n\n## Why rank locally?', { siteOrigin: SITE });
    expect(html).toContain('<h2 id="why-rank-locally"><a class="header-anchor" href="#why-rank-locally">Why rank locally?</a></h2>');
    expect(html).toContain('<h3 id="maps-reviews">');
    expect(html).toContain('<h2 id="why-rank-locally-1">');
    expect(html).not.toContain('<h1');
    expect(headings.map((h) => [h.level, h.id])).toEqual([
      [2, 'why-rank-locally'],
      [3, 'maps-reviews'],
      [2, 'why-rank-locally-1'],
    ]);
  });

  it('adds rel="noopener" to links to other sites only', () => {
    const html = render('[Google](https://www.google.com/) [ours](https://www.example-seo-agency.pk/local-seo) [rel](/seo-audit)');
    expect(html).toContain('<a href="https://www.google.com/" rel="noopener">Google</a>');
    expect(html).toContain('<a href="https://www.example-seo-agency.pk/local-seo">ours</a>');
    expect(html).toContain('<a href="/seo-audit">rel</a>');
  });

  describe('stored XSS never reaches the HTML', () => {
    const probes = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(1)">x</a>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](&#106;avascript:alert(1))',
      '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![x](x" onerror="alert(1))',
      '<svg onload=alert(1)>',
      '<style>body{display:none}</style>',
      '# <script>alert(1)</script>',
      '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
      // A newsletter is Markdown too: no inline style, no tracking pixel.
      '<p style="color:red">x</p>',
      '![x](http://tracker.example/p.gif)',
    ];
    for (const probe of probes) {
      it(probe, () => {
        const html = render(`Before\n\n${probe}\n\nAfter`);
        const elements = parse(html).querySelectorAll('*');
        expect(elements.map((element) => element.tagName.toLowerCase())).not.toEqual(
          expect.arrayContaining([expect.stringMatching(/^(script|iframe|img|svg|style|object|embed)$/)]),
        );
        for (const element of elements) {
          expect(Object.keys(element.attributes).filter((name) => /^on/i.test(name))).toEqual([]);
          expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
        }
        expect(html).toContain('After');
      });
    }

    it('shows raw HTML as text, so the writer sees what was typed', () => {
      expect(render('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
    });
  });
});

describe('slugifyHeading', () => {
  it('keeps letters and digits in hyphenated lower case, never an id the page already uses', () => {
    expect(slugifyHeading('  SEO in 2027: what’s new?  ')).toBe('seo-in-2027-what-s-new');
    expect(slugifyHeading('Café & Crème')).toBe('cafe-creme');
    expect(slugifyHeading('!!!')).toBe('section');
    expect(slugifyHeading('1. List every address')).toBe('section-1-list-every-address');
    expect(slugifyHeading('Main')).toBe('main-section');
  });
});

describe('reading time', () => {
  it('counts words, not Markdown syntax, and reads 200 a minute (at least one)', () => {
    expect(countWords('## A heading\n\nSome [linked text](https://x.example/a-b-c) here.')).toBe(6);
    expect(readingMinutes('word '.repeat(50))).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
  });
});
