import { describe, expect, it } from 'vitest';
import { headerDirectives, metaDirectives } from './page-controls';

/** Robots directives as Google's "Robots meta tag, data-nosnippet, and X-Robots-Tag specifications" write them. */
describe('page controls', () => {
  it('reads the robots meta tag for every crawler and a named tag for that crawler only', () => {
    expect(
      metaDirectives([
        { name: 'robots', content: 'nosnippet, max-snippet:20' },
        { name: 'bingbot', content: 'noarchive' },
      ]).map(({ agent, name, value }) => [agent, name, value]),
    ).toEqual([
      ['all', 'nosnippet', null],
      ['all', 'max-snippet', '20'],
      ['bingbot', 'noarchive', null],
    ]);
  });

  it('reads X-Robots-Tag with and without a crawler name, the name holding for the directives after it', () => {
    expect(
      headerDirectives('noarchive, googlebot: nosnippet, max-snippet: 0, bingbot: nocache').map(({ agent, name, value }) => [
        agent,
        name,
        value,
      ]),
    ).toEqual([
      ['all', 'noarchive', null],
      ['googlebot', 'nosnippet', null],
      ['googlebot', 'max-snippet', '0'],
      ['bingbot', 'nocache', null],
    ]);
    expect(headerDirectives('unavailable_after: Friday, 25-Jun-2010 15:00:00 GMT').map(({ name }) => name)).toEqual(['unavailable_after']);
    expect(headerDirectives(undefined)).toEqual([]);
  });
});
