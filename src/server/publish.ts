import { createJson, deleteKey, listKeys } from './storage';

/**
 * Getting an edit onto the live site. Public pages are prebuilt, so after a
 * content save or seed we ask Netlify for a new build through the build hook
 * in NETLIFY_BUILD_HOOK_URL. One request per minute is enough: a burst of
 * edits shares the build it started. A hook that fails never fails the save;
 * the staff member is told what happened instead.
 */
export type PublishState =
  /** Pages read the store directly (astro dev): the edit is already visible. */
  | 'live'
  /** A rebuild was requested now or earlier this minute. */
  | 'scheduled'
  /** No build hook configured: the edit appears with the next deploy. */
  | 'manual'
  /** The hook did not answer well; the edit appears with the next deploy. */
  | 'failed';

export interface PublishResult {
  state: PublishState;
  message: string;
}

export const PUBLISH_MESSAGES: Record<PublishState, string> = {
  live: 'It is live on the site now.',
  scheduled: 'It will be live on the site in about a minute.',
  manual: 'Rebuild the site to publish it (no build hook is set up).',
  failed: 'The site could not be rebuilt automatically; it will appear after the next deploy.',
};

const BURST_WINDOW_MS = 60_000;
const HOOK_TIMEOUT_MS = 5_000;

export interface PublishOptions {
  hookUrl?: string | undefined;
  /** True where pages are rendered from the store on every request. */
  rendersLive?: boolean;
  now?: number;
}

export async function requestPublish(options: PublishOptions): Promise<PublishResult> {
  const result = (state: PublishState): PublishResult => ({ state, message: PUBLISH_MESSAGES[state] });
  if (options.rendersLive) return result('live');
  const hookUrl = options.hookUrl?.trim();
  if (!hookUrl) return result('manual');

  // Only the first edit of each minute claims the window (an atomic create) and calls the hook.
  const window = Math.floor((options.now ?? Date.now()) / BURST_WINDOW_MS);
  const claimKey = `rebuild-request/${window}`;
  const claimed = await createJson('publishing', claimKey, { requestedAt: new Date().toISOString() });
  if (!claimed) return result('scheduled');
  await forgetOldClaims(window);

  try {
    const answer = await fetch(hookUrl, { method: 'POST', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    if (!answer.ok) throw new Error(`build hook answered ${answer.status}`);
    return result('scheduled');
  } catch (error) {
    console.error('Publishing: the build hook failed; the edit is saved and waits for the next deploy.', error);
    // Let the next edit try the hook again rather than assume a build is coming.
    await deleteKey('publishing', claimKey).catch(() => undefined);
    return result('failed');
  }
}

/** Claims of past minutes have done their job: delete them so the store does not grow by one key a minute. */
async function forgetOldClaims(window: number): Promise<void> {
  try {
    const old = (await listKeys('publishing', 'rebuild-request/')).filter(
      (key) => Number(key.slice('rebuild-request/'.length)) < window - 1,
    );
    await Promise.all(old.map((key) => deleteKey('publishing', key)));
  } catch (error) {
    console.warn('Publishing: could not delete old rebuild claims (harmless; tried again next time).', error);
  }
}

/**
 * The publish options a function has. Deployed requests carry their deploy
 * context (production, deploy-preview, branch-deploy); local emulation says
 * 'dev' (netlify dev) or nothing (astro dev), and there pages read the store
 * on every request.
 */
export function publishOptionsFor(context: { deploy?: { context?: string } }): PublishOptions {
  const deployContext = context.deploy?.context;
  return { hookUrl: process.env.NETLIFY_BUILD_HOOK_URL, rendersLive: !deployContext || deployContext === 'dev' };
}
