import type { SiteState } from '../api/reviews';
import { entryStatus, type BuildRecord, type EntryPublishStatus, type PublishInfo } from './publish-status';

/**
 * Where a client review or results card stands on the live site, from the
 * same three facts as page text (publish-status.ts): what the store says the
 * build should show (`shown`, null when it must not be shown), the live
 * site's build record (/content-version.json lists a fingerprint per review
 * and card it shows) and the publishing state.
 *
 * - To be shown: Live, Publishing, Not published or Failed, as an edit.
 * - Not to be shown and still on the live site (hidden, withdrawn, erased):
 *   `comingOff` with Publishing (its build is on its way), Not published or
 *   Failed; never Live.
 * - Not to be shown and not on the site: null (nothing to say).
 */
export type SiteItemStatus = { status: EntryPublishStatus; comingOff: boolean } | null;

export function siteItemStatus(state: SiteState, info: PublishInfo, deployed: BuildRecord | null, now: number): SiteItemStatus {
  if (state.shown !== null) {
    return {
      status: entryStatus({ id: state.key, content: state.shown, updated_at: state.changedAt }, info, deployed, now),
      comingOff: false,
    };
  }
  if (info.mode === 'live' || deployed?.texts[state.key] === undefined) return null;
  // No text has the fingerprint the build wrote, so this is never "live".
  const status = entryStatus({ id: state.key, content: '', updated_at: state.changedAt }, info, deployed, now);
  return status.state === 'live' ? null : { status, comingOff: true };
}

/** What the status means for this review or card, in words (`clock` formats a time). */
export function siteItemSentence(item: NonNullable<SiteItemStatus>, clock: (iso: string) => string): string {
  const { status } = item;
  if (!item.comingOff) {
    if (status.state === 'live') return 'On the live site.';
    if (status.state === 'publishing') return `A build with it was requested at ${clock(status.requestedAt)}.`;
    if (status.state === 'not-published') return 'Not on the site yet: rebuild the site to publish it (no build hook is set up).';
    return 'The build did not come: use Publish now in the Content tab to try again.';
  }
  if (status.state === 'publishing')
    return `Still on the live site: the build that takes it off was requested at ${clock(status.requestedAt)}.`;
  if (status.state === 'not-published') return 'Still on the live site until the site is rebuilt (no build hook is set up).';
  return 'Still on the live site: the build did not come. Use Publish now in the Content tab.';
}
