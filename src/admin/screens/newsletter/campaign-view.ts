import type { Campaign, CampaignProgress } from '../../../lib/api/newsletter';

export const CAMPAIGN_STATUS_LABELS: Record<Campaign['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

/** "12 sent, 1 failed, 3 waiting of 16" (skipped only when there are any). */
export function figuresLine(progress: CampaignProgress): string {
  const parts = [`${progress.sent} sent`, `${progress.failed} failed`, `${progress.waiting} waiting`];
  if (progress.skipped > 0) parts.push(`${progress.skipped} skipped`);
  return `${parts.join(', ')} of ${progress.total}`;
}

/** While a send runs (or a scheduled one is due), the screen looks again this often. */
export const PROGRESS_REFETCH_MS = 2000;

/** True while the campaign's figures can still change on their own. */
export function isInFlight(campaign: Campaign | undefined, now: number = Date.now()): boolean {
  if (!campaign) return false;
  if (campaign.status === 'sending') return true;
  return campaign.status === 'scheduled' && !!campaign.scheduled_at && Date.parse(campaign.scheduled_at) <= now;
}

/** A `datetime-local` value (the browser's local time) as an ISO time with offset, or null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}
