import { type CountryPageInput } from '../kinds';
import { honestAnswers, processSteps, remoteTeamAnswer } from '../place-answers';

export const uk: CountryPageInput = {
  kind: 'country',
  slug: 'uk',
  country: 'United Kingdom',
  seo: {
    title: 'SEO Services in the United Kingdom',
    description:
      'SEO services for UK businesses in London, Manchester, Birmingham and beyond: local, technical and e-commerce SEO with honest timelines and reports.',
    keywords: ['seo services uk', 'seo company uk', 'local seo london', 'outsourced seo uk', 'seo agency united kingdom'],
    breadcrumb: 'SEO in the United Kingdom',
  },
  hero: {
    eyebrow: 'SEO services for UK businesses',
    title: 'SEO Services for Businesses Across the United Kingdom',
    text: 'We help UK businesses, from London firms to Manchester shops and Glasgow trades, rank on Google and win more enquiries, with a senior team that works in your business hours.',
    buttons: [{ label: 'Get a Free SEO Consultation', action: { type: 'chat' } }],
    side: {
      kind: 'checklist',
      title: 'What you get',
      points: ['Working hours that overlap with yours', 'British English content and UK directories', 'Honest, plain-English reporting'],
    },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-us',
      title: 'Why UK Businesses Work With Us',
      intro:
        'Pakistan’s working day overlaps the UK morning and early afternoon, so you get quick answers and a team that is easy to reach.',
      cards: [
        { title: 'Same working day', text: 'Our day overlaps your morning, so calls and replies happen in your hours, not overnight.' },
        { title: 'Written for UK readers', text: 'British spelling, UK search terms and the directories British customers use.' },
        { title: 'Senior specialists', text: 'Experienced people run your campaign and explain every step.' },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      title: 'SEO Services for the UK Market',
      intro: 'Whether you serve one town or sell across the country, we focus on the searches that bring you customers.',
      cards: [
        { title: 'SEO Audit', text: 'A full review of your site and your UK competitors, with fixes in order of impact.' },
        { title: 'On-Page SEO', text: 'Titles, headings and content written for British searchers.' },
        { title: 'Local SEO', text: 'Google Maps rankings, reviews and town pages for service-area businesses.' },
        { title: 'E-commerce SEO', text: 'Product and category pages that rank and sell across the UK.' },
        { title: 'Technical SEO', text: 'Speed, Core Web Vitals and indexing problems found and fixed.' },
        { title: 'Content and Links', text: 'Helpful content and genuine links from UK and industry websites.' },
      ],
    },
    {
      kind: 'locations',
      id: 'locations',
      title: 'UK Cities We Serve',
      intro: 'We work with businesses across England, Scotland, Wales and Northern Ireland, including these twelve cities.',
      items: [
        'London',
        'Manchester',
        'Birmingham',
        'Leeds',
        'Glasgow',
        'Liverpool',
        'Bristol',
        'Edinburgh',
        'Sheffield',
        'Newcastle',
        'Cardiff',
        'Belfast',
      ],
    },
    { kind: 'steps', id: 'process', title: 'How We Work With UK Businesses', steps: processSteps('the UK') },
    {
      kind: 'faq',
      id: 'questions',
      title: 'Questions UK Businesses Ask Us',
      items: [...honestAnswers('the United Kingdom'), remoteTeamAnswer('the UK market')],
    },
  ],
  contact: {
    title: 'Ready to Grow Your UK Business?',
    text: 'Tell us about your business and your goals. We will review your website and give you honest, practical advice, free and without obligation.',
    buttons: [{ label: 'Chat With Our SEO Team', action: { type: 'chat' } }],
  },
};
