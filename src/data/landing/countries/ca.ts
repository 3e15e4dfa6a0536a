import { type CountryPageInput } from '../kinds';
import { honestAnswers, processSteps, remoteTeamAnswer } from '../place-answers';

export const ca: CountryPageInput = {
  kind: 'country',
  slug: 'ca',
  country: 'Canada',
  seo: {
    title: 'SEO Services in Canada: Bilingual English and French',
    description:
      'Bilingual English and French SEO services for Canadian businesses in Toronto, Montreal, Vancouver and beyond, with honest timelines and clear reports.',
    keywords: ['seo services canada', 'bilingual seo canada', 'french seo quebec', 'seo company toronto', 'local seo canada'],
    breadcrumb: 'SEO in Canada',
  },
  hero: {
    eyebrow: 'SEO services for Canadian businesses',
    title: 'Bilingual SEO Services for Canadian Businesses',
    text: 'We help Canadian businesses rank in English and in French, from Toronto and Vancouver to Montreal and Quebec City, with a senior team and reports you can actually read.',
    buttons: [{ label: 'Get a Free SEO Consultation', action: { type: 'chat' } }],
    side: {
      kind: 'checklist',
      title: 'What you get',
      points: ['English and French keyword research', 'Local SEO for Canadian cities', 'Honest, plain-language reporting'],
    },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-us',
      title: 'Why Canadian Businesses Choose Us',
      intro: 'Canada is a bilingual, spread-out market. We plan for both, so you reach customers in every province you serve.',
      cards: [
        { title: 'Two languages, one plan', text: 'English and French pages researched separately, not machine-translated.' },
        { title: 'Local where it counts', text: 'Google Business Profile, Canadian directories and city pages for each market.' },
        { title: 'Senior, reachable team', text: 'Specialists who answer your e-mails and schedule calls in your time zone.' },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      title: 'SEO Services for the Canadian Market',
      intro: 'The work your website needs, shaped around your provinces and your languages.',
      cards: [
        { title: 'SEO Audit', text: 'A review of your English and French pages, rankings and competitors, with a clear fix list.' },
        { title: 'E-commerce SEO', text: 'Product and category pages that rank across Canada in both languages.' },
        { title: 'Local SEO', text: 'Map rankings and reviews in each city you serve, in English and French.' },
        { title: 'On-Page SEO', text: 'Bilingual pages with the right titles, content and hreflang set-up.' },
        { title: 'Technical SEO', text: 'A fast, crawlable site that Google can index in both languages.' },
        { title: 'Link Building', text: 'Genuine links from Canadian and industry websites.' },
      ],
    },
    {
      kind: 'languages',
      id: 'languages',
      title: 'Bilingual SEO in English and French',
      intro:
        'Canadians search in both official languages, and French searches in Quebec use different words from France. We research each language on its own, set up hreflang so Google shows the right version and optimise your listings in both.',
      languages: [
        { name: 'English', lang: 'en', sample: 'SEO services in Toronto' },
        { name: 'French', lang: 'fr', sample: 'Services de référencement à Montréal' },
      ],
    },
    {
      kind: 'locations',
      id: 'locations',
      title: 'Canadian Cities We Serve',
      intro: 'We run campaigns for businesses across the country, including these twelve cities.',
      items: [
        'Toronto',
        'Montreal',
        'Vancouver',
        'Calgary',
        'Edmonton',
        'Ottawa',
        'Winnipeg',
        'Quebec City',
        'Hamilton',
        'Mississauga',
        'Halifax',
        'Victoria',
      ],
    },
    { kind: 'steps', id: 'process', title: 'How We Work With Canadian Businesses', steps: processSteps('Canada') },
    {
      kind: 'faq',
      id: 'questions',
      title: 'Questions Canadian Businesses Ask Us',
      items: [...honestAnswers('Canada'), remoteTeamAnswer('the Canadian market')],
    },
  ],
  contact: {
    title: 'Ready to Reach More Canadian Customers?',
    text: 'Tell us where you do business and in which languages. We will review your website and tell you honestly what it takes to rank.',
    buttons: [{ label: 'Chat With Our SEO Team', action: { type: 'chat' } }],
  },
};
