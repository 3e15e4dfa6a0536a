import { describe, expect, it } from 'vitest';
import type { SiteArticle } from '../api/articles';
import { articleSearchTexts, clipOnWord, indexPagePath, indexPages, relatedArticles, updatedDate } from './insights';

const article = (id: string, overrides: Partial<SiteArticle['fields']> = {}, firstLiveAt = '2026-11-01T00:00:00.000Z'): SiteArticle => ({
  id,
  fields: {
    title: `Article ${id} about search`,
    slug: `article-${id.toLowerCase()}`,
    excerpt: 'An excerpt long enough to be a description in search results for this test article.',
    body: 'Body.',
    category: 'local-seo',
    tags: [],
    author: 'editor',
    hero: null,
    seo: { title: '', description: '', imageId: null },
    ...overrides,
  },
  goLiveAt: firstLiveAt,
  firstLiveAt,
  formerSlugs: [],
});

describe('index pages', () => {
  it('cut the articles into pages of ten; page 1 is /insights itself', () => {
    const articles = Array.from({ length: 23 }, (_, index) => article(`A${index}`));
    const pages = indexPages(articles);
    expect(pages.map((page) => page.articles.length)).toEqual([10, 10, 3]);
    expect(pages.map((page) => page.pages)).toEqual([3, 3, 3]);
    expect(pages[1]!.articles[0]!.id).toBe('A10');
    expect([1, 2, 3].map(indexPagePath)).toEqual(['/insights', '/insights/page/2', '/insights/page/3']);
  });

  it('is one empty page without articles', () => {
    expect(indexPages([])).toEqual([{ page: 1, pages: 1, articles: [] }]);
  });
});

describe('search texts', () => {
  it('use the search title and description where set, else the title and excerpt cut on a word', () => {
    const long = article('L', { title: 'A very long article title that goes on well past what a search result shows in full' });
    expect(articleSearchTexts(long).title).toBe('A very long article title that goes on well past what a search…');
    expect(articleSearchTexts(long).title.length).toBeLessThanOrEqual(65);
    const set = article('S', { seo: { title: 'Own search title', description: 'Own description '.repeat(4).trim(), imageId: null } });
    expect(articleSearchTexts(set)).toEqual({ title: 'Own search title', description: 'Own description '.repeat(4).trim() });
    expect(clipOnWord('short', 10)).toBe('short');
  });
});

describe('related articles', () => {
  it('rank the same category (2) and each shared tag (1), newest first on a tie, and leave unrelated ones out', () => {
    const subject = article('S', { category: 'local-seo', tags: ['lahore', 'maps'] });
    const sameCategory = article('C', { category: 'local-seo' }, '2026-11-02T00:00:00.000Z');
    const sameCategoryOlder = article('D', { category: 'local-seo' }, '2026-10-01T00:00:00.000Z');
    const twoTagsAndCategory = article('T', { category: 'local-seo', tags: ['lahore', 'maps'] });
    const oneTag = article('O', { category: 'saas-seo', tags: ['maps'] });
    const unrelated = article('U', { category: 'saas-seo', tags: ['pricing'] });
    const related = relatedArticles(subject, [subject, unrelated, oneTag, sameCategoryOlder, sameCategory, twoTagsAndCategory], 4);
    expect(related.map((a) => a.id)).toEqual(['T', 'C', 'D', 'O']);
  });
});

describe('updated date', () => {
  it('is shown only when the version on the site went live after the first', () => {
    const first = article('F');
    expect(updatedDate(first)).toBeNull();
    expect(updatedDate({ ...first, goLiveAt: '2026-11-05T00:00:00.000Z' })).toBe('2026-11-05T00:00:00.000Z');
  });
});
