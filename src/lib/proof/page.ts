import type { PageSeo } from '../seo/page-seo';

/** /results: its address and what search results and the footer call it. */
export const RESULTS_PAGE = {
  path: '/results',
  footerLabel: 'Client results and reviews',
  seo: {
    title: 'Client Results and Reviews',
    description:
      'Results and reviews from our clients’ own monthly reports: clicks from Google, problems fixed and their words, published with their consent.',
    keywords: ['seo results pakistan', 'seo agency reviews', 'client reviews', 'seo case studies'],
    breadcrumb: 'Client results',
  } satisfies Omit<PageSeo, 'path'>,
} as const;

/**
 * How many client reviews (the newest) the home page's row shows before the
 * spec's ten; every one is on /results. Home's HTML is near its 30 KB budget
 * (tests/dist/budgets.test.ts) and a review of 600 characters weighs up to
 * about 400 B compressed.
 */
export const HOME_CLIENT_REVIEWS = 2;

/**
 * How many results cards (the newest) a matching landing page shows; all are
 * on /results. A landing page's response must fit the first round trip
 * (14,600 B with its headers) and a card weighs about 450 B compressed.
 */
export const LANDING_CARDS = 2;
