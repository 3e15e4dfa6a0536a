import type { DefaultEntry } from '../../lib/content/editable-content';

/**
 * Built-in text for the Karachi page. Keys follow the spec's naming style
 * (<section>_title / <section>_description); the figures and the guarantee
 * stay in src/data/landing/cities/karachi.ts so they cannot be edited away.
 */
export const karachiDefaults: DefaultEntry[] = [
  { section: 'hero', contentKey: 'hero_title', content: 'SEO Services in Karachi That Turn Searches Into Customers' },
  {
    section: 'hero',
    contentKey: 'hero_description',
    content:
      'Karachi is Pakistan’s biggest market and its most crowded one. We help Karachi businesses, from Saddar wholesalers to Clifton restaurants and DHA clinics, climb Google’s first page and turn that visibility into calls, bookings and orders.',
  },
  { section: 'overview', contentKey: 'overview_title', content: 'Page One or Invisible: Why Karachi Businesses Need SEO' },
  {
    section: 'overview',
    contentKey: 'overview_description',
    content:
      'In a city of millions, your customers are searching right now: for a caterer in Gulshan, a courier in Korangi, a doctor in PECHS. Most of them click one of the first few results and never look further.\n\nSEO is how you earn those places. Done properly, it brings a steady flow of people who already want what you sell, without paying for every click.',
  },
  { section: 'services', contentKey: 'services_title', content: 'SEO Services for Karachi Businesses' },
  {
    section: 'services',
    contentKey: 'services_description',
    content: 'Everything your website needs to rank, delivered by one team and reported in one place.',
  },
  { section: 'results', contentKey: 'results_title', content: 'Results Our Karachi Clients Have Seen' },
  {
    section: 'results',
    contentKey: 'results_description',
    content:
      'Every business starts from a different place, so these are results from real client campaigns, not promises. What we promise is the work and an honest report on it.',
  },
  { section: 'case_study', contentKey: 'case_study_title', content: 'Case Study: A Karachi Restaurant Fills Its Tables' },
  {
    section: 'case_study',
    contentKey: 'case_study_description',
    content:
      'A family restaurant in Karachi had loyal regulars and great reviews, but almost no presence on Google. We rebuilt its Google Business Profile, fixed its menu and location pages and targeted searches such as “family restaurant near me” and “BBQ in Karachi”.\n\nOnce the changes went live, search traffic spiked and online table bookings followed.',
  },
  { section: 'choose', contentKey: 'choose_title', content: 'Why Karachi Businesses Trust Us' },
  {
    section: 'choose',
    contentKey: 'choose_description',
    content:
      'We have spent years learning what works in Karachi’s search results, and we tell you the truth about what SEO can and cannot do.',
  },
  { section: 'process', contentKey: 'process_title', content: 'How Our Karachi SEO Process Works' },
  {
    section: 'process',
    contentKey: 'process_description',
    content: 'Four clear steps, so you always know what we are doing and why.',
  },
  { section: 'cta', contentKey: 'cta_title', content: 'Get Your Free Karachi SEO Audit' },
  {
    section: 'cta',
    contentKey: 'cta_description',
    content:
      'Send us your website on WhatsApp. We will check it against your top Karachi competitors and send you a clear report of what to fix first, free and with no obligation.',
  },
];
