import { blobsContextEdgeURL, storesAreOnThisMachine } from './storage';

/**
 * Whether this process is a test or a local run rather than a deployed site:
 * under vitest, or when the stores are on this machine (`astro dev` with the
 * local Blobs server). Settings that trade safety or strength for speed in
 * tests (a lower bcrypt cost, private audit targets, a generated second-factor
 * key, a stand-in's address for Google or IndexNow) are honoured only here.
 *
 * It fails closed: where the platform's own markers are present it is never a
 * local run, whatever else is set, so one stray variable in the site's
 * environment (`VITEST`) cannot turn those settings on in production.
 */
export function runsLocally(env: NodeJS.ProcessEnv = process.env): boolean {
  if (platformMarker(env)) return false;
  return Boolean(env.VITEST) || storesAreOnThisMachine();
}

/**
 * The first sign that this process runs on Netlify (a deployed function or a
 * build), or null: the variables Netlify sets for a site (`SITE_ID`, which the
 * functions' runtime reads for `context.site`, and `NETLIFY` in builds;
 * `netlify dev` sets `SITE_ID` too for a linked site, which then counts as
 * deployed), or a Blobs context whose store is not on this machine. Not AWS
 * Lambda's own variables: lambda-local sets them for every function that
 * astro dev's runner and the deploy-parity test call on this machine.
 */
export function platformMarker(env: NodeJS.ProcessEnv = process.env): string | null {
  for (const name of ['SITE_ID', 'NETLIFY'] as const) {
    if (env[name]?.trim()) return name;
  }
  const edge = blobsContextEdgeURL(env);
  if (edge !== undefined && !isLoopback(edge)) return 'NETLIFY_BLOBS_CONTEXT';
  return null;
}

export function isLoopback(url: string): boolean {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}
