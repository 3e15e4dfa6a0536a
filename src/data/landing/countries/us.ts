import type { CountryPageInput } from '../country-schema';
import { honestAnswers, processSteps, remoteTeamAnswer } from '../place-answers';

export const us: CountryPageInput = {
  slug: 'us',
  country: 'United States',
  seo: {
    title: 'SEO Services in the United States, All 50 States',
    description:
      'SEO services for US businesses in all 50 states, Washington D.C. and Puerto Rico: local, e-commerce and technical SEO with honest monthly reporting.',
    keywords: ['seo services usa', 'seo company united states', 'local seo usa', 'outsourced seo services', 'seo agency for us businesses'],
    breadcrumb: 'SEO in the United States',
  },
  hero: {
    eyebrow: 'SEO services for US businesses',
    title: 'SEO Services for Businesses Across the United States',
    text: 'From contractors in Texas to online stores in California, we help American businesses rank on Google and win customers, with a senior team, clear monthly reports and calls in your business hours.',
    button: { label: 'Get a Free SEO Consultation' },
    highlights: [
      'White-hat SEO within Google’s guidelines',
      'Local, national and e-commerce campaigns',
      'Plain-English reports every month',
    ],
  },
  why: {
    title: 'Why US Businesses Work With Our Team',
    intro: 'You get the attention of a specialist team without the overhead of a big-city agency, and the same standards you would expect at home.',
    cards: [
      { title: 'Senior specialists', text: 'Experienced people plan and run your campaign, and they answer your e-mails themselves.' },
      { title: 'Built for US search', text: 'US spelling, state and city keywords, Google Business Profile and the directories Americans use.' },
      { title: 'Your hours, your metrics', text: 'Calls scheduled in your time zone and reports on the leads and sales that matter to you.' },
    ],
  },
  services: {
    title: 'SEO Services for the US Market',
    intro: 'Whether you serve one town or ship nationwide, we shape the work around where your customers are.',
    cards: [
      { title: 'SEO Audit', text: 'A full review of your site, rankings and competitors, with a fix list in order of impact.' },
      { title: 'On-Page SEO', text: 'Titles, headings and content shaped around the searches your US customers make.' },
      { title: 'Local SEO', text: 'Map-pack rankings, reviews and city pages for service-area and storefront businesses.' },
      { title: 'E-commerce SEO', text: 'Category and product pages that rank nationally and turn searches into orders.' },
      { title: 'Technical SEO', text: 'Site speed, Core Web Vitals, crawling and indexing fixed and monitored.' },
      { title: 'Content and Links', text: 'Helpful articles and genuine links from US publications and industry sites.' },
    ],
  },
  locations: {
    kind: 'states',
    title: 'SEO Services in All 50 States',
    intro: 'We work with businesses in every state, plus Washington D.C. and Puerto Rico. Local campaigns are built around the cities and search habits of your area.',
    items: [
      'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
      'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
      'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey',
      'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina',
      'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
      'Washington D.C.', 'Puerto Rico',
    ],
  },
  process: { title: 'How We Work With US Businesses', steps: processSteps('your US market') },
  faq: {
    title: 'Questions US Businesses Ask Us',
    items: [...honestAnswers('the United States'), remoteTeamAnswer('the US market')],
  },
  closing: {
    title: 'Ready to Grow Your US Business?',
    text: 'Tell us about your business and your goals. We will review your website and competitors and give you honest advice, free and without obligation.',
    button: { label: 'Chat With Our SEO Team' },
  },
};
