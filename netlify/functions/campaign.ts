import type { Config } from '@netlify/functions';
import { campaignInputSchema } from '../../src/lib/api/newsletter-campaigns';
import { requireAdmin } from '../../src/server/auth/session';
import { HttpError, json, parseBody, readMutation, route } from '../../src/server/http';
import { CAMPAIGN_MESSAGES, campaignAnswer } from '../../src/server/newsletter/campaign-answers';
import { publicCampaign, readCampaign, updateCampaign } from '../../src/server/newsletter/campaigns';

/**
 * GET /api/campaigns/:id: the campaign, with `progress` (sent / failed /
 * skipped / waiting) while it sends and its final figures and `failures`
 * after. PUT `{subject, preview_text, body_markdown}`: edits a draft or
 * scheduled campaign (409 once it sends). Admin only.
 */
export default route({
  GET: async (_req, context) => {
    await requireAdmin(context);
    const found = await readCampaign(context.params.id ?? '');
    if (!found) throw new HttpError(404, CAMPAIGN_MESSAGES.missing);
    return json(200, publicCampaign(found.value));
  },
  PUT: async (req, context) => {
    const body = await readMutation(req, { limit: 128 * 1024 });
    const admin = await requireAdmin(context);
    return campaignAnswer(await updateCampaign(context.params.id ?? '', parseBody(campaignInputSchema, body), admin.username));
  },
});

export const config: Config = { path: '/api/campaigns/:id' };
