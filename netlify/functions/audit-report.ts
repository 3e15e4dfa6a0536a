import type { Config } from '@netlify/functions';
import { answerReport } from '../../src/server/audit/index';

/**
 * GET/HEAD /report/<token>: a website audit's private report page (no
 * JavaScript, noindex, no referrer, its own CSP; src/server/audit/report-page.ts).
 * Any token that does not open a finished report gets the site's 404 page.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response('This address only accepts GET requests.', {
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  try {
    return await answerReport(req);
  } catch (error) {
    console.error(`GET ${new URL(req.url).pathname.slice(0, 8)}…: the report could not be read:`, error);
    return new Response('The report cannot be shown right now. Please try again in a minute.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  }
};

export const config: Config = { path: '/report/:token' };
