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
