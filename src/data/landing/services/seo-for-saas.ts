import { type ServicePageInput } from '../kinds';

export const seoForSaas: ServicePageInput = {
  kind: 'service',
  slug: 'seo-for-saas',
  seo: {
    title: 'SEO for SaaS Companies: Grow Trials and Signups',
    description:
      'SEO for SaaS and software companies in Pakistan and abroad: product-led content, technical SEO and link building that grow trial signups and lower acquisition costs.',
    keywords: [
      'saas seo',
      'seo for software companies',
      'b2b saas seo pakistan',
      'saas content marketing',
      'reduce customer acquisition cost',
    ],
    breadcrumb: 'SEO for SaaS',
  },
  serviceType: 'SaaS SEO',
  hero: {
    eyebrow: 'SEO for SaaS',
    title: 'Grow trial signups with search, not just ad spend',
    text: 'Your buyers search for solutions, comparisons and how-tos long before they ask for a demo. We build the content and authority that put your product in those results, for Pakistani software teams selling at home and worldwide.',
    buttons: [{ label: 'Grow My Signups', action: { type: 'contact' } }],
    ticks: ['Content mapped to your funnel', 'Technical SEO for web apps', 'Reporting on signups, not vanity metrics'],
    side: { kind: 'callout', stat: { value: '300%', label: 'more trial signups from organic search within 12 months' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'What our SaaS SEO includes',
      intro: 'SEO built around how software is bought: researched, compared and trialled.',
      cards: [
        {
          title: 'Keyword and funnel research',
          text: 'Problem, solution, comparison and integration searches, mapped to each stage of the buyer journey.',
        },
        { title: 'Product-led content', text: 'Articles that show your product solving the exact problem the reader searched for.' },
        {
          title: 'Technical SEO for apps',
          text: 'JavaScript rendering, documentation, subdomains and international versions set up so Google can read them.',
        },
        {
          title: 'Authority building',
          text: 'Links and mentions from software directories, review sites, partners and industry publications.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our three-step SaaS strategy',
      intro: 'We measure success in trials and paying customers, so the plan starts from your funnel.',
      steps: [
        {
          title: 'Map the funnel',
          text: 'We research what your ideal customers search at each stage and find the gaps your competitors leave open.',
        },
        {
          title: 'Build pages that convert',
          text: 'Comparison, use-case and integration pages first, because their readers are closest to signing up.',
        },
        {
          title: 'Scale and measure',
          text: 'We grow your content and authority steadily and report on trials, signups and acquisition cost every month.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'content-types',
      title: 'Four content types that drive SaaS signups',
      intro: 'Not all content is equal. These four bring readers who are ready to try your product.',
      cards: [
        { title: 'Comparison pages', text: '“Your product vs competitor” and “best tools for…” pages for buyers close to a decision.' },
        { title: 'Use-case pages', text: 'A page for each job your product does and each industry it serves.' },
        { title: 'Integration pages', text: 'One page per integration, catching searches from people who use the tools you connect with.' },
        {
          title: 'Guides and templates',
          text: 'Practical how-tos and free templates that attract your audience and earn links naturally.',
        },
      ],
    },
    {
      kind: 'tags',
      id: 'software-categories',
      title: 'Software categories we work with',
      intro: 'We have grown organic signups for products in these categories.',
      items: [
        'CRM',
        'HR and payroll',
        'Accounting and invoicing',
        'Project management',
        'E-commerce platforms',
        'Marketing automation',
        'EdTech and e-learning',
        'Healthcare software',
        'Fintech and payments',
        'Point of sale',
        'Logistics and fleet',
        'Cybersecurity',
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why SEO works for SaaS',
      intro: 'Search is the one channel that gets cheaper per signup the longer you invest in it.',
      cards: [
        { title: 'Lower acquisition cost', text: 'Organic signups do not get more expensive as you grow, unlike paid clicks.' },
        {
          title: 'Better-qualified trials',
          text: 'People who find you by searching their problem are more likely to become paying users.',
        },
        { title: 'Growth that compounds', text: 'Every page you publish keeps bringing signups for years.' },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'statistics',
      title: 'What SaaS SEO achieves',
      intro: 'Averages across our software clients. Every product and market is different; we never guarantee rankings.',
      stats: [
        { value: '300%', label: 'more trial signups from organic search within 12 months' },
        { value: '45%', label: 'reduction in customer acquisition cost (CAC)' },
        { value: '500%', label: 'average return on SEO investment within 18 months' },
      ],
    },
  ],
  contact: {
    title: 'Ready to grow signups from search?',
    text: 'Tell us about your product, your market and your current signup numbers. We will show you the searches your buyers make and how to win them.',
    buttons: [
      {
        label: 'Book Your Free SaaS SEO Audit',
        action: { type: 'chat', message: "Hello! I'd like to book a free SaaS SEO audit for my software product." },
      },
      {
        label: 'Schedule a Consultation',
        action: { type: 'chat', message: "Hello! I'd like to schedule a consultation about your SEO for SaaS service." },
      },
    ],
    note: 'No obligation. We work with SaaS teams in Pakistan and with products selling worldwide.',
  },
};
