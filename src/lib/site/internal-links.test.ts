import { describe, expect, it } from 'vitest';
import { deadLinkReason, pathOnSite } from './internal-links';

const ORIGIN = 'https://www.example-seo-agency.pk';
const ROUTES = ['/', '/privacy', '/terms', '/about'];

describe('pathOnSite', () => {
  it('reads a path as a page of the site', () => {
    expect(pathOnSite('/privacy', ORIGIN)).toBe('/privacy');
  });

  it('reads a full URL on the site origin as a page of the site', () => {
    expect(pathOnSite('https://www.example-seo-agency.pk/legal/privacy', ORIGIN)).toBe('/legal/privacy');
  });

  it('leaves other hosts alone', () => {
    expect(pathOnSite('https://policies.example.com/privacy', ORIGIN)).toBeNull();
  });
});

describe('deadLinkReason', () => {
  it('accepts the default on-site pages', () => {
    for (const href of ['/privacy', '/terms', '/about']) expect(deadLinkReason(href, ORIGIN, ROUTES)).toBeNull();
  });

  it('rejects the old default, a missing page on the site own origin', () => {
    expect(deadLinkReason('https://www.example-seo-agency.pk/legal/privacy', ORIGIN, ROUTES)).toMatch(/\/legal\/privacy/);
  });

  it('accepts a page on another host', () => {
    expect(deadLinkReason('https://www.example-web-studio.pk', ORIGIN, ROUTES)).toBeNull();
  });

  it('rejects a missing path', () => {
    expect(deadLinkReason('/about-us', ORIGIN, ROUTES)).not.toBeNull();
  });
});
