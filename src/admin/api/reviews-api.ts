import type { RatingSource, ReviewAction } from '../../lib/api/reviews';
import { clientResultsSchema, proofWriteAnswerSchema, reviewsAnswerSchema } from '../../lib/api/reviews';
import { address, ROUTES } from '../../lib/api/routes';
import { parseAnswer, sendJson } from './http';
import { defineWrite } from './mutation';
import { PUBLISHING_READS } from './publishing-api';
import { defineRead } from './read';

/**
 * Client reviews and results (issue 60; the contract is docs/reference/endpoints.md,
 * admin-reviews and admin-client-results): every answer with its consent and
 * status, a client's results, and the writes, whose answers are parsed like
 * the reads'. Each write changes what the site shows, so it refreshes the
 * publish status too.
 */
export type { ClientResults, ReviewRow, ReviewsAnswer } from '../../lib/api/reviews';

export const useReviews = defineRead({ route: ROUTES.reviews, schema: reviewsAnswerSchema, nullWhenSignedOut: true });

export const useClientResults = defineRead({
  route: ROUTES.clientResults,
  schema: clientResultsSchema,
  values: (id: string) => ({ id }),
});

async function write(method: 'POST' | 'PUT', path: string, body: unknown) {
  return parseAnswer(proofWriteAnswerSchema, `${method} ${path}`, await sendJson<unknown>(method, path, body));
}

/** Publish (with the client's industry and city) or Hide (with its reason) one answer's review. */
export const useDecideReview = defineWrite({
  call: ({ clientId, month, action }: { clientId: string; month: string; action: ReviewAction }) =>
    write('POST', address(ROUTES.review, { client: clientId, month }), action),
  failure: 'Not changed',
  refreshes: [useReviews.all, useClientResults.all],
  refreshesLater: PUBLISHING_READS,
});

/** Where the rating badge and its AggregateRating come from. */
export const useRatingSource = defineWrite({
  call: (ratingSource: RatingSource) => write('PUT', ROUTES.reviews, { ratingSource }),
  failure: 'Setting not saved',
  refreshes: [useReviews.all],
  refreshesLater: PUBLISHING_READS,
});

/** Publish results: a frozen card from the client's latest report. */
export const usePublishResults = defineWrite({
  call: ({ id, industry, city }: { id: string; industry: string | null; city: string | null }) =>
    write('POST', address(ROUTES.clientResults, { id }), { industry, city }),
  failure: 'Results not published',
  refreshes: (_answer, input) => [useClientResults.key(input.id), useReviews.all],
  refreshesLater: PUBLISHING_READS,
});
