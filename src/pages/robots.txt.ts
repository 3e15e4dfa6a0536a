import type { APIRoute } from 'astro';
import { site } from '../config/site';
import { robotsTxt } from '../lib/site/robots-txt';

/** Built at build time so the sitemap address follows the configured origin and the training crawlers the configured choice. */
export const GET: APIRoute = () =>
  new Response(robotsTxt({ origin: site.origin, aiTraining: site.aiTrainingCrawlers }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
