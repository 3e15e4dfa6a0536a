import type { Config } from '@netlify/functions';
import { requireMember } from '../../src/server/auth/index';
import { readSitePages } from '../../src/server/growth/index';
import { json, route } from '../../src/server/http';

/** The site's redirects (netlify.toml ships the file with the function). */
const redirectsFile = new URL('../../public/_redirects', import.meta.url);

/**
 * GET /api/admin/site-pages (Admin, Sales): the site's pages a visit can
 * start on and where each moved address lands (src/lib/api/growth.ts
 * `sitePagesSchema`), so a lead's card and the leads' export name its
 * landing page by the same rule as the growth figures.
 */
export default route({
  GET: async (_req, context) => {
    await requireMember(context);
    return json(200, (await readSitePages(Date.now(), redirectsFile)).site);
  },
});

export const config: Config = { path: '/api/admin/site-pages' };
