import type { Config } from '@netlify/functions';
import { campaignInputSchema } from '../../src/lib/api/newsletter-campaigns';
import { requireAdmin } from '../../src/server/auth/session';
import { json, parseBody, readMutation, route } from '../../src/server/http';
import { confirmedCount } from '../../src/server/newsletter';
import { createCampaign, listCampaigns } from '../../src/server/newsletter/campaigns';

/**
 * GET /api/campaigns: `{items, confirmed_subscribers}`: every campaign with its
 * text, status and figures, newest first, and how many readers a send now
 * would reach (the send dialog's count). POST `{subject, preview_text,
 * body_markdown}`: a new draft (201). Admin only.
 */
export default route({
  GET: async (_req, context) => {
    await requireAdmin(context);
    const [{ items, unreadable }, confirmed] = await Promise.all([listCampaigns(), confirmedCount()]);
    return json(200, { items, confirmed_subscribers: confirmed }, { headers: { 'X-Unreadable-Records': String(unreadable) } });
  },
  POST: async (req, context) => {
    const body = await readMutation(req, { limit: 128 * 1024 });
    const admin = await requireAdmin(context);
    return json(201, await createCampaign(parseBody(campaignInputSchema, body), admin.username));
  },
});

export const config: Config = { path: '/api/campaigns' };
