import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedHeaderRules, netlifyTomlHeaderRules, siteHeaders } from '../../scripts/quality/site-headers.ts';
import { DIST, builtPages, loadPage } from './dist-helpers';

const ROOT = process.cwd();
const headers = siteHeaders(ROOT);

/** What every response of the static site carries (netlify.toml). */
const EVERYWHERE = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The only hosts outside the site a page may talk to: Google Analytics. */
const ANALYTICS_HOST = /^https:\/\/\*\.(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/;

function parseCsp(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('netlify.toml', () => {
  it('declares the security headers for every path', () => {
    const rule = netlifyTomlHeaderRules(ROOT).find((r) => r.for === '/*');
    expect(rule?.values).toMatchObject(EVERYWHERE);
  });

  it('leaves the CSP and the /_astro cache rule to the generated config (no second copy)', () => {
    // The one Cache-Control netlify.toml sets is the build record's no-store (see the next test).
    const values = netlifyTomlHeaderRules(ROOT)
      .filter((r) => r.for !== '/content-version.json')
      .flatMap((r) => Object.keys(r.values));
    expect(values).not.toContain('Content-Security-Policy');
    expect(values).not.toContain('Cache-Control');
    expect(generatedHeaderRules(ROOT).map((r) => r.for)).toContain('/_astro/*');
  });
});

describe('headers per kind of path', () => {
  for (const { route } of builtPages()) {
    describe(`page ${route}`, async () => {
      const sent = await headers.forPath(route);
      const csp = parseCsp(sent['Content-Security-Policy'] ?? '');

      it('carries the site-wide security headers', () => {
        expect(sent).toMatchObject(EVERYWHERE);
      });

      it('has a CSP that forbids plugins, base rewriting and framing', () => {
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('base-uri')).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('default-src')).toEqual(["'self'"]);
      });

      it('allows scripts and styles only from the site, by hash, or from the analytics host', () => {
        for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src']) {
          const sources = csp.get(directive) ?? [];
          expect(sources, directive).toContain("'self'");
          const others = sources.filter((s) => s !== "'self'" && s !== 'data:' && !/^'sha256-/.test(s));
          expect(others.filter((s) => !ANALYTICS_HOST.test(s)), directive).toEqual([]);
        }
      });

      it("lists the hash of every inline script and style on the page (no 'unsafe-inline')", () => {
        const doc = loadPage(route);
        const scripts = doc
          .querySelectorAll('script:not([src])')
          .filter((s) => s.getAttribute('type') !== 'application/ld+json');
        for (const script of scripts) expect(csp.get('script-src')).toContain(sha256(script.rawText));
        for (const style of doc.querySelectorAll('style')) expect(csp.get('style-src')).toContain(sha256(style.rawText));
        expect(sent['Content-Security-Policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
      });
    });
  }

  it('/_astro/* (content-hashed) is cached for a year and immutable', async () => {
    const asset = readdirSync(join(DIST, '_astro'))[0]!;
    const sent = await headers.forPath(`/_astro/${asset}`);
    expect(sent).toMatchObject(EVERYWHERE);
    expect(sent['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('/content-version.json (what the admin compares saved text with) is never cached', async () => {
    const sent = await headers.forPath('/content-version.json');
    expect(sent).toMatchObject(EVERYWHERE);
    expect(sent['Cache-Control']).toBe('no-store');
  });

  it('/pagefind/* (fixed names such as pagefind.js) is not cached as immutable', async () => {
    const sent = await headers.forPath('/pagefind/pagefind.js');
    expect(sent).toMatchObject(EVERYWHERE);
    expect(sent['Cache-Control']).toBeUndefined();
  });

  it('the 404 page served for an unknown path still carries the security headers and denies framing', async () => {
    const sent = await headers.forPath('/no-such-page');
    expect(sent).toMatchObject({ ...EVERYWHERE, 'X-Frame-Options': 'DENY' });
  });

  it('every public page has its own CSP in the generated config, and every /admin address the admin one', () => {
    const withCsp = generatedHeaderRules(ROOT)
      .filter((r) => r.values['Content-Security-Policy'])
      .map((r) => r.for);
    const publicPages = builtPages()
      .map((p) => p.route)
      .filter((route) => !/^\/admin(\/|$)/.test(route));
    // Netlify matches header rules on the requested path: admin deep links (/admin/staff) need the splat.
    expect(withCsp.sort()).toEqual([...publicPages, '/admin/*'].sort());
    // The policy travels as a header (frame-ancestors is ignored in a <meta> tag), not in the HTML.
    expect(readFileSync(join(DIST, '404.html'), 'utf8')).not.toMatch(/http-equiv="content-security-policy"/i);
  });
});
