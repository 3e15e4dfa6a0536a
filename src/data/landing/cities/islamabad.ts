import type { CityPageInput } from '../kinds';
import { honestAnswers } from '../place-answers';

export const islamabad: CityPageInput = {
  kind: 'city',
  slug: 'seo-services-islamabad',
  city: 'Islamabad',
  province: 'Islamabad Capital Territory',
  editablePage: 'islamabad',
  seo: {
    title: 'SEO Services in Islamabad: Grow With Local SEO',
    description:
      'SEO services in Islamabad and Rawalpindi: local SEO, audits, on-page and off-page work. 200+ clients, 5+ years, 150% traffic growth in 6 months.',
    keywords: ['seo services islamabad', 'seo company islamabad', 'local seo islamabad', 'seo agency rawalpindi', 'seo expert islamabad'],
    breadcrumb: 'SEO Services Islamabad',
  },
  business: { type: 'ProfessionalService', latitude: 33.6844, longitude: 73.0479 },
  hero: {
    eyebrow: 'SEO services in Islamabad',
    title: { key: 'hero_title' },
    text: { key: 'hero_subtitle' },
    // Spec: both hero buttons scroll to the contact section.
    buttons: [
      { label: 'Start Your SEO Journey', action: { type: 'contact' } },
      { label: 'Learn More', action: { type: 'contact' } },
    ],
    side: {
      kind: 'figures',
      stats: [
        { value: '150%', label: 'traffic growth in 6 months' },
        { value: '200+', label: 'clients served' },
        { value: '5+', label: 'years of SEO in Islamabad' },
      ],
    },
  },
  sections: [
    {
      kind: 'prose',
      id: 'what-is-seo',
      title: { key: 'what_is_seo_title' },
      intro: { key: 'what_is_seo_content' },
      aside: {
        title: 'SEO covers',
        points: [
          'Technical health: speed, mobile and indexing',
          'On-page: titles, content and structure',
          'Off-page: links and mentions from trusted sites',
          'Local: Google Maps, listings and reviews',
        ],
      },
    },
    {
      kind: 'cards',
      id: 'local-seo',
      title: { key: 'local_seo_title' },
      intro:
        'When people search for a service near them or in a sector such as F-7 or G-11, Google shows the map results first. We get you into them.',
      cards: [
        { title: 'Google Business Profile', text: 'Set up and kept active: categories, services, photos, hours and regular posts.' },
        { title: 'Sector-by-sector pages', text: 'Pages that match how people search across Islamabad sectors and Rawalpindi.' },
        { title: 'Listings and citations', text: 'Your details correct and consistent on the directories Google trusts.' },
        { title: 'Reviews', text: 'A simple routine to earn genuine reviews and answer every one.' },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      title: { key: 'services_title' },
      cards: [
        {
          title: 'SEO Audit',
          text: 'A complete check of your site’s technical health, content and competitors, with a fix list.',
          href: '/seo-audit',
        },
        { title: 'On-Page SEO', text: 'Pages, titles and content shaped around the searches your customers make.', href: '/on-page-seo' },
        { title: 'Off-Page SEO', text: 'Genuine links and mentions that build your site’s authority.', href: '/off-page-seo' },
        { title: 'Local SEO', text: 'Google Maps visibility for Islamabad and Rawalpindi searches.', href: '/local-seo' },
        { title: 'E-commerce SEO', text: 'Category and product pages that rank and sell for online stores.', href: '/ecommerce-seo' },
        { title: 'Technical SEO', text: 'Speed, mobile use, indexing and structured data, fixed and monitored.' },
      ],
    },
    {
      kind: 'steps',
      id: 'results',
      title: { key: 'results_title' },
      steps: [
        { title: 'Months 1-2: foundations', text: 'Audit, technical fixes, keyword plan and your Google Business Profile put in order.' },
        {
          title: 'Months 3-6: initial results',
          text: 'Initial results in 3-6 months: more impressions, keywords moving up and the first extra enquiries.',
        },
        {
          title: 'Months 6-12: significant results',
          text: 'Significant results in 6-12 months: steady first-page rankings and a clear rise in leads.',
        },
      ],
    },
    { kind: 'faq', id: 'questions', title: 'Questions Islamabad Businesses Ask Us', items: honestAnswers('Islamabad') },
  ],
  contact: {
    title: { key: 'cta_title' },
    text: { key: 'cta_subtitle' },
    buttons: [
      {
        label: 'Chat About Your Islamabad Business',
        action: { type: 'chat', message: 'Hello! I would like to discuss SEO for my business in Islamabad.' },
      },
    ],
  },
};
