import type { Config } from '@netlify/functions';
import { campaignInputSchema } from '../../src/lib/api/newsletter';
import { requireMember } from '../../src/server/auth/index';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { renderCampaign, unsubscribeUrl } from '../../src/server/newsletter/index';
import { mailLinkOrigin } from '../../src/server/mail/index';

/**
 * POST /api/campaign-preview `{subject, preview_text, body_markdown}`: the
 * mail as readers will get it, `{subject, html, text}`, from text that need
 * not be saved yet (the compose screen's preview). Admin only.
 */
export default route({
  POST: async (req, context) => {
    const body = await readMutation(req, { limit: 128 * 1024 });
    await requireMember(context);
    const text = parseBody(campaignInputSchema, body);
    const origin = mailLinkOrigin(req);
    return json(200, await renderCampaign(text, unsubscribeUrl(origin, 'preview')));
  },
});

export const config: Config = { path: '/api/campaign-preview' };
