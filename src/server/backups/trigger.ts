import { startBackground } from '../background-calls';

/**
 * Starts the background function that makes a due backup (an Admin's
 * request or the weekly one), with a signed call it accepts only from this
 * site (src/server/background-calls.ts). On Netlify it answers 202 at once
 * and runs up to 15 minutes; `npm run dev` emulates the same. Harmless to
 * call twice: a run holds a claim, and it only makes what the store says is due.
 */
export const BACKUP_FUNCTION_PATH = '/.netlify/functions/backup-background';

export function startBackup(origin: string): Promise<boolean> {
  return startBackground(origin, BACKUP_FUNCTION_PATH);
}
