import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../config/site';
import { blogPosting, HEADLINE_MAX } from './article-structured-data';

const site = { brandName: 'SEO Agency Pakistan', origin: 'https://www.example.pk' } as SiteConfig;
const input = {
  headline: 'How Lahore shops win the Google map pack',
  description: 'What a shop in Lahore can do this month.',
  path: '/insights/lahore-map-pack',
  images: ['/insights/img/X-1200.jpg', '/og/insights/lahore-map-pack.png'],
  datePublished: '2026-11-10T06:00:00.000Z',
  dateModified: '2026-11-18T07:00:00.000Z',
  authorName: 'editor',
  keywords: ['google maps', 'lahore'],
  section: 'Local SEO',
};

describe('blogPosting', () => {
  it('has what Google asks of an article: headline, absolute images, dates with a zone, author, publisher', () => {
    expect(blogPosting(site, input)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: input.headline,
      description: input.description,
      url: 'https://www.example.pk/insights/lahore-map-pack',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.example.pk/insights/lahore-map-pack' },
      image: ['https://www.example.pk/insights/img/X-1200.jpg', 'https://www.example.pk/og/insights/lahore-map-pack.png'],
      datePublished: '2026-11-10T06:00:00.000Z',
      dateModified: '2026-11-18T07:00:00.000Z',
      author: { '@type': 'Person', name: 'editor', worksFor: { '@type': 'Organization', name: 'SEO Agency Pakistan' } },
      publisher: { '@type': 'Organization', name: 'SEO Agency Pakistan', url: 'https://www.example.pk/' },
      inLanguage: 'en-PK',
      articleSection: 'Local SEO',
      keywords: 'google maps, lahore',
    });
  });

  it('cuts a headline longer than Google shows, and leaves out keywords when there are none', () => {
    const record = blogPosting(site, { ...input, headline: 'x'.repeat(150), keywords: [] }) as unknown as Record<string, unknown>;
    expect((record.headline as string).length).toBe(HEADLINE_MAX);
    expect(record).not.toHaveProperty('keywords');
  });
});
