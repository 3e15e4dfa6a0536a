import type { CityPageInput } from '../kinds';
import { honestAnswers, processSteps } from '../place-answers';

export const sialkot: CityPageInput = {
  kind: 'city',
  slug: 'seo-services-sialkot',
  city: 'Sialkot',
  province: 'Punjab',
  editablePage: 'sialkot',
  seo: {
    title: 'SEO Services in Sialkot: Local and Export SEO',
    description:
      'SEO services in Sialkot for local businesses and exporters: Google Maps, international SEO for overseas buyers and 6 years serving the city.',
    keywords: ['seo services sialkot', 'seo company sialkot', 'export seo pakistan', 'local seo sialkot', 'seo for manufacturers'],
    breadcrumb: 'SEO Services Sialkot',
  },
  business: { type: 'LocalBusiness', latitude: 32.4945, longitude: 74.5229 },
  hero: {
    eyebrow: 'SEO services in Sialkot',
    title: { key: 'hero_title' },
    text: { key: 'hero_description' },
    buttons: [
      {
        label: 'Get My Free SEO Report',
        action: { type: 'chat', message: 'Hello! Please send me a free SEO report for my Sialkot business.' },
      },
    ],
    side: {
      kind: 'figures',
      stats: [
        { value: '6 years', label: 'serving Sialkot businesses' },
        { value: '300%', label: 'average traffic increase' },
        { value: '3-6 months', label: 'to initial results' },
      ],
    },
  },
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      title: { key: 'overview_title' },
      intro: { key: 'overview_description' },
      aside: {
        title: 'Who we help',
        points: [
          'Exporters selling to Europe, North America and the Gulf',
          'Manufacturers looking for wholesale buyers',
          'Shops, clinics and schools in Sialkot',
          'Service businesses in Daska, Sambrial and Pasrur',
        ],
      },
    },
    {
      kind: 'cards',
      id: 'industries',
      title: { key: 'industries_title' },
      intro: { key: 'industries_description' },
      cards: [
        { title: 'Sports goods', text: 'Footballs, gloves and team kits found by clubs, brands and distributors abroad.' },
        { title: 'Surgical instruments', text: 'Catalogue pages and certifications that hospital buyers search for.' },
        { title: 'Leather goods', text: 'Jackets, gloves and accessories in front of importers and private-label brands.' },
        { title: 'Textiles and sportswear', text: 'Custom uniforms and activewear pages that win bulk enquiries.' },
        { title: 'Musical instruments', text: 'Bagpipes and band instruments reaching buyers who search by name.' },
        { title: 'Local businesses', text: 'Shops, restaurants, clinics and schools on Google Maps in Sialkot.' },
      ],
    },
    {
      kind: 'prose',
      id: 'export-seo',
      title: { key: 'export_title' },
      intro: { key: 'export_description' },
      aside: {
        title: 'Export SEO includes',
        points: [
          'Keyword research in your buyers’ markets',
          'Product and catalogue pages built to rank',
          'Certifications and trust signals on show',
          'Links from trade and industry websites',
        ],
      },
    },
    {
      kind: 'cards',
      id: 'services',
      title: { key: 'services_title' },
      intro: { key: 'services_description' },
      cards: [
        { title: 'SEO Audit', text: 'See exactly what holds your website back, in a report you can act on.', href: '/seo-audit' },
        { title: 'Local SEO', text: 'Google Maps rankings and reviews for customers around Sialkot.', href: '/local-seo' },
        { title: 'On-Page SEO', text: 'Product, service and catalogue pages optimised for the right searches.', href: '/on-page-seo' },
        { title: 'E-commerce SEO', text: 'Online stores that rank for product searches at home and abroad.', href: '/ecommerce-seo' },
      ],
    },
    {
      kind: 'cards',
      id: 'why-us',
      title: { key: 'choose_title' },
      intro: { key: 'choose_description' },
      cards: [
        { title: 'Two markets, one team', text: 'Local and international SEO planned together, so neither is neglected.' },
        { title: 'Industry knowledge', text: 'We speak the language of sports goods, surgical and leather buyers.' },
        { title: 'Honest reporting', text: 'Monthly reports on rankings, enquiries and what we did, in plain words.' },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: { key: 'process_title' },
      intro: { key: 'process_description' },
      steps: processSteps('Sialkot and your export markets'),
    },
    { kind: 'faq', id: 'questions', title: 'Questions Sialkot Businesses Ask Us', items: honestAnswers('Sialkot') },
  ],
  contact: {
    title: { key: 'cta_title' },
    text: { key: 'cta_description' },
    buttons: [
      {
        label: 'Request My Free Report',
        action: { type: 'chat', message: 'Hello! I would like a free SEO audit report for my Sialkot business website.' },
      },
    ],
  },
};
