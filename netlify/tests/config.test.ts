import { describe, expect, it } from 'vitest';
import * as adminContent from '../functions/admin-content';
import * as adminLogin from '../functions/admin-login';
import * as adminLogout from '../functions/admin-logout';
import * as adminMe from '../functions/admin-me';
import * as adminSeed from '../functions/admin-seed';
import * as adminSetup from '../functions/admin-setup';
import * as contact from '../functions/lead-submit';
import * as leads from '../functions/admin-leads';
import * as content from '../functions/content';
import * as newsletter from '../functions/newsletter-signup';
import * as newsletters from '../functions/admin-newsletter-subscribers';

const all = { adminContent, adminLogin, adminLogout, adminMe, adminSeed, adminSetup, contact, leads, content, newsletter, newsletters };

describe('function configuration', () => {
  it.each(Object.entries(all))('%s serves /api/* and leaves methods to the handler (so others get 405)', (_name, fn) => {
    const paths = [fn.config.path].flat();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^\/api\//);
    expect(fn.config.method).toBeUndefined();
  });

  it.each(Object.entries({ adminLogin, adminSetup, contact, newsletter }))(
    '%s declares a per-IP platform rate limit (aggregateBy as an array; a string would mean per-domain)',
    (_name, fn) => {
      const limit = fn.config.rateLimit;
      expect(limit).toBeDefined();
      expect(Array.isArray(limit!.aggregateBy)).toBe(true);
      expect(limit!.aggregateBy).toEqual(['ip', 'domain']);
      expect(limit!.windowLimit).toBeGreaterThan(0);
      expect(limit!.windowSize).toBeGreaterThan(0);
    },
  );
});
