import { describe, expect, it } from 'vitest';
import { decide, parseRobots, SEARCH_CRAWLERS, TRAINING_CRAWLER_TOKENS as AUDITED_TRAINING_TOKENS } from '../../server/audit/index';
import { aiTrainingChoiceOf, robotsTxt, TRAINING_CRAWLER_TOKENS } from './robots-txt';

/** The site's own robots.txt, read by the website audit's RFC 9309 reader. */
const ORIGIN = 'https://www.agency.test';
const allowed = (body: string, token: string, path: string) => decide(parseRobots(body), token, `${ORIGIN}${path}`).allowed;

describe('the site’s robots.txt', () => {
  it('lets every search and AI answer crawler read the public pages, and none /admin or /api/', () => {
    for (const aiTraining of ['allow', 'block'] as const) {
      const body = robotsTxt({ origin: ORIGIN, aiTraining });
      for (const { token } of SEARCH_CRAWLERS) {
        expect(allowed(body, token, '/'), `${token} (${aiTraining})`).toBe(true);
        expect(allowed(body, token, '/lahore'), token).toBe(true);
        expect(allowed(body, token, '/admin/login'), token).toBe(false);
        expect(allowed(body, token, '/api/contact'), token).toBe(false);
      }
      expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap-index.xml`);
    }
  });

  it('lets the training crawlers in, or keeps them out of every page, as AI_TRAINING_CRAWLERS says', () => {
    const open = robotsTxt({ origin: ORIGIN, aiTraining: 'allow' });
    const closed = robotsTxt({ origin: ORIGIN, aiTraining: 'block' });
    for (const token of TRAINING_CRAWLER_TOKENS) {
      expect(allowed(open, token, '/'), token).toBe(true);
      expect(allowed(open, token, '/admin'), token).toBe(false);
      expect(allowed(closed, token, '/'), token).toBe(false);
    }
  });

  it('names the training crawlers the audit names', () => {
    expect([...TRAINING_CRAWLER_TOKENS]).toEqual([...AUDITED_TRAINING_TOKENS]);
  });

  it('reads the choice, allow by default, and refuses any other value', () => {
    expect(aiTrainingChoiceOf('')).toBe('allow');
    expect(aiTrainingChoiceOf('BLOCK')).toBe('block');
    expect(() => aiTrainingChoiceOf('no')).toThrow(/AI_TRAINING_CRAWLERS/);
  });
});
