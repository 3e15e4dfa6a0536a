import type { RatingSource, ReviewAction } from '../../lib/api/reviews';
import { clientResultsSchema, proofWriteAnswerSchema, reviewsAnswerSchema } from '../../lib/api/reviews';
import { ROUTES } from '../../lib/api/routes';
import { defineWrite } from './mutation';
import { PUBLISHING_READS } from './publishing-api';
import { defineRead } from './read';

/**
 * Client reviews and results (issue 60; the contract is docs/reference/endpoints.md,
 * admin-reviews and admin-client-results): every answer with its consent and
 * status, a client's results, and the writes. Each write may change what the
 * site shows, so it refreshes the publish status too; its answer says how the
 * build request went.
 */
export type { ClientResults, ReviewRow, ReviewsAnswer } from '../../lib/api/reviews';

export const useReviews = defineRead({ route: ROUTES.reviews, schema: reviewsAnswerSchema, nullWhenSignedOut: true });

export const useClientResults = defineRead({
  route: ROUTES.clientResults,
  schema: clientResultsSchema,
  values: (id: string) => ({ id }),
});

/** Publish (with the client's industry and city) or Hide (with its reason) one answer's review. */
export const useDecideReview = defineWrite({
  route: ROUTES.review,
  method: 'POST',
  answer: proofWriteAnswerSchema,
  params: ({ clientId, month }: { clientId: string; month: string; action: ReviewAction }) => ({ client: clientId, month }),
  body: ({ action }) => action,
  failure: 'Not changed',
  refreshes: [useReviews.all, useClientResults.all],
  refreshesLater: PUBLISHING_READS,
});

/** Where the rating badge and its AggregateRating come from. */
export const useRatingSource = defineWrite({
  route: ROUTES.reviews,
  method: 'PUT',
  answer: proofWriteAnswerSchema,
  body: (ratingSource: RatingSource) => ({ ratingSource }),
  failure: 'Setting not saved',
  refreshes: [useReviews.all],
  refreshesLater: PUBLISHING_READS,
});

/** Publish results: a frozen card from the client's latest report. */
export const usePublishResults = defineWrite({
  route: ROUTES.clientResults,
  method: 'POST',
  answer: proofWriteAnswerSchema,
  params: ({ id }: { id: string; industry: string | null; city: string | null }) => ({ id }),
  body: ({ industry, city }) => ({ industry, city }),
  failure: 'Results not published',
  refreshes: (_answer, input) => [useClientResults.key(input.id), useReviews.all],
  refreshesLater: PUBLISHING_READS,
});
