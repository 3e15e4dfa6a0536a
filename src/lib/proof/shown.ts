// Bare Node loads this file too (the content snapshot takes only what may be shown): relative
// imports carry their extension and only type syntax Node can strip is used.
import type { CardRecord, ProofSettings, SiteAnswer, SiteCard, SiteReview } from '../api/reviews.ts';

/**
 * The one rule of what the public site shows, used by the content snapshot
 * (what leaves the store for the build), the build itself (which applies it
 * again to whatever the snapshot holds) and the admin (what it expects the
 * live site to show):
 *
 * - a review: the client ticked "publish my review", has not withdrawn the
 *   answer, and staff published it (not hidden);
 * - a results card: published, and not withdrawn (the client's consent to
 *   show results ended: a withdrawal, or a later answer without it).
 */
export function isShownReview(answer: Pick<SiteAnswer, 'publishReview' | 'withdrawnAt' | 'review'>): boolean {
  return answer.publishReview && answer.withdrawnAt === null && answer.review.status === 'published' && answer.review.shown !== null;
}

export function isShownCard(card: Pick<CardRecord, 'status' | 'withdrawnAt'>): boolean {
  return card.status === 'published' && card.withdrawnAt === null;
}

/** The review as the site shows it; null when it must not be shown. */
export function siteReviewOf(answer: SiteAnswer): SiteReview | null {
  const shown = answer.review.shown;
  if (!isShownReview(answer) || !shown) return null;
  return {
    id: reviewId(answer.clientId, answer.month),
    rating: answer.rating,
    text: answer.text,
    label: shown.label,
    clientSince: shown.clientSince,
    givenAt: answer.sentAt,
    industry: shown.industry,
    city: shown.city,
  };
}

export function siteCardOf(card: CardRecord): SiteCard | null {
  if (!isShownCard(card)) return null;
  return {
    id: card.clientId,
    label: card.label,
    clientSince: card.clientSince,
    industry: card.industry,
    city: card.city,
    month: card.month,
    clicks: card.clicks,
    baseline: card.baseline,
    problems: card.problems,
    publishedAt: card.publishedAt,
  };
}

/** A review's id on the site (its element id on /results): `<clientId>-<YYYY-MM>`. */
export const reviewId = (clientId: string, month: string) => `${clientId}-${month}`;

/** The build record's keys (/content-version.json) of a review and a card. */
export const reviewBuildKey = (clientId: string, month: string) => `review.${reviewId(clientId, month)}`;
export const cardBuildKey = (clientId: string) => `results.${clientId}`;

/** The text the build fingerprints for what it shows; the admin compares it with the live site's. */
export const shownText = (item: SiteReview | SiteCard): string => JSON.stringify(item);

/** The rating the home page shows and its structured data declares. */
export interface ShownRating {
  /** 1 decimal, e.g. 4.6. */
  value: number;
  count: number;
  source: ProofSettings['ratingSource'];
}

/** The spec's figures: 5.0 from 1,000 reviews. */
export const SPEC_RATING = { value: 5, count: 1000 } as const;

/**
 * The spec's figures (the default), or the published client reviews: the mean
 * of every published rating and how many, none when nothing is published.
 */
export function shownRating(
  settings: Pick<ProofSettings, 'ratingSource'> | null,
  reviews: readonly Pick<SiteReview, 'rating'>[],
): ShownRating | null {
  if (!settings || settings.ratingSource === 'spec') return { ...SPEC_RATING, source: 'spec' };
  if (reviews.length === 0) return null;
  const mean = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { value: Math.round(mean * 10) / 10, count: reviews.length, source: 'reviews' };
}

/** A card's change in clicks, in whole percent; null when its baseline had no clicks. */
export function clicksChange(card: Pick<SiteCard, 'clicks' | 'baseline'>): number | null {
  if (card.baseline.clicks === 0) return null;
  return Math.round(((card.clicks - card.baseline.clicks) / card.baseline.clicks) * 100);
}

/**
 * The typical-results line: the median change in clicks over every shown
 * card (each its month against the same month a year before, or the
 * client's first month with data), and how many clients it counts. Cards
 * whose baseline had no clicks cannot give a change and are not counted.
 */
export function typicalResults(cards: readonly Pick<SiteCard, 'clicks' | 'baseline'>[]): { medianChange: number; clients: number } | null {
  const changes = cards.flatMap((card) => {
    const change = clicksChange(card);
    return change === null ? [] : [change];
  });
  if (changes.length === 0) return null;
  const sorted = [...changes].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { medianChange: Math.round(median), clients: changes.length };
}
