import { HttpError, json } from '../http';
import type { CampaignChange } from './campaigns';
import type { Campaign } from '../../lib/api/newsletter';

/** The admin API's answers to a campaign change: 200 with the campaign, 404, or 409 with the campaign as it is. */
export const CAMPAIGN_MESSAGES = {
  missing: 'This campaign does not exist (it may have been deleted).',
  locked: 'This campaign has already been sent or is being sent, so it can no longer be changed.',
  scheduledLocked: 'This campaign is scheduled, so its text is locked. An Admin can cancel the schedule to edit it again.',
  notScheduled: 'This campaign is not scheduled (it may have started sending already).',
  smtpOff: 'E-mail is off: SMTP_URL is not set.',
  changedBeforeSend: 'This campaign was changed after you opened it. Read it again before sending.',
  changedBeforeSave:
    'This campaign was changed by someone else after you opened it, so your changes were not saved. Copy them, read the campaign again, then save.',
} as const;

export function campaignAnswer(
  change: CampaignChange<Campaign>,
  { locked = CAMPAIGN_MESSAGES.locked, changed = CAMPAIGN_MESSAGES.changedBeforeSend }: { locked?: string; changed?: string } = {},
): Response {
  if (change.kind === 'missing') throw new HttpError(404, CAMPAIGN_MESSAGES.missing);
  if (change.kind === 'locked') throw new HttpError(409, locked, { body: { campaign: change.campaign } });
  if (change.kind === 'changed') throw new HttpError(409, changed, { body: { campaign: change.campaign } });
  return json(200, change.value);
}
