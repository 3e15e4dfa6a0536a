import { z } from 'zod';
import { textFingerprint } from './text-fingerprint';

/**
 * What the admin says about getting an edit onto the public site, derived
 * from three facts (see README, "Publishing edits"):
 * - the entry as stored (its text and when it was saved);
 * - the build record of the deployed site, `/content-version.json`, which the
 *   build writes from its content snapshot (a fingerprint of every text the
 *   pages show) and the admin fetches from the live site itself;
 * - the publishing state the functions keep: how pages get built (`mode`),
 *   the build requested and not yet snapshotted (`pendingSince`), the last
 *   build-hook call and whether it worked, the last snapshot a build took.
 */

/** Where the deployed site says what it was built from. */
export const BUILD_RECORD_PATH = '/content-version.json';

export const buildRecordSchema = z.object({
  builtAt: z.string(),
  /** When the build copied the content store; null when it built from the defaults. */
  snapshotTakenAt: z.string().nullable(),
  /** `<page>.<contentKey>` → fingerprint of the text the built page shows. */
  texts: z.record(z.string(), z.string()),
});
export type BuildRecord = z.infer<typeof buildRecordSchema>;

export const publishInfoSchema = z.object({
  /** live: pages read the store on each request (npm run dev); hook: a build hook rebuilds; manual: no hook. */
  mode: z.enum(['live', 'hook', 'manual']),
  /** A build was requested at this time and has not taken its content snapshot yet. */
  pendingSince: z.string().nullable(),
  lastRequest: z.object({ at: z.string(), ok: z.boolean() }).nullable(),
  /** When the last build copied the content store (written by the build plugin). */
  lastSnapshotAt: z.string().nullable(),
});
export type PublishInfo = z.infer<typeof publishInfoSchema>;

/**
 * How a save that changed the site reaches it, as its answer says (src/server/content/publish.ts):
 * live now, a build requested, no hook (rebuild by hand), or the hook failed.
 */
export const publishResultSchema = z.object({
  state: z.enum(['live', 'publishing', 'manual', 'failed']),
  message: z.string(),
  /** When the build that will carry the edit was requested. */
  requestedAt: z.string().optional(),
});

/** POST /api/admin/publish (Publish now): the build asked for, and the publishing state at once. */
export const publishNowAnswerSchema = z.object({ publish: publishResultSchema, status: publishInfoSchema });

/** A requested build that has not shown up on the site after this long counts as failed. */
export const BUILD_TIME_LIMIT_MS = 10 * 60_000;

export type EntryPublishStatus =
  | { state: 'live' }
  | { state: 'publishing'; requestedAt: string }
  | { state: 'not-published' }
  | { state: 'failed'; reason: 'hook-failed' | 'no-build' | 'not-requested'; requestedAt?: string };

export interface StatusEntry {
  id: string;
  content: string;
  updated_at?: string | undefined;
}

const time = (iso: string | null | undefined) => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

export function entryStatus(entry: StatusEntry, info: PublishInfo, deployed: BuildRecord | null, now: number): EntryPublishStatus {
  if (info.mode === 'live') return { state: 'live' };
  if (deployed && deployed.texts[entry.id] === textFingerprint(entry.content)) return { state: 'live' };
  if (info.mode === 'manual') return { state: 'not-published' };
  if (info.lastRequest && !info.lastRequest.ok) return { state: 'failed', reason: 'hook-failed', requestedAt: info.lastRequest.at };

  // Which requested build carries this save: one whose snapshot was taken after it, else the pending one.
  const saved = time(entry.updated_at) ?? 0;
  const snapshot = time(info.lastSnapshotAt);
  let requestedAt: string | null = null;
  if (snapshot !== null && snapshot >= saved) requestedAt = info.lastRequest?.at ?? info.lastSnapshotAt;
  else if (info.pendingSince) requestedAt = info.pendingSince;
  if (!requestedAt) return { state: 'failed', reason: 'not-requested' };
  const requested = time(requestedAt) ?? 0;
  if (now - requested > BUILD_TIME_LIMIT_MS) return { state: 'failed', reason: 'no-build', requestedAt };
  return { state: 'publishing', requestedAt };
}

/** One page's status: the worst of its entries (failed, then not published, then publishing), else live. */
export function pageStatus(statuses: readonly EntryPublishStatus[]): EntryPublishStatus {
  const rank = { failed: 3, 'not-published': 2, publishing: 1, live: 0 } as const;
  let worst: EntryPublishStatus = { state: 'live' };
  for (const status of statuses) if (rank[status.state] > rank[worst.state]) worst = status;
  // Publishing since the earliest request among its entries.
  if (worst.state === 'publishing') {
    const times = statuses.flatMap((s) => (s.state === 'publishing' ? [s.requestedAt] : [])).sort();
    return { state: 'publishing', requestedAt: times[0]! };
  }
  return worst;
}

/** The words the admin shows for a status; `clock` formats a time as the reader's local HH:MM. */
export function statusLabel(status: EntryPublishStatus): string {
  return { live: 'Live', publishing: 'Publishing', 'not-published': 'Not published', failed: 'Failed' }[status.state];
}

export function statusSentence(status: EntryPublishStatus, clock: (iso: string) => string): string {
  switch (status.state) {
    case 'live':
      return 'The live site shows this text.';
    case 'publishing':
      return `Saved. A build was requested at ${clock(status.requestedAt)} and has not appeared on the site yet.`;
    case 'not-published':
      return 'Saved, not on the site yet: no build hook is set up, so rebuild the site to publish.';
    case 'failed':
      if (status.reason === 'hook-failed')
        return 'Saved, but the build hook failed, so the site was not rebuilt. Use Publish now to try again.';
      if (status.reason === 'no-build') {
        return `Saved, but no build with it appeared on the site within ${BUILD_TIME_LIMIT_MS / 60_000} minutes of the request at ${clock(status.requestedAt!)}. Use Publish now to try again.`;
      }
      return 'Saved, but no build was requested for it. Use Publish now.';
  }
}

/** True while the admin should look again on its own: something is on its way to the site. */
export function isPublishing(statuses: readonly EntryPublishStatus[]): boolean {
  return statuses.some((status) => status.state === 'publishing');
}
