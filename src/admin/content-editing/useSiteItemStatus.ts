import type { SiteState } from '../../lib/api/reviews';
import { usePublishReads } from '../api/publishing-api';
import { siteItemStatus, type SiteItemStatus } from '../../lib/publishing/site-item-status';

/**
 * Each client review's or results card's place on the live site
 * (src/lib/publishing/site-item-status.ts), from the same reads as page
 * text's, followed while one is on its way.
 */
export function useSiteItemStatus(states: readonly SiteState[]): (state: SiteState) => SiteItemStatus {
  const of = (reads: NonNullable<ReturnType<typeof usePublishReads>>, state: SiteState) =>
    siteItemStatus(state, reads.info, reads.deployed, Math.max(reads.answeredAt, Date.parse(state.changedAt) || 0));
  const reads = usePublishReads((known) => states.some((state) => of(known, state)?.status.state === 'publishing'));
  return (state) => (reads ? of(reads, state) : null);
}
