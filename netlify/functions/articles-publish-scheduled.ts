import type { Config, Context } from '@netlify/functions';
import { requestBuildsForDueArticles } from '../../src/server/articles/index';
import { publishOptionsFor } from '../../src/server/content/index';

/**
 * Scheduled function: every five minutes, requests a build when a scheduled
 * article has fallen due since the last build's snapshot (see
 * src/server/articles/scheduler.ts). The admin's status then shows
 * Publishing, then Live once the build is on the site.
 * Locally: `netlify dev`, then `netlify functions:invoke articles-publish-scheduled`.
 */
export default async (_req: Request, context: Context): Promise<Response> => {
  const result = await requestBuildsForDueArticles(publishOptionsFor(context));
  if (result.due.length > 0)
    console.log(`articles-publish-scheduled: ${result.due.length} article(s) due; build: ${result.publish?.state}`);
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: '*/5 * * * *' };
