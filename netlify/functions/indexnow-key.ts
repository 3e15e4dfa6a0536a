import type { Config } from '@netlify/functions';
import { indexNowKey } from '../../src/server/indexnow/index';
import { route } from '../../src/server/http';

/**
 * GET /<key>.txt: the site's IndexNow key file, whose text is the key
 * (src/server/indexnow/key.ts). IndexNow fetches it to check that whoever
 * submits the site's pages owns the site. Any other name is not found.
 */
export default route({
  GET: async (_req, context) => {
    const key = await indexNowKey();
    if (context.params.key !== key) return new Response('Not found', { status: 404 });
    return new Response(key, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
  },
});

// Names of an IndexNow key's form only (8–128 letters, digits, hyphens), so never robots.txt; and a file of the site comes first.
export const config: Config = { path: '/:key([A-Za-z0-9\\-]{8,128}).txt', preferStatic: true };
