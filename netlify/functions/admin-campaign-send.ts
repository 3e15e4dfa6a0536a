import type { Config } from '@netlify/functions';
import { campaignSendSchema } from '../../src/lib/api/newsletter';
import { requireFreshCheck, requireMember, requireSignedIn } from '../../src/server/auth/index';
import { logActivity } from '../../src/server/activity/index';
import { HttpError, parseBody, readOptionalMutation, route } from '../../src/server/http';
import { CAMPAIGN_MESSAGES, campaignAnswer, scheduleCampaign, startSending, unscheduleCampaign } from '../../src/server/newsletter/index';
import { mailLinkOrigin, smtpUrl } from '../../src/server/mail/index';
import { afterResponse } from '../../src/server/after-response';

/**
 * POST /api/campaigns/:id/send `{at?, text_version}` (fresh check): sends a draft to every confirmed
 * reader, now (no `at`, or a time already past) or at `at`, when its text is still the version the
 * Admin saw (else 409, nothing queued). A campaign is queued once: a second send answers 409. The send itself runs in the
 * background function (started here when it is due now; the scheduled
 * function starts later ones); follow it with GET /api/campaigns/:id.
 * DELETE: takes a scheduled campaign back to draft before it starts. Admin only.
 */
export default route({
  POST: async (req, context) => {
    const body = await readOptionalMutation(req);
    const { admin, session } = await requireSignedIn(context);
    const { at, text_version } = parseBody(campaignSendSchema, body);
    requireFreshCheck(session);
    if (!smtpUrl()) throw new HttpError(409, CAMPAIGN_MESSAGES.smtpOff);
    const origin = mailLinkOrigin(req);
    const change = await scheduleCampaign(context.params.id ?? '', {
      at: at ? new Date(at) : undefined,
      by: admin.username,
      origin,
      seen: text_version,
    });
    const answer = campaignAnswer(change);
    if (change.kind === 'ok')
      await logActivity(context, {
        actor: admin.username,
        action: 'campaign.sent',
        target: `${change.value.id} at ${change.value.scheduled_at}`,
      });
    if (change.kind === 'ok' && Date.parse(change.value.scheduled_at!) <= Date.now()) afterResponse(context, startSending(origin));
    return answer;
  },
  DELETE: async (req, context) => {
    await readOptionalMutation(req);
    const admin = await requireMember(context);
    const change = await unscheduleCampaign(context.params.id ?? '');
    const answer = campaignAnswer(change, { locked: CAMPAIGN_MESSAGES.notScheduled });
    if (change.kind === 'ok') await logActivity(context, { actor: admin.username, action: 'campaign.cancelled', target: change.value.id });
    return answer;
  },
});

export const config: Config = { path: '/api/campaigns/:id/send' };
