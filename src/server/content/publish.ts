import {
  createPendingBuild,
  readLastRequest,
  readLastSnapshot,
  readPendingBuild,
  readPendingBuildVersioned,
  removePendingBuild,
  replacePendingBuild,
  writeLastRequest,
} from './store';
import { BUILD_TIME_LIMIT_MS, type PublishInfo } from '../../lib/publishing/publish-status';

/**
 * Getting a saved edit onto the live site. Public pages are prebuilt, so a
 * save asks Netlify for a new build through the build hook in
 * NETLIFY_BUILD_HOOK_URL. The rule that no save is left out, whatever the
 * timing of saves and builds:
 *
 * - A save claims the "pending build" record (an atomic create). The one that
 *   creates it calls the hook; a save that finds it already there is carried
 *   by that build, whose snapshot has not been taken yet. So a burst of edits
 *   shares one build.
 * - The build plugin deletes the pending record *before* it reads the content
 *   store (content-snapshot/snapshot.ts, markSnapshotTaken). A save made after that
 *   moment finds no pending record and requests the next build itself.
 * - A pending record older than the time limit (a build that never came) or
 *   "Publish now" replaces it and calls the hook again. A hook that fails
 *   frees the record, so the next save or Publish now tries again.
 *
 * A hook that fails never fails the save: the answer says what happened.
 */
export type PublishState =
  /** Pages read the store directly (astro dev): the edit is already visible. */
  | 'live'
  /** A build that will carry the edit has been requested. */
  | 'publishing'
  /** No build hook configured: the edit appears with the next deploy. */
  | 'manual'
  /** The hook did not answer well, or the request could not be recorded. */
  | 'failed';

export interface PublishResult {
  state: PublishState;
  message: string;
  /** When the build that will carry the edit was requested. */
  requestedAt?: string;
}

export const PUBLISH_MESSAGES: Record<PublishState, string> = {
  live: 'It is live on the site now.',
  publishing: 'The site is being rebuilt with it; the Content tab shows Live once the new build is on the site.',
  manual: 'It is not on the site yet: rebuild the site to publish it (no build hook is set up).',
  failed: 'The site could not be rebuilt automatically; use Publish now in the Content tab to try again.',
};

const HOOK_TIMEOUT_MS = 5_000;

export interface PublishOptions {
  hookUrl?: string | undefined;
  /** True where pages are rendered from the store on every request. */
  rendersLive?: boolean;
  now?: number;
}

function modeOf(options: PublishOptions): PublishInfo['mode'] {
  if (options.rendersLive) return 'live';
  return options.hookUrl?.trim() ? 'hook' : 'manual';
}

const result = (state: PublishState, requestedAt?: string): PublishResult => ({
  state,
  message: PUBLISH_MESSAGES[state],
  ...(requestedAt && { requestedAt }),
});

/**
 * Makes sure a build that carries every save made so far is on its way.
 * `force` (Publish now) calls the hook even when a build is pending.
 */
export async function requestPublish(options: PublishOptions, { force = false } = {}): Promise<PublishResult> {
  const mode = modeOf(options);
  if (mode === 'live') return result('live');
  if (mode === 'manual') return result('manual');
  const now = options.now ?? Date.now();
  const requestedAt = new Date(now).toISOString();

  // Up to three tries: the pending record may be used up or replaced between our read and write.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await createPendingBuild(requestedAt)) return callHook(options.hookUrl!, requestedAt);
    const pending = await readPendingBuildVersioned();
    if (!pending) continue;
    const stale = now - Date.parse(pending.value.requestedAt) > BUILD_TIME_LIMIT_MS;
    if (!force && !stale) return result('publishing', pending.value.requestedAt);
    if ((await replacePendingBuild(requestedAt, pending.etag)).written) {
      return callHook(options.hookUrl!, requestedAt);
    }
  }
  // Others kept claiming it: a build was requested just now by one of them.
  const pending = await readPendingBuild();
  return pending ? result('publishing', pending.requestedAt) : result('failed');
}

async function callHook(hookUrl: string, requestedAt: string): Promise<PublishResult> {
  try {
    const answer = await fetch(hookUrl.trim(), { method: 'POST', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    if (!answer.ok) throw new Error(`build hook answered ${answer.status}`);
    await writeLastRequest({ at: requestedAt, ok: true });
    return result('publishing', requestedAt);
  } catch (error) {
    console.error('Publishing: the build hook failed; the edit is saved and waits for Publish now or the next save.', error);
    // Free the claim so the next save or Publish now tries the hook again rather than assume a build is coming.
    await removePendingBuild().catch(() => undefined);
    await writeLastRequest({ at: requestedAt, ok: false }).catch(() => undefined);
    return result('failed', requestedAt);
  }
}

/** The state the admin derives each entry's publishing status from (publish-status.ts). */
export async function publishInfo(options: PublishOptions): Promise<PublishInfo> {
  const mode = modeOf(options);
  if (mode !== 'hook') return { mode, pendingSince: null, lastRequest: null, lastSnapshotAt: null };
  // The pending request before the snapshot time: a build writes the time first and uses up the request
  // second (content-snapshot/snapshot.ts markSnapshotTaken), so a read in between still finds one of the two.
  const pending = await readPendingBuild();
  const [lastRequest, lastSnapshot] = await Promise.all([readLastRequest(), readLastSnapshot()]);
  return {
    mode,
    pendingSince: pending?.requestedAt ?? null,
    lastRequest: lastRequest ?? null,
    lastSnapshotAt: lastSnapshot?.takenAt ?? null,
  };
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

/**
 * After a change is saved: request the build that carries it. The change is
 * saved whatever happens here: a store failure while requesting the build is
 * reported in the answer (failed), never as a 503.
 */
export async function requestPublishAfterSave(context: Parameters<typeof publishOptionsFor>[0]): Promise<PublishResult> {
  try {
    return await requestPublish(publishOptionsFor(context));
  } catch (error) {
    console.error('Publishing: could not request a build after a save.', error);
    return result('failed');
  }
}
