import type { ClientRecord } from '../../lib/api/clients';
import type {
  AnswerRecord,
  HideReason,
  ProofTags,
  RatingSource,
  ReviewDecision,
  ReviewRow,
  ReviewsAnswer,
  SiteState,
} from '../../lib/api/reviews';
import { reviewBuildKey, shownRating, shownText, siteCardOf, siteReviewOf, typicalResults } from '../../lib/proof/shown';
import { listClients, readClient } from '../clients/index';
import { labelOf, tagOptions } from './options';
import { readAnswers, readAnswerVersioned, readCards, readSettings, readTags, replaceAnswer, writeSettings, writeTags } from './store';

/**
 * Staff's side of the reviews: the Reviews screen's list (every answer, its
 * consent and status, how many of each rating are published), Publish (a
 * consented review, any rating) and Hide (a reason from the closed list).
 * Staff never change the client's words: neither call takes any.
 */

export const REVIEW_REFUSALS = {
  missing: 'There is no such answer (the client may have been erased).',
  withdrawn: 'The client withdrew this answer: it cannot be published.',
  noConsent: 'The client did not agree to publish this review.',
  conflict: 'The answer changed while you were publishing it. Look at it again and try once more.',
} as const;

const shownOf = (answer: AnswerRecord | null): string | null => {
  const review = answer && siteReviewOf(answer);
  return review ? shownText(review) : null;
};

export function reviewSiteState(answer: AnswerRecord): SiteState {
  const times = [answer.sentAt, answer.withdrawnAt, answer.review.at].filter((time): time is string => time !== null);
  return { key: reviewBuildKey(answer.clientId, answer.month), shown: shownOf(answer), changedAt: times.sort().at(-1)! };
}

const statusOf = (answer: AnswerRecord): ReviewRow['status'] => (answer.withdrawnAt !== null ? 'withdrawn' : answer.review.status);

/** Every answer, newest first, with what the Reviews screen needs beside it. */
export async function listReviews(): Promise<ReviewsAnswer> {
  const [answers, clients, cards, settings] = await Promise.all([readAnswers(), listClients(), readCards(), readSettings()]);
  const byId = new Map(clients.map((client) => [client.id, client]));
  const tags = new Map<string, ProofTags>();
  for (const clientId of new Set(answers.map((answer) => answer.clientId))) tags.set(clientId, await readTags(clientId));
  const items = answers
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
    .map((answer): ReviewRow => {
      const client = byId.get(answer.clientId);
      const clientTags = tags.get(answer.clientId) ?? { industry: null, city: null };
      return {
        clientId: answer.clientId,
        businessName: client?.businessName ?? '(client erased)',
        month: answer.month,
        rating: answer.rating,
        text: answer.text,
        naming: answer.naming,
        publishReview: answer.publishReview,
        publishResults: answer.publishResults,
        sentAt: answer.sentAt,
        withdrawnAt: answer.withdrawnAt,
        status: statusOf(answer),
        decision: answer.review,
        label: answer.review.shown?.label ?? (client ? labelOf(answer.naming, client, clientTags) : ''),
        tags: clientTags,
        site: reviewSiteState(answer),
      };
    });
  const shown = answers.flatMap((answer) => siteReviewOf(answer) ?? []);
  const publishedByRating: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const review of shown) publishedByRating[review.rating] = (publishedByRating[review.rating] ?? 0) + 1;
  const rating = shownRating(settings, shown);
  return {
    items,
    publishedByRating,
    ratingSource: settings?.ratingSource ?? 'spec',
    rating: rating && { value: rating.value, count: rating.count },
    typical: typicalResults(cards.flatMap((card) => siteCardOf(card) ?? [])),
    options: tagOptions(),
  };
}

export type ReviewDecisionRequest = { action: 'publish'; tags: ProofTags } | { action: 'hide'; reason: HideReason };

export type ReviewOutcome =
  { kind: 'done'; siteChanged: boolean } | { kind: 'missing' } | { kind: 'refused'; reason: string } | { kind: 'conflict' };

function published(
  client: Pick<ClientRecord, 'businessName' | 'contactName' | 'createdAt'>,
  answer: AnswerRecord,
  tags: ProofTags,
  by: string,
  at: string,
): ReviewDecision {
  return {
    status: 'published',
    at,
    by,
    reason: null,
    shown: {
      label: labelOf(answer.naming, client, tags),
      clientSince: client.createdAt.slice(0, 7),
      industry: tags.industry,
      city: tags.city,
    },
  };
}

/** Publish (with the client's tags, kept for the client) or Hide (with its reason) one answer's review. */
export async function decideReview(
  clientId: string,
  month: string,
  request: ReviewDecisionRequest,
  by: string,
  now: Date = new Date(),
): Promise<ReviewOutcome> {
  const client = await readClient(clientId);
  if (!client) return { kind: 'missing' };
  const at = now.toISOString();
  const current = await readAnswerVersioned(client.id, month);
  if (!current) return { kind: 'missing' };
  const answer = current.value;
  let review: ReviewDecision;
  if (request.action === 'publish') {
    if (answer.withdrawnAt !== null) return { kind: 'refused', reason: REVIEW_REFUSALS.withdrawn };
    if (!answer.publishReview) return { kind: 'refused', reason: REVIEW_REFUSALS.noConsent };
    await writeTags(client.id, request.tags);
    review = published(client, answer, request.tags, by, at);
  } else {
    review = { status: 'hidden', at, by, reason: request.reason, shown: null };
  }
  const next: AnswerRecord = { ...answer, review };
  // One try: the client changing their answer meanwhile means staff should read it again first.
  if (!(await replaceAnswer(next, current.etag)).written) return { kind: 'conflict' };
  return { kind: 'done', siteChanged: shownOf(answer) !== shownOf(next) };
}

/** The rating setting; true when it changed (the home page's badge changes with the next build). */
export async function setRatingSource(source: RatingSource, by: string, now: Date = new Date()): Promise<boolean> {
  const current = await readSettings();
  if ((current?.ratingSource ?? 'spec') === source) return false;
  await writeSettings({ ratingSource: source, changedAt: now.toISOString(), changedBy: by });
  return true;
}
