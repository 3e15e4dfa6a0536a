import type { APIRoute } from 'astro';
import { buildRecord } from '../server/content/index';
import { proofBuildTexts } from '../server/proof/index';

/**
 * /content-version.json: what this build was made from (see README,
 * "Publishing edits"). The admin fetches it from the live site to tell which
 * saved text is on the pages; netlify.toml keeps it out of caches.
 */
export const GET: APIRoute = async () => {
  const record = await buildRecord();
  // The client reviews and results cards the build shows, so the admin can tell which are live.
  const withProof = { ...record, texts: { ...record.texts, ...(await proofBuildTexts()) } };
  return new Response(`${JSON.stringify(withProof)}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
