import type { DefaultEntry } from '../../lib/content/editable-content';

/**
 * Built-in text for the Sialkot page. Keys follow the spec's naming style
 * (<section>_title / <section>_description); the figures stay in
 * src/data/landing/cities/sialkot.ts.
 */
export const sialkotDefaults: DefaultEntry[] = [
  { section: 'hero', contentKey: 'hero_title', content: 'SEO Services in Sialkot for Local Shops and Global Exporters' },
  {
    section: 'hero',
    contentKey: 'hero_description',
    content:
      'Sialkot makes footballs for the world and surgical instruments for hospitals on every continent. We help Sialkot businesses get found online, by customers across the city and by overseas buyers searching for a manufacturer they can trust.',
  },
  { section: 'overview', contentKey: 'overview_title', content: 'SEO Built Around How Sialkot Does Business' },
  {
    section: 'overview',
    contentKey: 'overview_description',
    content:
      'Sialkot businesses sell in two very different markets. Shops, schools, clinics and services need people in Sialkot, Daska and Sambrial to find them on Google Maps. Manufacturers and exporters need buyers in Europe, North America and the Gulf to find them before they find a competitor.\n\nWe handle both: local SEO that brings people through your door and international SEO that fills your order book.',
  },
  { section: 'industries', contentKey: 'industries_title', content: 'Industries We Serve in Sialkot' },
  {
    section: 'industries',
    contentKey: 'industries_description',
    content: 'We know the products, the buyers and the search terms behind the city’s leading industries.',
  },
  { section: 'export', contentKey: 'export_title', content: 'International SEO for Sialkot Exporters' },
  {
    section: 'export',
    contentKey: 'export_description',
    content:
      'Overseas buyers do not rely on trade portals alone; they search Google for terms like “custom football manufacturer” or “surgical scissors supplier”. We make sure your website answers those searches with product pages, certifications and the proof that earns a buyer’s trust.',
  },
  { section: 'services', contentKey: 'services_title', content: 'Our SEO Services in Sialkot' },
  {
    section: 'services',
    contentKey: 'services_description',
    content: 'One team for every part of your search presence, from your Google Maps listing to your export catalogue.',
  },
  { section: 'choose', contentKey: 'choose_title', content: 'Why Sialkot Businesses Work With Us' },
  {
    section: 'choose',
    contentKey: 'choose_description',
    content: 'Years of work with Sialkot companies have taught us what local customers and overseas buyers look for.',
  },
  { section: 'process', contentKey: 'process_title', content: 'How We Work' },
  {
    section: 'process',
    contentKey: 'process_description',
    content: 'A simple four-step process with a report at every stage.',
  },
  { section: 'cta', contentKey: 'cta_title', content: 'Get Your Free Sialkot SEO Report' },
  {
    section: 'cta',
    contentKey: 'cta_description',
    content:
      'Send us your website on WhatsApp and we will send back a free report: how you rank today, what your competitors do better and the first three things to fix.',
  },
];
