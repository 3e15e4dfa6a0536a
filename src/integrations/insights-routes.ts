import type { AstroIntegration } from 'astro';
import { articleRedirects, liveArticles, snapshotArticleSource } from '../server/articles/index';
import { articlePath } from '../lib/articles/insights';
import { snapshotPath } from '../server/content-snapshot/index';

/**
 * How the Insights pages are served, by command:
 *
 * - `astro build`: prerendered from the content snapshot like every page. An
 *   article that moved keeps its old address as a real 301 to the new one:
 *   the redirects go into Astro's `redirects`, which the Netlify adapter
 *   writes to dist/_redirects.
 * - `astro dev`: rendered on each request from the store (the routes are
 *   switched to on-demand rendering here), so a published article, a new
 *   address and its 301, or an unpublished article's 404 show at once.
 *   Prerendered routes in dev keep their getStaticPaths list until a file
 *   changes, which would hide a newly published article.
 */
const ON_DEMAND_IN_DEV = /^src\/pages\/(insights\/|og\/insights\/)/;

export default function insightsRoutes(): AstroIntegration {
  let command: 'dev' | 'build' | 'preview' | 'sync' = 'build';
  return {
    name: 'insights-routes',
    hooks: {
      'astro:config:setup': async ({ command: current, updateConfig }) => {
        command = current;
        if (command !== 'build') return;
        const articles = await liveArticles(snapshotArticleSource(snapshotPath()));
        const redirects = Object.fromEntries(
          [...articleRedirects(articles)].map(([from, to]) => [articlePath(from), { status: 301 as const, destination: articlePath(to) }]),
        );
        updateConfig({ redirects });
      },
      'astro:route:setup': ({ route }) => {
        if (command === 'dev' && ON_DEMAND_IN_DEV.test(route.component)) route.prerender = false;
      },
    },
  };
}
