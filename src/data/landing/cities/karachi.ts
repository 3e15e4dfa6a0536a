import type { CityPageInput } from '../kinds';
import { honestAnswers, processSteps } from '../place-answers';

export const karachi: CityPageInput = {
  kind: 'city',
  slug: 'seo-services-karachi',
  city: 'Karachi',
  province: 'Sindh',
  editablePage: 'karachi',
  seo: {
    title: 'SEO Services in Karachi: Free Audit, First Month Free',
    description:
      'SEO services in Karachi with a first-month-free guarantee: 150+ businesses served, 300+ monthly leads and 7+ years of local SEO experience.',
    keywords: ['seo services karachi', 'seo company karachi', 'seo agency karachi', 'local seo karachi', 'seo expert karachi'],
    breadcrumb: 'SEO Services Karachi',
  },
  business: { type: 'LocalBusiness', latitude: 24.8607, longitude: 67.0011 },
  hero: {
    eyebrow: 'SEO services in Karachi',
    title: { key: 'hero_title' },
    text: { key: 'hero_description' },
    buttons: [
      {
        label: 'Get My Free Karachi SEO Audit',
        action: { type: 'chat', message: 'Hello! I would like a free SEO audit for my Karachi business.' },
      },
    ],
    side: {
      kind: 'figures',
      stats: [
        { value: '300+', label: 'leads a month for our Karachi clients' },
        { value: '7+', label: 'years of SEO experience' },
        { value: '150+', label: 'Karachi businesses served' },
      ],
    },
    note: 'Backed by our first-month-free guarantee.',
  },
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      title: { key: 'overview_title' },
      intro: { key: 'overview_description' },
      highlight: { value: '75%', label: 'of users never scroll past the first page of search results' },
    },
    {
      kind: 'cards',
      id: 'services',
      title: { key: 'services_title' },
      intro: { key: 'services_description' },
      cards: [
        {
          title: 'SEO Audit',
          text: 'A full check of your site, your rankings and your Karachi competitors, with a clear fix list.',
          href: '/seo-audit',
        },
        { title: 'Local SEO', text: 'Google Maps and local results for searches across Karachi’s neighbourhoods.', href: '/local-seo' },
        { title: 'On-Page SEO', text: 'Titles, content and structure tuned to the searches that bring customers.', href: '/on-page-seo' },
        { title: 'Off-Page SEO', text: 'Genuine links and mentions from trusted Pakistani and industry sites.', href: '/off-page-seo' },
        {
          title: 'E-commerce SEO',
          text: 'Product and category pages that rank and sell for Karachi online stores.',
          href: '/ecommerce-seo',
        },
        { title: 'Technical SEO', text: 'Fast, mobile-friendly pages that Google can crawl and index fully.' },
      ],
    },
    {
      kind: 'figures',
      id: 'results',
      title: { key: 'results_title' },
      intro: { key: 'results_description' },
      stats: [
        { value: '200%', label: 'more organic traffic in 3 months' },
        { value: '150%', label: 'more customer inquiries' },
        { value: '15', label: 'positions gained in rankings in 90 days' },
      ],
    },
    {
      kind: 'case-study',
      id: 'case-study',
      title: { key: 'case_study_title' },
      intro: { key: 'case_study_description' },
      client: 'Family restaurant, Karachi',
      stats: [
        { value: '120%', label: 'spike in search traffic' },
        { value: '50+', label: 'table bookings a week from search' },
      ],
    },
    {
      kind: 'cards',
      id: 'why-us',
      title: { key: 'choose_title' },
      intro: { key: 'choose_description' },
      cards: [
        { title: 'Karachi experience', text: 'We know the competition in Saddar, Clifton, DHA, Gulshan and beyond.' },
        { title: 'Leads, not vanity numbers', text: 'We measure calls, WhatsApp messages and orders, not just traffic.' },
        { title: 'White-hat methods', text: 'Every tactic follows Google’s guidelines, so your rankings last.' },
        { title: 'One point of contact', text: 'A specialist who knows your business and answers your messages.' },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      title: { key: 'process_title' },
      intro: { key: 'process_description' },
      steps: processSteps('Karachi'),
    },
    {
      kind: 'guarantee',
      id: 'guarantee',
      title: 'Our First-Month-Free Guarantee',
      text: 'Your first month of SEO work with us is free. Judge us on real work before you commit to anything.',
      points: [
        'A full audit of your website and your top Karachi competitors',
        'The most urgent technical fixes carried out',
        'A written keyword plan you keep, whatever you decide',
      ],
    },
    { kind: 'faq', id: 'questions', title: 'Questions Karachi Businesses Ask Us', items: honestAnswers('Karachi') },
  ],
  contact: {
    title: { key: 'cta_title' },
    text: { key: 'cta_description' },
    buttons: [
      {
        label: 'Send Us Your Website',
        action: { type: 'chat', message: 'Hello! Please send me a free SEO audit report for my Karachi business website.' },
      },
    ],
  },
};
