/**
 * Every public route of the site, grouped as the footer shows them. The
 * landing-page data files are checked against this list in tests, so a page
 * and its footer link cannot drift apart.
 */
export interface RouteLink {
  path: string;
  label: string;
}

export const serviceRoutes: RouteLink[] = [
  { path: '/seo-audit', label: 'SEO Audit' },
  { path: '/on-page-seo', label: 'On-Page SEO' },
  { path: '/off-page-seo', label: 'Off-Page SEO' },
  { path: '/local-seo', label: 'Local SEO' },
  { path: '/ecommerce-seo', label: 'E-commerce SEO' },
  { path: '/seo-for-saas', label: 'SEO for SaaS' },
];

export const industryRoutes: RouteLink[] = [
  { path: '/dental-seo', label: 'Dental SEO' },
  { path: '/healthcare-seo', label: 'Healthcare SEO' },
  { path: '/seo-for-aestheticians', label: 'SEO for Aestheticians' },
  { path: '/seo-for-accountants', label: 'SEO for Accountants' },
  { path: '/seo-for-lawyers', label: 'SEO for Lawyers' },
];

export const cityRoutes: RouteLink[] = [
  { path: '/seo-services-lahore', label: 'SEO Services Lahore' },
  { path: '/seo-services-islamabad', label: 'SEO Services Islamabad' },
  { path: '/seo-services-karachi', label: 'SEO Services Karachi' },
  { path: '/seo-services-sialkot', label: 'SEO Services Sialkot' },
];

export const countryRoutes: RouteLink[] = [
  { path: '/us', label: 'SEO in the United States' },
  { path: '/ca', label: 'SEO in Canada' },
  { path: '/uk', label: 'SEO in the United Kingdom' },
  { path: '/uae', label: 'SEO in the UAE' },
  { path: '/au', label: 'SEO in Australia' },
];

/** Home sections the navigation scrolls to, in page order. */
export const navSections = [
  { id: 'services', label: 'Services' },
  { id: 'packages', label: 'Packages' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'faq', label: 'FAQ' },
] as const;

export const publicRoutes: string[] = [
  '/',
  ...serviceRoutes.map((r) => r.path),
  ...industryRoutes.map((r) => r.path),
  ...cityRoutes.map((r) => r.path),
  ...countryRoutes.map((r) => r.path),
];
