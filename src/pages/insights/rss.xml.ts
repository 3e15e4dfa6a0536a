import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { site } from '../../config/site';
import { articleCategories } from '../../data/article-categories';
import { articlePath, FEED_SIZE, INSIGHTS_PATH } from '../../lib/articles/insights';
import { liveArticles } from '../../server/articles/index';

/** /insights/rss.xml: RSS 2.0 of the newest 20 articles (every page links to it for autodiscovery). */
export const GET: APIRoute = async () => {
  const articles = (await liveArticles()).slice(0, FEED_SIZE);
  return rss({
    title: `${site.brandName}: SEO insights`,
    description: 'Practical SEO articles for business owners in Pakistan.',
    site: `${site.origin}${INSIGHTS_PATH}`,
    items: articles.map((article) => ({
      title: article.fields.title,
      link: `${site.origin}${articlePath(article.fields.slug)}`,
      pubDate: new Date(article.firstLiveAt),
      description: article.fields.excerpt,
      categories: [articleCategories[article.fields.category].label, ...article.fields.tags],
    })),
    customData: '<language>en-pk</language>',
    trailingSlash: false,
  });
};
