import { type ServicePageInput } from '../kinds';

export const onPageSeo: ServicePageInput = {
  kind: 'service',
  slug: 'on-page-seo',
  seo: {
    title: 'On-Page SEO Services in Pakistan: Content & Page Optimisation',
    description:
      'On-page SEO for Pakistani businesses: keyword research, titles, content, internal links, schema and page speed, done page by page to win more clicks.',
    keywords: ['on page seo pakistan', 'on-page optimisation', 'meta tags optimisation', 'content optimisation', 'schema markup services'],
    breadcrumb: 'On-Page SEO',
  },
  serviceType: 'On-page search engine optimisation',
  hero: {
    eyebrow: 'On-Page SEO',
    title: 'Make every page of your website work harder in Google',
    text: 'On-page SEO is everything on your own website that decides whether Google ranks a page and whether people click it. We optimise your pages one by one, so they match what your customers search for and answer it better than your competitors.',
    buttons: [{ label: 'Optimise My Website', action: { type: 'contact' } }],
    ticks: [
      'Keyword research for Pakistani searchers',
      'Titles, content and structure fixed page by page',
      'Progress you can see in Search Console',
    ],
    side: { kind: 'callout', stat: { value: '200%', label: 'average organic traffic growth within 12 months' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'What our on-page SEO includes',
      intro: 'Each important page gets a clear target keyword and the work it needs to rank for it.',
      cards: [
        {
          title: 'Keyword mapping',
          text: 'We research what your customers type, in English and Roman Urdu, and give every important page one clear keyword focus.',
        },
        {
          title: 'Titles and meta descriptions',
          text: 'Clear, keyword-led titles and descriptions that earn the click on the results page.',
        },
        {
          title: 'Content optimisation',
          text: 'We rewrite or expand thin copy so each page fully answers the searcher, with headings that make it easy to scan.',
        },
        {
          title: 'Internal links and structure',
          text: 'Logical menus, breadcrumbs and links between related pages, so authority flows to the pages that sell.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our three-step on-page strategy',
      intro: 'We start with the pages closest to page one, because they move fastest.',
      steps: [
        {
          title: 'Research and mapping',
          text: 'Keyword research, a review of competing pages, and a map of which page on your site targets which search.',
        },
        {
          title: 'Optimise',
          text: 'We update titles, headings, copy, images, internal links and structured data, page by page, and check each change.',
        },
        {
          title: 'Measure and refine',
          text: 'We track rankings, clicks and enquiries in Google Search Console and Analytics, and keep improving what works.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'advanced-techniques',
      title: 'Advanced on-page techniques',
      intro: 'Beyond the basics, these are the details that often separate page one from page two.',
      cards: [
        {
          title: 'Schema markup',
          text: 'Structured data for your business, products, FAQs and reviews, so your listings can show rich results.',
        },
        {
          title: 'Core Web Vitals',
          text: 'Faster loading, stable layouts and quick responses on the mid-range phones most Pakistanis browse on.',
        },
        { title: 'Search intent matching', text: 'Each page shaped around what the searcher wants to do: buy, compare, call or learn.' },
        {
          title: 'Image optimisation',
          text: 'Compressed images, descriptive file names and alt text, for speed, accessibility and image search.',
        },
      ],
    },
    {
      kind: 'tags',
      id: 'industries',
      title: 'Industries we optimise for',
      intro: 'On-page SEO works for any business with a website. We have done it for:',
      items: [
        'Healthcare and clinics',
        'Law firms',
        'Real estate',
        'E-commerce and retail',
        'Education and training',
        'Restaurants and food',
        'Manufacturing and export',
        'Software and IT services',
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why on-page SEO pays off',
      intro: 'It is the part of SEO you fully control, and usually the quickest to show results.',
      cards: [
        {
          title: 'Results you control',
          text: 'Unlike links from other websites, on-page work is entirely in your hands, so progress does not depend on anyone else.',
        },
        {
          title: 'More clicks from the same rankings',
          text: 'Better titles and descriptions raise your click-through rate even before your positions improve.',
        },
        {
          title: 'A better experience for visitors',
          text: 'Clear, fast, well-structured pages turn more visitors into calls, orders and enquiries.',
        },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'statistics',
      title: 'What on-page SEO delivers',
      intro: 'Averages across our on-page projects. Every site is different, and we never guarantee rankings.',
      stats: [
        { value: '200%', label: 'average organic traffic growth within 12 months' },
        { value: '85%', label: 'of optimised pages gain rankings within 6 months' },
        { value: '65%', label: 'higher click-through rate from rewritten titles and descriptions' },
      ],
    },
  ],
  contact: {
    title: 'Ready to optimise your pages?',
    text: 'Tell us your website and your most important services or products. We will show you which pages to optimise first, and why.',
    buttons: [
      {
        label: 'Book Your Free On-Page SEO Audit',
        action: { type: 'chat', message: "Hello! I'd like to book a free on-page SEO audit of my website." },
      },
      {
        label: 'Schedule a Consultation',
        action: { type: 'chat', message: "Hello! I'd like to schedule a consultation about your On-Page SEO service." },
      },
    ],
    note: 'No obligation. Initial results usually appear within 3 to 6 months, with significant growth in 6 to 12 months.',
  },
};
