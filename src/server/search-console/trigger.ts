import { startBackground } from '../background-calls';

/** The background function that syncs Search Console (a signed call of the site's own, src/server/background-calls.ts). */
export const SYNC_FUNCTION_PATH = '/.netlify/functions/search-console-sync-background';

export function startSearchConsoleSync(origin: string): Promise<boolean> {
  return startBackground(origin, SYNC_FUNCTION_PATH);
}
