import type { Config } from '@netlify/functions';
import { campaignInputSchema, campaignSaveSchema } from '../../src/lib/api/newsletter';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { collection, HttpError, json, parseBody, readMutation, route } from '../../src/server/http';
import { confirmedCount } from '../../src/server/newsletter';
import {
  CAMPAIGN_MESSAGES,
  campaignAnswer,
  createCampaign,
  listCampaigns,
  publicCampaign,
  readCampaign,
  updateCampaign,
} from '../../src/server/newsletter/index';

/**
 * GET /api/campaigns: `{items, confirmed_subscribers}`: every campaign with its
 * text, status and figures, newest first, and how many readers a send now
 * would reach (the send dialog's count). POST `{subject, preview_text,
 * body_markdown}`: a new draft (201). Admin only.
 */
const list = route({
  GET: async (_req, context) => {
    await requireMember(context);
    const [{ items, unreadable }, confirmed] = await Promise.all([listCampaigns(), confirmedCount()]);
    return json(200, { items, confirmed_subscribers: confirmed }, { headers: { 'X-Unreadable-Records': String(unreadable) } });
  },
  POST: async (req, context) => {
    const body = await readMutation(req, { limit: 128 * 1024 });
    const admin = await requireMember(context);
    return json(201, await createCampaign(parseBody(campaignInputSchema, body), admin.username));
  },
});

/**
 * GET /api/campaigns/:id: the campaign, with `progress` (sent / failed /
 * skipped / waiting) while it sends and its final figures and `failures`
 * after. PUT `{subject, preview_text, body_markdown, text_version}`: edits a draft written over
 * that version of its text, and logs the edit; a scheduled or sending campaign is locked, and a text
 * changed since (another writer saved) is not overwritten (409, saying why).
 */
const item = route({
  GET: async (_req, context) => {
    await requireMember(context);
    const found = await readCampaign(context.params.id ?? '');
    if (!found) throw new HttpError(404, CAMPAIGN_MESSAGES.missing);
    return json(200, publicCampaign(found.value));
  },
  PUT: async (req, context) => {
    const body = await readMutation(req, { limit: 128 * 1024 });
    const admin = await requireMember(context);
    const { text_version, ...text } = parseBody(campaignSaveSchema, body);
    const change = await updateCampaign(context.params.id ?? '', text, { by: admin.username, seen: text_version });
    if (change.kind === 'ok') await logActivity(context, { actor: admin.username, action: 'campaign.edited', target: change.value.id });
    const scheduled = change.kind === 'locked' && change.campaign.status === 'scheduled';
    return campaignAnswer(change, {
      locked: scheduled ? CAMPAIGN_MESSAGES.scheduledLocked : CAMPAIGN_MESSAGES.locked,
      changed: CAMPAIGN_MESSAGES.changedBeforeSave,
    });
  },
});

/** The list and its items in one file: the item handlers when the address names one. */
export default collection(list, item);

export const config: Config = { path: ['/api/campaigns', '/api/campaigns/:id'] };
