import { type ServicePageInput } from '../kinds';
import { pakistanCities } from '../pakistan-cities';

export const localSeo: ServicePageInput = {
  kind: 'service',
  slug: 'local-seo',
  seo: {
    title: 'Local SEO Services in Pakistan: Rank in Google Maps',
    description:
      'Local SEO for Pakistani businesses: Google Business Profile optimisation, local citations and reviews, so customers in your city find and call you first.',
    keywords: ['local seo pakistan', 'google business profile optimisation', 'google maps seo', 'near me seo', 'local seo lahore karachi'],
    breadcrumb: 'Local SEO',
  },
  serviceType: 'Local SEO',
  hero: {
    eyebrow: 'Local SEO',
    title: 'Be the business people find when they search “near me”',
    text: 'When someone in your city searches for what you sell, Google shows three businesses on the map first. Local SEO puts you in those three, with the reviews, photos and details that make people call you rather than a competitor.',
    buttons: [{ label: 'Get Found Locally', action: { type: 'contact' } }],
    ticks: ['Google Business Profile optimised', 'Consistent listings across directories', 'More calls, visits and direction requests'],
    side: { kind: 'callout', stat: { value: '250%', label: 'more calls and direction requests within 6 months' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'What our local SEO includes',
      intro: 'Everything Google looks at when it decides which nearby businesses to show.',
      cards: [
        {
          title: 'Google Business Profile',
          text: 'Categories, services, photos, opening hours, posts and questions set up properly and kept up to date.',
        },
        { title: 'Local citations', text: 'Your name, address and phone number listed consistently on the directories Google trusts.' },
        { title: 'Review strategy', text: 'A simple routine to ask happy customers for reviews, and a professional reply to every one.' },
        { title: 'Location pages', text: 'A page for each area or branch you serve, with local content that ranks.' },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our three-step local strategy',
      intro: 'Local SEO rewards consistency, so we work in a steady monthly rhythm.',
      steps: [
        {
          title: 'Local audit',
          text: 'We check your Business Profile, listings, reviews and map rankings against the competitors around you.',
        },
        { title: 'Optimise and build', text: 'We fix your profile and listings, build local citations and create location pages.' },
        {
          title: 'Grow reviews and track',
          text: 'We help you earn reviews steadily and report calls, direction requests and map rankings every month.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'business-types',
      title: 'Local SEO for every kind of local business',
      intro: 'Whether customers come to you or you go to them, local search brings them.',
      cards: [
        { title: 'Shops and showrooms', text: 'Stores, showrooms and outlets that want walk-in customers and direction requests.' },
        { title: 'Service-area businesses', text: 'Plumbers, electricians, movers, cleaners and others who travel to their customers.' },
        {
          title: 'Clinics and professional offices',
          text: 'Doctors, dentists, lawyers and consultants whose clients book appointments nearby.',
        },
      ],
    },
    {
      kind: 'tags',
      id: 'cities',
      title: 'Cities we serve across Pakistan',
      intro: 'We run local campaigns for businesses in these cities and the towns around them.',
      items: [...pakistanCities],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why local SEO brings customers fast',
      intro: 'Local searchers are often ready to buy today. Being visible at that moment is what counts.',
      cards: [
        {
          title: 'Customers ready to buy',
          text: 'Local searches come from people who need something now, and many call or visit the same day.',
        },
        { title: 'Visibility without ad spend', text: 'Map results sit above ordinary results and cost nothing per click.' },
        { title: 'Trust from reviews', text: 'A strong rating and recent reviews make you the obvious choice over nearby competitors.' },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'statistics',
      title: 'What local SEO achieves',
      intro: 'Averages across the local businesses we work with. We never guarantee rankings.',
      stats: [
        { value: '250%', label: 'more calls and direction requests within 6 months' },
        { value: '90%', label: 'of our local clients reach the Google Maps top 3 for their main keyword' },
        { value: '4.8', label: 'average Google rating across the client profiles we manage' },
      ],
    },
  ],
  contact: {
    title: 'Ready to win your local market?',
    text: 'Tell us your business name, city and the areas you serve. We will check how you appear on Google Maps today and what it takes to reach the top three.',
    buttons: [
      {
        label: 'Book Your Free Local SEO Audit',
        action: { type: 'chat', message: "Hello! I'd like to book a free Local SEO audit for my business." },
      },
      {
        label: 'Schedule a Consultation',
        action: { type: 'chat', message: "Hello! I'd like to schedule a consultation about your Local SEO service." },
      },
    ],
    note: 'No obligation. Many local businesses see first improvements on the map within 90 days.',
  },
};
