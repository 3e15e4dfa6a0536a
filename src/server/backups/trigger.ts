/**
 * Starts the background function that makes a due backup (an Admin's
 * request or the weekly one). On Netlify it answers 202 at once and runs up
 * to 15 minutes; `npm run dev` emulates the same. Harmless to call twice: a
 * run holds a claim, and it only makes what the store says is due.
 */
export const BACKUP_FUNCTION_PATH = '/.netlify/functions/backup-background';

export async function startBackup(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}${BACKUP_FUNCTION_PATH}`, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    if (res.status === 202) return true;
    console.error(`Starting the backup answered ${res.status}.`);
  } catch (error) {
    console.error('Starting the backup failed:', error);
  }
  return false;
}
