import { type CountryPageInput } from '../kinds';
import { honestAnswers, processSteps, remoteTeamAnswer } from '../place-answers';

export const au: CountryPageInput = {
  kind: 'country',
  slug: 'au',
  country: 'Australia',
  seo: {
    title: 'SEO Services in Australia: Local and National SEO',
    description:
      'SEO services for Australian businesses in Sydney, Melbourne, Brisbane, Perth and beyond: audits, on-page, off-page, local, e-commerce and technical SEO.',
    keywords: ['seo services australia', 'seo company sydney', 'seo melbourne', 'local seo australia', 'ecommerce seo australia'],
    breadcrumb: 'SEO in Australia',
  },
  hero: {
    eyebrow: 'SEO services for Australian businesses',
    title: 'SEO Services That Grow Australian Businesses',
    text: 'From tradies in Brisbane to online stores in Melbourne, we help Australian businesses rank on Google and turn searches into customers, with a senior team and honest monthly reports.',
    buttons: [{ label: 'Get Free SEO Consultation', action: { type: 'chat' } }],
    side: {
      kind: 'checklist',
      title: 'What you get',
      points: ['Local SEO for every state and territory', 'Australian English content', 'White-hat, transparent reporting'],
    },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-us',
      title: 'Why Australian Businesses Choose Us',
      intro: 'A dedicated team, work done to Google’s guidelines and reports that show exactly what you get.',
      cards: [
        { title: 'Senior specialists', text: 'Experienced people run your campaign and explain every recommendation.' },
        { title: 'Calls in your hours', text: 'Our morning is your afternoon, so meetings fit your business day.' },
        { title: 'Results you can see', text: 'Monthly reports on rankings, traffic, calls and enquiries from search.' },
      ],
    },
    {
      kind: 'cards',
      id: 'market-focus',
      title: 'Focused on the Australian Market',
      intro:
        'Australians search in their own way, and Google.com.au rewards businesses that speak to them. We build every campaign around that.',
      cards: [
        {
          title: 'Suburb-level local search',
          text: 'Rankings for “near me” and suburb searches in the map results, where most local customers choose.',
        },
        { title: 'Australian English', text: 'Spelling, terms and phrasing Australians actually use, from “tradie” to “quote”.' },
        { title: 'Competitive niches', text: 'Experience with trades, health, real estate, hospitality and e-commerce.' },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      title: 'Our SEO Services in Australia',
      intro: 'Six services that cover everything your website needs to rank and convert.',
      cards: [
        {
          title: 'SEO Audit',
          text: 'A complete check of your site’s technical health, content and competitors, with a prioritised fix list.',
        },
        { title: 'On-Page SEO', text: 'Titles, headings, content and internal links shaped around the searches that matter.' },
        { title: 'Off-Page SEO', text: 'Genuine links and mentions from Australian and industry websites.' },
        { title: 'Local SEO', text: 'Google Business Profile, reviews and suburb pages for map-pack rankings.' },
        { title: 'E-commerce SEO', text: 'Category and product pages that rank nationally and sell.' },
        { title: 'Technical SEO', text: 'Speed, Core Web Vitals, crawling and indexing fixed and monitored.' },
      ],
    },
    {
      kind: 'locations',
      id: 'locations',
      title: 'Australian Cities We Serve',
      intro: 'We help businesses across Australia, including these twelve cities.',
      items: [
        'Sydney',
        'Melbourne',
        'Brisbane',
        'Perth',
        'Adelaide',
        'Gold Coast',
        'Newcastle',
        'Canberra',
        'Sunshine Coast',
        'Wollongong',
        'Hobart',
        'Geelong',
      ],
    },
    { kind: 'steps', id: 'process', title: 'How We Work With Australian Businesses', steps: processSteps('Australia') },
    {
      kind: 'faq',
      id: 'questions',
      title: 'Questions Australian Businesses Ask Us',
      items: [...honestAnswers('Australia'), remoteTeamAnswer('the Australian market')],
    },
  ],
  contact: {
    title: 'Ready to Grow Your Australian Business?',
    text: 'Talk to us about your goals. We will review your website and competitors and tell you honestly what it takes to rank.',
    buttons: [{ label: 'Contact Our Australian SEO Experts', action: { type: 'chat' } }],
  },
};
