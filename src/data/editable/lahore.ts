import type { DefaultEntry } from '../../lib/content/editable-content';

/** Built-in text for the Lahore page: exactly the spec 3 Lahore keys. */
export const lahoreDefaults: DefaultEntry[] = [
  { section: 'hero', contentKey: 'hero_title', content: 'SEO Services in Lahore That Bring You Customers' },
  {
    section: 'hero',
    contentKey: 'hero_description',
    content:
      'We help Lahore businesses, from Gulberg boutiques and Johar Town clinics to DHA restaurants and Hall Road electronics sellers, get found on Google by the people already searching for them. Clear plans, honest timelines and monthly reports you can actually read.',
  },
  { section: 'overview', contentKey: 'overview_title', content: 'A Lahore SEO Company That Knows Your Market' },
  {
    section: 'overview',
    contentKey: 'overview_description',
    content:
      'Lahore is one of the most competitive local markets in Pakistan. Customers compare three or four businesses on their phones before they call anyone, and most of them never look past the first few results.\n\nWe work with Lahore businesses every day. We know how people here search, in English, Urdu and Roman Urdu, and we build your rankings on the searches that lead to calls, visits and orders, not just traffic.',
  },
  { section: 'importance', contentKey: 'importance_title', content: 'Why SEO Matters for Lahore Businesses' },
  {
    section: 'importance',
    contentKey: 'importance_description',
    content:
      'Buying decisions start on Google. When someone in Model Town needs a dentist, a lawyer or a caterer, they search and choose from what they see first. If you are not there, your competitor gets the call.\n\nUnlike paid ads, rankings you earn keep working month after month, and people trust the businesses Google puts at the top.',
  },
  { section: 'choose', contentKey: 'choose_title', content: 'Why Lahore Businesses Choose Us' },
  {
    section: 'choose',
    contentKey: 'choose_description',
    content:
      'We are a senior team, not a call centre. You talk to the people doing the work, and every recommendation comes with a reason you can understand.',
  },
  { section: 'affordable', contentKey: 'affordable_title', content: 'Affordable SEO Without Cutting Corners' },
  {
    section: 'affordable',
    contentKey: 'affordable_description',
    content:
      'Affordable should never mean cheap shortcuts. We keep our work lean by focusing on what moves your business forward and skipping the padding, while still following Google’s rules so your rankings last.\n\nEvery plan is shaped around your goals and your budget, and you always know what you are paying for.',
  },
  { section: 'local_seo', contentKey: 'local_seo_title', content: 'Local SEO Services in Lahore' },
  {
    section: 'local_seo',
    contentKey: 'local_seo_description',
    content:
      'Most Lahore customers search with “near me” or a neighbourhood in mind. Local SEO puts your business in Google Maps and the local results for those searches, from Gulberg and DHA to Bahria Town and Wapda Town.',
  },
  { section: 'what_is_local_seo', contentKey: 'what_is_local_seo_title', content: 'What Is Local SEO?' },
  {
    section: 'what_is_local_seo',
    contentKey: 'what_is_local_seo_description',
    content:
      'Local SEO is the work that makes your business show up when people nearby search for what you offer. It rests on four things:',
  },
  { section: 'local_seo_benefits', contentKey: 'local_seo_benefits_title', content: 'Benefits of Local SEO for Your Business' },
  {
    section: 'local_seo_benefits',
    contentKey: 'local_seo_benefits_description',
    content:
      'Local searchers are ready to act: they want directions, opening hours or a phone number today. Showing up for them turns searches into visits and calls.',
  },
  { section: 'techniques', contentKey: 'techniques_title', content: 'SEO Techniques We Use in Lahore' },
  {
    section: 'techniques',
    contentKey: 'techniques_description',
    content: 'Every campaign combines the same proven building blocks, weighted to what your website and your competitors need.',
  },
];
