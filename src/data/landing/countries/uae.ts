import { type CountryPageInput } from '../kinds';
import { honestAnswers, processSteps, remoteTeamAnswer } from '../place-answers';

export const uae: CountryPageInput = {
  kind: 'country',
  slug: 'uae',
  country: 'United Arab Emirates',
  seo: {
    title: 'SEO Services in the UAE: Arabic and English SEO',
    description:
      'Arabic and English SEO services for UAE businesses in Dubai, Abu Dhabi, Sharjah and across the Emirates, with honest timelines and clear reports.',
    keywords: ['seo services uae', 'seo company dubai', 'arabic seo', 'seo abu dhabi', 'bilingual seo uae'],
    breadcrumb: 'SEO in the UAE',
  },
  hero: {
    eyebrow: 'SEO services for UAE businesses',
    title: 'Arabic and English SEO for Businesses in the UAE',
    text: 'We help businesses across the Emirates rank on Google in Arabic and English, from Dubai retailers to Abu Dhabi consultancies and Sharjah clinics, with a team one hour away in time.',
    buttons: [{ label: 'Get a Free SEO Consultation', action: { type: 'chat' } }],
    side: {
      kind: 'checklist',
      title: 'What you get',
      points: ['Arabic and English keyword research', 'Local SEO for every emirate', 'A team in a nearby time zone'],
    },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-us',
      title: 'Why UAE Businesses Work With Us',
      intro: 'The UAE’s customers search in two languages and expect quality. We plan for both and stay close to your working day.',
      cards: [
        {
          title: 'Two languages done properly',
          text: 'Arabic pages written for Gulf searchers, not translated word for word from English.',
        },
        { title: 'Close to your day', text: 'Pakistan is one hour behind the UAE, so we work your hours and reply the same day.' },
        { title: 'Competitive markets', text: 'Experience in crowded UAE niches such as real estate, retail, clinics and services.' },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      title: 'SEO Services for the UAE Market',
      intro: 'Everything your website needs to rank across the Emirates, in the languages your customers use.',
      cards: [
        { title: 'SEO Audit', text: 'A review of your Arabic and English pages and your UAE competitors, with a clear fix list.' },
        { title: 'Link Building', text: 'Genuine links from UAE, Gulf and industry websites.' },
        { title: 'Local SEO', text: 'Google Maps rankings and reviews for each emirate and district you serve.' },
        { title: 'Bilingual On-Page SEO', text: 'Arabic and English pages with the right titles, content and structure.' },
        { title: 'E-commerce SEO', text: 'Online stores that rank for product searches in both languages.' },
        { title: 'Technical SEO', text: 'Fast, mobile-first pages that Google can crawl and index in full.' },
      ],
    },
    {
      kind: 'languages',
      id: 'languages',
      title: 'Arabic and English SEO',
      intro:
        'Many UAE customers search in English, many in Arabic and many switch between the two. We research both, build right-to-left Arabic pages that read naturally and connect the versions with hreflang so Google shows each searcher the right one.',
      languages: [
        { name: 'English', lang: 'en', sample: 'SEO company in Dubai' },
        { name: 'Arabic', lang: 'ar', dir: 'rtl', sample: 'شركة تحسين محركات البحث في دبي' },
      ],
    },
    {
      kind: 'locations',
      id: 'locations',
      title: 'Where We Work in the UAE',
      intro: 'We help businesses in all seven emirates, including these twelve places.',
      items: [
        'Dubai',
        'Abu Dhabi',
        'Sharjah',
        'Al Ain',
        'Ajman',
        'Ras Al Khaimah',
        'Fujairah',
        'Umm Al Quwain',
        'Khor Fakkan',
        'Dubai Marina',
        'Business Bay',
        'Jebel Ali',
      ],
    },
    { kind: 'steps', id: 'process', title: 'How We Work With UAE Businesses', steps: processSteps('the UAE') },
    {
      kind: 'faq',
      id: 'questions',
      title: 'Questions UAE Businesses Ask Us',
      items: [...honestAnswers('the UAE'), remoteTeamAnswer('the UAE market')],
    },
  ],
  contact: {
    title: 'Ready to Grow Your Business in the UAE?',
    text: 'Tell us about your business, your emirates and your languages. We will review your website and give you honest advice, free and without obligation.',
    buttons: [{ label: 'Chat With Our SEO Team', action: { type: 'chat' } }],
  },
};
