import type { Config } from '@netlify/functions';
import { answerClientReport } from '../../src/server/clients/index';

/**
 * GET/HEAD /client-report/<token>: a client's monthly report page (no JavaScript, noindex, no
 * referrer, its own CSP; src/server/clients/report-page.ts). Any other token gets the site's 404 page.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response('This address only accepts GET requests.', {
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  try {
    return await answerClientReport(req);
  } catch (error) {
    console.error('A monthly report could not be read:', error);
    return new Response('The report cannot be shown right now. Please try again in a minute.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
    });
  }
};

export const config: Config = { path: '/client-report/:token' };
