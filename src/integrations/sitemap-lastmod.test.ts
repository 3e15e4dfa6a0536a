import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SitemapItem } from '@astrojs/sitemap';
import { afterAll, describe, expect, it } from 'vitest';
import { sitemapLastmod } from './sitemap-lastmod';

const ORIGIN = 'https://www.example-seo-agency.pk';
const fixture = JSON.parse(readFileSync('tests/fixtures/content-snapshot.json', 'utf8')) as {
  takenAt: string;
  entries: unknown[];
  articles: { goLiveAt: string }[];
};
const scheduled = fixture.articles.filter((article) => Date.parse(article.goLiveAt) > Date.parse(fixture.takenAt));
const live = fixture.articles.filter((article) => Date.parse(article.goLiveAt) <= Date.parse(fixture.takenAt));

const dir = mkdtempSync(join(tmpdir(), 'sitemap-lastmod-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The serializer for a snapshot with these articles (the fixture's page texts and time). */
function serializerWith(name: string, articles: unknown[]) {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ ...fixture, articles }));
  return sitemapLastmod(path);
}

const item = (path: string) => ({ url: `${ORIGIN}${path}` }) as SitemapItem;

describe('sitemap entries', () => {
  it('the fixture has a scheduled and a live article to build the two cases from', () => {
    expect(scheduled.length).toBeGreaterThan(0);
    expect(live.length).toBeGreaterThan(0);
  });

  it('leave out the Insights index while no article is live (none, or only scheduled ones)', () => {
    for (const serialize of [serializerWith('none', []), serializerWith('scheduled', scheduled)]) {
      expect(serialize(item('/insights'))).toBeUndefined();
      expect(serialize(item('/'))).toMatchObject({ url: `${ORIGIN}/` });
      expect(serialize(item('/insights/rss.xml'))).toMatchObject({ url: `${ORIGIN}/insights/rss.xml` });
    }
  });

  it('list the Insights index, dated by its newest article, once one is live', () => {
    const serialize = serializerWith('live', [...scheduled, live[0]]);
    expect(serialize(item('/insights'))).toEqual({ url: `${ORIGIN}/insights`, lastmod: live[0]!.goLiveAt });
  });
});
