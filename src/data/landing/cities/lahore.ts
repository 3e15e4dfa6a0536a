import type { CityPageInput } from '../kinds';
import { honestAnswers, processSteps } from '../place-answers';

export const lahore: CityPageInput = {
  kind: 'city',
  slug: 'seo-services-lahore',
  city: 'Lahore',
  province: 'Punjab',
  editablePage: 'lahore',
  seo: {
    title: 'SEO Services in Lahore: Local SEO Company',
    description:
      'SEO services in Lahore for businesses that want more calls and customers: local SEO, technical fixes, content and links, with honest timelines.',
    keywords: ['seo services lahore', 'seo company lahore', 'local seo lahore', 'affordable seo lahore', 'seo agency lahore'],
    breadcrumb: 'SEO Services Lahore',
  },
  business: { type: 'ProfessionalService', latitude: 31.5204, longitude: 74.3587 },
  hero: {
    eyebrow: 'SEO services in Lahore',
    title: { key: 'hero_title' },
    text: { key: 'hero_description' },
    // Spec: the Lahore button opens the chat with no prefilled text.
    buttons: [{ label: 'Chat With Our Lahore Team', action: { type: 'chat' } }],
    side: {
      kind: 'figures',
      stats: [
        { value: '500+', label: 'happy clients across Pakistan' },
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
        title: 'Areas we serve',
        points: [
          'Gulberg and Liberty',
          'DHA and Cantt',
          'Johar Town and Model Town',
          'Bahria Town and Lake City',
          'Walled City and Anarkali',
          'Wapda Town and Township',
        ],
      },
    },
    {
      kind: 'prose',
      id: 'why-seo',
      title: { key: 'importance_title' },
      intro: { key: 'importance_description' },
      aside: {
        title: 'What ranking well brings',
        points: [
          'More calls and WhatsApp messages',
          'Visitors who are ready to buy',
          'Less reliance on paid ads',
          'The trust that comes with page one',
        ],
      },
    },
    {
      kind: 'cards',
      id: 'why-us',
      title: { key: 'choose_title' },
      intro: { key: 'choose_description' },
      cards: [
        { title: 'Senior specialists', text: 'Your campaign is run by experienced people who answer your messages themselves.' },
        { title: 'Reports you can read', text: 'Monthly reports in plain language: rankings, traffic, calls and what we do next.' },
        { title: 'White-hat only', text: 'No shortcuts or spam links that risk a Google penalty. Rankings built to last.' },
        { title: 'Lahore know-how', text: 'We know the neighbourhoods, the competition and how Lahoris search, in English and Urdu.' },
      ],
    },
    {
      kind: 'prose',
      id: 'affordable',
      title: { key: 'affordable_title' },
      intro: { key: 'affordable_description' },
      aside: {
        title: 'Always included',
        points: [
          'A full technical and on-page audit',
          'A keyword plan for your services',
          'A plain-language monthly report',
          'A direct WhatsApp line to your team',
        ],
      },
    },
    {
      kind: 'prose',
      id: 'local-seo',
      title: { key: 'local_seo_title' },
      intro: { key: 'local_seo_description' },
      aside: {
        title: 'Searches we win for clients',
        points: ['“dentist near me” in DHA', '“best biryani in Gulberg”', '“AC repair Johar Town”', '“property lawyer Lahore”'],
      },
    },
    {
      kind: 'cards',
      id: 'what-is-local-seo',
      title: { key: 'what_is_local_seo_title' },
      intro: { key: 'what_is_local_seo_description' },
      cards: [
        { title: 'Google Business Profile', text: 'A complete, active profile with the right categories, photos, hours and posts.' },
        { title: 'Consistent listings', text: 'Your name, address and phone number the same on every directory and map.' },
        { title: 'Reviews', text: 'A simple routine for earning genuine reviews and replying to every one.' },
        { title: 'Local pages', text: 'Pages on your website for each service and area you cover in Lahore.' },
      ],
    },
    {
      kind: 'cards',
      id: 'local-benefits',
      title: { key: 'local_seo_benefits_title' },
      intro: { key: 'local_seo_benefits_description' },
      cards: [
        { title: 'More calls and visits', text: 'Appear in the map results where people tap “call” or “directions” straight away.' },
        { title: 'Beat bigger rivals nearby', text: 'Local rankings reward relevance and proximity, not just the biggest budget.' },
        { title: 'Reviews that sell for you', text: 'A strong rating turns first-time searchers into customers who trust you.' },
      ],
    },
    {
      kind: 'cards',
      id: 'techniques',
      title: { key: 'techniques_title' },
      intro: { key: 'techniques_description' },
      cards: [
        { title: 'Keyword research', text: 'We find the searches your customers make, including Urdu and Roman Urdu terms.' },
        { title: 'Technical SEO', text: 'Speed, mobile use, indexing and structure fixed so Google can read every page.' },
        {
          title: 'On-page optimisation',
          text: 'Titles, headings and content shaped around what each page should rank for.',
          href: '/on-page-seo',
        },
        { title: 'Helpful content', text: 'Service pages, guides and answers that earn rankings and convince visitors.' },
        { title: 'Link building', text: 'Genuine links and mentions from Pakistani and industry websites.', href: '/off-page-seo' },
        { title: 'Tracking and reporting', text: 'Calls, forms and WhatsApp enquiries from search, measured every month.' },
      ],
    },
    { kind: 'steps', id: 'process', title: 'How We Work With You', steps: processSteps('Lahore') },
    { kind: 'faq', id: 'questions', title: 'Honest Answers Before You Start', items: honestAnswers('Lahore') },
  ],
  contact: {
    title: 'Talk to a Lahore SEO Specialist Today',
    text: 'Tell us about your business and we will tell you, free and without obligation, where your website stands and what it would take to rank in Lahore.',
    // Spec: the Lahore page's chat opens with no prefilled text.
    buttons: [{ label: 'Chat With Us on WhatsApp', action: { type: 'chat' } }],
  },
};
