import type { APIRoute } from 'astro';
import { buildRecord } from '../server/content/index';

/**
 * /content-version.json: what this build was made from (see README,
 * "Publishing edits"). The admin fetches it from the live site to tell which
 * saved text is on the pages; netlify.toml keeps it out of caches.
 */
export const GET: APIRoute = async () =>
  new Response(`${JSON.stringify(await buildRecord())}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
