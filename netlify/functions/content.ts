import type { Config } from '@netlify/functions';
import { editablePageSchema } from '../../src/lib/content/editable-content';
import { publicContent } from '../../src/server/content/index';
import { HttpError, json, route } from '../../src/server/http';

/**
 * GET /api/content/:page: the public text of an editable page, built-in
 * defaults merged in for keys nobody has edited. Browsers and Netlify's CDN
 * may keep it a minute, so an edit shows up on the site within about that.
 */
export default route({
  GET: async (_req, context) => {
    const page = editablePageSchema.safeParse(context.params.page);
    if (!page.success) throw new HttpError(404, 'There is no editable page with that name.');
    return json(200, await publicContent(page.data), {
      cacheControl: 'public, max-age=60',
      headers: { 'Netlify-CDN-Cache-Control': 'public, s-maxage=60, stale-while-revalidate=300' },
    });
  },
});

export const config: Config = { path: '/api/content/:page' };
