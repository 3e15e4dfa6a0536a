import type { Config } from '@netlify/functions';
import { ratingSourceRequestSchema, reviewActionSchema, type ProofWriteAnswer } from '../../src/lib/api/reviews';
import { logActivity } from '../../src/server/activity/index';
import { requireMember } from '../../src/server/auth/index';
import { requestPublishAfterSave } from '../../src/server/content/index';
import { collection, HttpError, json, parseBody, readMutation, route } from '../../src/server/http';
import { checkTags, decideReview, listReviews, REVIEW_REFUSALS, setRatingSource } from '../../src/server/proof/index';

/**
 * /api/admin/reviews (Sales reads; Admin changes).
 * GET: every client's answer to "How are we doing?", newest first (rating, words, naming, each
 *   consent, status new/published/hidden/withdrawn, the label it shows, where it stands on the site),
 *   how many published reviews there are of each rating, the rating setting and what the badge
 *   shows with it, the typical-results line, and the industries and cities to tag a client with.
 * PUT `{ratingSource: 'spec' | 'reviews'}` (Admin): where the home page's rating badge and its
 *   AggregateRating come from (the spec's figures, or the published reviews' count and mean). Logged;
 *   a change starts a build. `{publish}` says how the build went.
 */
const list = route({
  GET: async (_req, context) => {
    await requireMember(context);
    return json(200, await listReviews());
  },
  PUT: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const { ratingSource } = parseBody(ratingSourceRequestSchema, body);
    const changed = await setRatingSource(ratingSource, admin.username);
    if (changed) await logActivity(context, { actor: admin.username, action: 'setting.changed', target: `rating-source ${ratingSource}` });
    return json(200, { publish: changed ? await requestPublishAfterSave(context) : null } satisfies ProofWriteAnswer);
  },
});

/**
 * POST /api/admin/reviews/:client/:month (Admin): staff's decision on one answer's review.
 *   `{action: 'publish', industry, city}`: puts a review the client agreed to publish on the site
 *   (any rating), named as the client chose with the client's industry and city (the site's own;
 *   kept for the client); 409 when the client did not agree or withdrew it.
 *   `{action: 'hide', reason}`: takes it off the site for a reason from the closed list
 *   (personal-data, abuse, not-about-us). Both logged; the client's words are never changed. A
 *   change to what the site shows starts a build; `{publish}` says how it went.
 */
const item = route({
  POST: async (req, context) => {
    const body = await readMutation(req);
    const admin = await requireMember(context);
    const request = parseBody(reviewActionSchema, body);
    const clientId = context.params.client ?? '';
    const month = context.params.month ?? '';
    let decision: Parameters<typeof decideReview>[2];
    if (request.action === 'publish') {
      const tags = checkTags({ industry: request.industry, city: request.city });
      if (!tags.ok) throw new HttpError(400, `${tags.message}.`, { fields: { [tags.field]: tags.message } });
      decision = { action: 'publish', tags: tags.tags };
    } else decision = { action: 'hide', reason: request.reason };
    const outcome = await decideReview(clientId, month, decision, admin.username);
    if (outcome.kind === 'missing') throw new HttpError(404, REVIEW_REFUSALS.missing);
    if (outcome.kind === 'refused') throw new HttpError(409, outcome.reason);
    if (outcome.kind === 'conflict') throw new HttpError(409, REVIEW_REFUSALS.conflict);
    const target = `${clientId} ${month}${request.action === 'hide' ? ` ${request.reason}` : ''}`;
    await logActivity(context, {
      actor: admin.username,
      action: request.action === 'publish' ? 'review.published' : 'review.hidden',
      target,
    });
    return json(200, { publish: outcome.siteChanged ? await requestPublishAfterSave(context) : null } satisfies ProofWriteAnswer);
  },
});

export default collection(list, item, 'client');

export const config: Config = { path: ['/api/admin/reviews', '/api/admin/reviews/:client/:month'] };
