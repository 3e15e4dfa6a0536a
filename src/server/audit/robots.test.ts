import { describe, expect, it } from 'vitest';
import { decide, decidingLines, parseRobots, patternMatches, robotsFileOf } from './robots';

/**
 * robots.txt as RFC 9309 (its examples, sections 2.2 and 5) and Google's
 * robots.txt specification read it. Each case is one the audit's old parser
 * (robots-parser 3.0.1) read differently where it says so.
 */
const allowed = (body: string, token: string, path: string) => decide(parseRobots(body), token, `https://example.com${path}`).allowed;

describe('RFC 9309 section 5.1, the simple example', () => {
  const SIMPLE = [
    'User-Agent: *',
    'Disallow: *.gif$',
    'Disallow: /example/',
    'Allow: /publications/',
    '',
    'User-Agent: foobot',
    'Disallow:/',
    'Allow:/example/page.html',
    'Allow:/example/allowed.gif',
    '',
    'User-Agent: barbot',
    'User-Agent: bazbot',
    'Disallow: /example/page.html',
    '',
    'User-Agent: quxbot',
    '',
  ].join('\n');

  it('gives a crawler no group names the `*` group', () => {
    expect(allowed(SIMPLE, 'otherbot', '/example/page.html')).toBe(false);
    expect(allowed(SIMPLE, 'otherbot', '/pictures/cat.gif')).toBe(false);
    expect(allowed(SIMPLE, 'otherbot', '/cat.gif?size=2')).toBe(true);
    expect(allowed(SIMPLE, 'otherbot', '/publications/report.html')).toBe(true);
    expect(allowed(SIMPLE, 'otherbot', '/')).toBe(true);
  });

  it('gives foobot its own group only, none of the `*` rules', () => {
    expect(allowed(SIMPLE, 'foobot', '/')).toBe(false);
    expect(allowed(SIMPLE, 'foobot', '/example/page.html')).toBe(true);
    expect(allowed(SIMPLE, 'foobot', '/example/allowed.gif')).toBe(true);
    expect(allowed(SIMPLE, 'foobot', '/publications/report.html')).toBe(false);
  });

  it('gives barbot and bazbot the group they share', () => {
    for (const bot of ['barbot', 'bazbot']) {
      expect(allowed(SIMPLE, bot, '/example/page.html')).toBe(false);
      expect(allowed(SIMPLE, bot, '/example/other.html')).toBe(true);
      expect(allowed(SIMPLE, bot, '/cat.gif')).toBe(true);
    }
  });

  // robots-parser 3.0.1: quxbot fell back to the `*` group (its group has no rules), so /cat.gif was disallowed.
  it('gives quxbot its empty group at the end of the file: everything allowed, not the `*` rules', () => {
    expect(allowed(SIMPLE, 'quxbot', '/cat.gif')).toBe(true);
    expect(allowed(SIMPLE, 'quxbot', '/example/page.html')).toBe(true);
  });
});

describe('RFC 9309 section 5.2, longest match', () => {
  const LONGEST = 'User-Agent: foobot\nAllow: /example/page/\nDisallow: /example/page/disallowed.gif\n';
  it('lets the longest matching rule decide', () => {
    expect(allowed(LONGEST, 'foobot', '/example/page/')).toBe(true);
    expect(allowed(LONGEST, 'foobot', '/example/page/other.gif')).toBe(true);
    expect(allowed(LONGEST, 'foobot', '/example/page/disallowed.gif')).toBe(false);
  });

  it('lets Allow win a tie', () => {
    expect(allowed('User-agent: foobot\nDisallow: /x/page.html\nAllow: /x/page.html\n', 'foobot', '/x/page.html')).toBe(true);
    expect(allowed('User-agent: foobot\nDisallow: /\nAllow: /\n', 'foobot', '/x')).toBe(true);
  });
});

describe('RFC 9309 section 2.2.1, the user-agent line', () => {
  it('matches the product token case-insensitively, the version and anything after the token ignored', () => {
    const body = 'User-agent: ExampleBot/2.1\nDisallow: /foo\n\nUser-agent: *\nDisallow: /baz\n';
    expect(allowed(body, 'examplebot', '/foo')).toBe(false);
    expect(allowed(body, 'EXAMPLEBOT', '/baz')).toBe(true);
    // robots-parser 3.0.1: "Googlebot 2.1" was a token of its own, so Googlebot fell back to `*`.
    expect(allowed('User-agent: *\nDisallow: /\n\nUser-agent: Googlebot 2.1\nAllow: /\n', 'Googlebot', '/page')).toBe(true);
    expect(allowed('User-agent: Googlebot*\nDisallow: /\n', 'Googlebot', '/page')).toBe(false);
  });

  it('merges every group naming the same token', () => {
    const body = 'user-agent: ExampleBot\ndisallow: /foo\ndisallow: /bar\n\nuser-agent: ExampleBot\ndisallow: /baz\n';
    for (const path of ['/foo', '/bar', '/baz']) expect(allowed(body, 'ExampleBot', path)).toBe(false);
    expect(allowed(body, 'ExampleBot', '/qux')).toBe(true);
  });

  it('obeys no rule when no group names the crawler and there is no `*` group', () => {
    expect(allowed('User-agent: FooBot\nDisallow: /\n', 'BarBot', '/')).toBe(true);
    expect(allowed('', 'BarBot', '/')).toBe(true);
  });

  // robots-parser 3.0.1: the Sitemap line ended the group, so BarBot had no group and was allowed.
  it('keeps user-agent lines in one group across lines that are not rules (Sitemap, unknown, blank, comments)', () => {
    const body = 'User-agent: BarBot\nSitemap: https://example.com/sitemap.xml\nUser-agent: FooBot\n# note\n\nDisallow: /\n';
    expect(allowed(body, 'BarBot', '/')).toBe(false);
    expect(allowed(body, 'FooBot', '/')).toBe(false);
    // robots-parser 3.0.1: the same after a Crawl-delay line.
    expect(allowed('User-agent: a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /\n', 'a', '/')).toBe(false);
  });

  it('starts a new group at a user-agent line after a rule, and ignores rules before any user-agent line', () => {
    const body = 'allow: /foo/bar/\n\nuser-agent: FooBot\ndisallow: /\nallow: /x/\nuser-agent: BarBot\ndisallow: /\nallow: /y/\n';
    expect(allowed(body, 'FooBot', '/x/b')).toBe(true);
    expect(allowed(body, 'FooBot', '/y/c')).toBe(false);
    expect(allowed(body, 'BarBot', '/y/c')).toBe(true);
    expect(allowed(body, 'FooBot', '/foo/bar/')).toBe(false);
  });

  // "a 'welcome AI bots' group silently drops every `*` rule for those bots" (issue 61).
  it('gives a crawler named in an allow-everything group none of the `*` disallows', () => {
    const body = 'User-agent: *\nDisallow: /admin\n\nUser-agent: OAI-SearchBot\nAllow: /\n';
    expect(allowed(body, 'OAI-SearchBot', '/admin')).toBe(true);
    expect(allowed(body, 'Bingbot', '/admin')).toBe(false);
  });
});

describe('RFC 9309 sections 2.2.2 and 2.2.3, paths and special characters', () => {
  it('matches case-sensitively from the first octet, `*` for any run and `$` for the end', () => {
    expect(allowed('user-agent: FooBot\ndisallow: /x/\n', 'FooBot', '/x/y')).toBe(false);
    expect(allowed('user-agent: FooBot\ndisallow: /X/\n', 'FooBot', '/x/y')).toBe(true);
    const star = 'User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n';
    expect(allowed(star, 'FooBot', '/foo/bar/quz')).toBe(false);
    expect(allowed(star, 'FooBot', '/foo/bax/quz')).toBe(true);
    const end = 'User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n';
    expect(allowed(end, 'FooBot', '/foo/bar')).toBe(false);
    expect(allowed(end, 'FooBot', '/foo/bar/')).toBe(true);
    expect(allowed('User-agent: FooBot\nDisallow: /\nAllow: /*.php$\n', 'FooBot', '/filename.php?parameters')).toBe(false);
  });

  it('reads `#` as the start of a comment', () => {
    const body = 'User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n';
    expect(allowed(body, 'FooBot', '/foo/bar')).toBe(true);
    expect(allowed(body, 'FooBot', '/foo/quz')).toBe(false);
  });

  it('percent-encodes non-ASCII characters in rules before matching', () => {
    const body = 'User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/ツ\n';
    expect(allowed(body, 'FooBot', '/foo/bar/ツ')).toBe(true);
    expect(allowed('User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%e3%83%84\n', 'FooBot', '/foo/bar/ツ')).toBe(true);
  });

  it('matches patterns as Google documents them', () => {
    expect(patternMatches('/fish', '/fish.html?id=anything')).toBe(true);
    expect(patternMatches('/fish', '/Fish.asp')).toBe(false);
    expect(patternMatches('/fish*', '/fishheads/yummy.html')).toBe(true);
    expect(patternMatches('/fish/', '/fish')).toBe(false);
    expect(patternMatches('/*.php', '/folder/filename.php')).toBe(true);
    expect(patternMatches('/*.php$', '/filename.php/')).toBe(false);
    expect(patternMatches('/fish*.php', '/fishheads/catfish.php?parameters')).toBe(true);
  });
});

describe('lines as people write them', () => {
  // robots-parser 3.0.1: "user-agent FooBot" / "disallow /" (no colon) were dropped, so FooBot was allowed.
  it('reads a file that starts with a byte-order mark, CR line ends, any case of names and a missing colon', () => {
    expect(allowed('\uFEFFUser-agent: *\nDisallow: /\n', 'Bingbot', '/')).toBe(false);
    expect(allowed('User-agent: *\rDisallow: /private\r', 'Bingbot', '/private/x')).toBe(false);
    expect(allowed('USER-AGENT: FooBot\nDISALLOW: /\n', 'FooBot', '/x')).toBe(false);
    expect(allowed('user-agent FooBot\ndisallow /\n', 'FooBot', '/x')).toBe(false);
  });

  it('names the lines that decided', () => {
    const body = 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n';
    const robots = parseRobots(body);
    expect(decidingLines(decide(robots, 'Bingbot', 'https://example.com/'))).toBe('`User-agent: *` / `Disallow: /` (lines 1, 2)');
    expect(decidingLines(decide(robots, 'Googlebot', 'https://example.com/'))).toBe('`User-agent: Googlebot` / `Allow: /` (lines 4, 5)');
    expect(decide(robots, 'Bingbot', 'https://example.com/').via).toBe('star');
    expect(decidingLines(decide(parseRobots(''), 'Bingbot', 'https://example.com/'))).toContain('no group names it');
  });
});

describe('what the robots.txt answer means (RFC 9309 2.3.1, Google)', () => {
  const url = 'https://example.com/robots.txt';
  it('reads 200 as rules, 4xx as no robots.txt, 429 and 5xx as everything disallowed, no answer as unknown', () => {
    expect(robotsFileOf({ url, status: 200, body: 'User-agent: *\nDisallow: /\n' }).kind).toBe('rules');
    expect(robotsFileOf({ url, status: 404, body: null }).kind).toBe('none');
    expect(robotsFileOf({ url, status: 429, body: null }).kind).toBe('server-error');
    expect(robotsFileOf({ url, status: 503, body: null }).kind).toBe('server-error');
    expect(robotsFileOf({ url, status: null, body: null }).kind).toBe('unknown');
  });
});
