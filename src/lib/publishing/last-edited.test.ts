import { describe, expect, it } from 'vitest';
import { lastEditedByPath } from './last-edited';

const pages = {
  home: '/',
  lahore: '/seo-services-lahore',
  islamabad: '/seo-services-islamabad',
  karachi: '/seo-services-karachi',
  sialkot: '/seo-services-sialkot',
};

describe('last edited per page (sitemap lastmod)', () => {
  it('is the newest admin save among the page’s text and search appearance', () => {
    const edited = lastEditedByPath(
      [
        { page: 'lahore', section: 'hero', updated_at: '2026-01-02T10:00:00.000Z', updated_by: 'a' },
        { page: 'search', section: 'seo_services_lahore', updated_at: '2026-03-01T10:00:00.000Z', updated_by: 'b' },
        { page: 'lahore', section: 'overview', updated_at: '2026-02-01T10:00:00.000Z', updated_by: 'a' },
        { page: 'search', section: 'seo_audit', updated_at: '2026-01-05T08:00:00.000Z', updated_by: 'a' },
        { page: 'home', section: 'hero', updated_at: '2026-01-01T00:00:00.000Z', updated_by: 'a' },
      ],
      pages,
    );
    expect(Object.fromEntries(edited)).toEqual({
      '/seo-services-lahore': '2026-03-01T10:00:00.000Z',
      '/seo-audit': '2026-01-05T08:00:00.000Z',
      '/': '2026-01-01T00:00:00.000Z',
    });
  });

  it('leaves out built-in text loaded by seeding (no admin named) and entries without a date', () => {
    const edited = lastEditedByPath(
      [
        { page: 'karachi', section: 'hero', updated_at: '2026-01-02T10:00:00.000Z' },
        { page: 'sialkot', section: 'hero', updated_by: 'a' },
      ],
      pages,
    );
    expect(edited.size).toBe(0);
  });
});
