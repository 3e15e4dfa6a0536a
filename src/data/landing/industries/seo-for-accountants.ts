import { CONSULTATION_BUTTON_LABEL, type IndustryPageInput } from '../kinds';

export const seoForAccountants: IndustryPageInput = {
  kind: 'industry',
  slug: 'seo-for-accountants',
  seo: {
    title: 'SEO for Accountants & Tax Consultants in Pakistan',
    description:
      'SEO for accountants, chartered accountancy firms and tax consultants in Pakistan: rank for tax, bookkeeping and audit services and win more client enquiries.',
    keywords: [
      'seo for accountants',
      'accounting firm seo pakistan',
      'tax consultant marketing',
      'ca firm seo',
      'bookkeeping services seo',
    ],
    breadcrumb: 'SEO for Accountants',
  },
  serviceType: 'SEO for accountants and tax consultants',
  hero: {
    eyebrow: 'SEO for Accountants',
    title: 'Win more clients for your accounting and tax practice',
    text: 'Business owners and salaried professionals search Google when they need help with tax returns, FBR notices, bookkeeping or audits. We help accountants and tax consultants across Pakistan become the firm they find and trust.',
    buttons: [{ label: 'Grow My Practice', action: { type: 'contact' } }],
    ticks: ['A page for every service you offer', 'Visible before tax season starts', 'Enquiries, not just visits'],
    side: { kind: 'callout', stat: { value: '72%', label: 'of small business owners search online when choosing an accountant' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-seo',
      title: 'Why accounting firms need SEO',
      intro: 'Referrals built your practice. Search is how the next generation of clients finds you.',
      cards: [
        {
          title: 'Clients search when they need you',
          text: '72% look online first, especially near filing deadlines and after receiving an FBR notice.',
        },
        {
          title: 'Credibility counts',
          text: 'A professional website with clear services and reviews shows you can be trusted with their finances.',
        },
        {
          title: 'Compete with larger firms',
          text: 'Focused pages for your specialisms let a smaller firm outrank big names for the right searches.',
        },
        {
          title: 'Demand all year round',
          text: 'Bookkeeping, payroll and advisory searches continue after tax season. SEO keeps enquiries steady.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our three-step strategy for accountants',
      intro: 'Planned around the filing calendar and the services that bring your best clients.',
      steps: [
        {
          title: 'Practice audit',
          text: 'We review your website, Google profile and competitors, and find the services clients search for in your city.',
        },
        {
          title: 'Optimise and publish',
          text: 'A clear page for each service, plus practical tax guides published well before the deadlines.',
        },
        { title: 'Grow and report', text: 'We build local listings and reviews and report every month on enquiries, calls and rankings.' },
      ],
    },
    {
      kind: 'cards',
      id: 'techniques',
      title: 'Advanced SEO techniques for accounting firms',
      intro: 'How a professional firm earns Google’s trust on financial topics.',
      cards: [
        {
          title: 'Tax-season content calendar',
          text: 'Guides on filing deadlines, withholding tax and returns, published before demand peaks.',
        },
        {
          title: 'Accounting service schema',
          text: 'Structured data for your services, qualifications and offices, so Google shows them accurately.',
        },
        { title: 'Enquiry tracking', text: 'Call and form tracking, so you know which services bring paying clients.' },
        {
          title: 'Expertise signals',
          text: 'Partner profiles with ICAP or ACCA qualifications and experience, linked to the content they review.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'specialties',
      title: 'Accounting services we market',
      intro: 'We build keywords and content around the work your firm does best.',
      cards: [
        {
          title: 'Tax services',
          bullets: ['Income tax returns', 'Sales tax registration and filing', 'FBR notices and appeals', 'Withholding tax compliance'],
        },
        {
          title: 'Bookkeeping',
          bullets: ['Monthly bookkeeping', 'Payroll processing', 'Payables and receivables', 'Cloud accounting setup'],
        },
        {
          title: 'Business consulting',
          bullets: ['Company registration with SECP', 'Business plans and feasibility', 'Financial forecasting', 'Cost reduction reviews'],
        },
        { title: 'Audit and assurance', bullets: ['Statutory audits', 'Internal audits', 'Special-purpose audits', 'Compliance reviews'] },
        {
          title: 'Small business services',
          bullets: ['Startup accounting support', 'Financial statements', 'Cash-flow management', 'Tax support for freelancers'],
        },
        {
          title: 'Personal finance',
          bullets: ['Individual tax planning', 'Wealth statements', 'Tax matters for overseas Pakistanis', 'Retirement planning'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'challenges',
      title: 'SEO challenges accountants face',
      intro: 'Financial services are hard to market well. We handle the difficult parts.',
      cards: [
        {
          title: 'Seasonal search peaks',
          text: 'Most tax searches happen in a few months. We make sure you rank before the rush, not after it.',
        },
        {
          title: 'Trust and accuracy',
          text: 'Financial guidance needs careful wording. Content is accurate, clear and reviewed by your team.',
        },
        {
          title: 'Generic competition',
          text: 'Directories and big firms dominate broad searches. We target the specific services and areas you can win.',
        },
        { title: 'Complex services', text: 'We turn technical services into plain pages that business owners understand and act on.' },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'What SEO does for your firm',
      intro: 'A dependable source of new clients, alongside your referrals.',
      cards: [
        { title: 'Steady client enquiries', text: 'New enquiries every month, not only in the weeks before the deadline.' },
        { title: 'Higher-value work', text: 'Attract audit, advisory and retainer clients, not only one-off returns.' },
        { title: 'Authority in your market', text: 'Helpful guides position your partners as the experts in your city.' },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'results',
      title: 'Results for accounting firms',
      intro: 'Average results across our accounting clients. Every firm is different; we never guarantee rankings.',
      stats: [
        { value: '160%', label: 'more client enquiries within 12 months' },
        { value: '80%', label: 'more consultation requests from search' },
        { value: '4.8', label: 'average Google rating of our client firms' },
      ],
    },
  ],
  contact: {
    title: 'Ready to win more clients?',
    text: 'Tell us about your firm, your services and your city. We will show you which searches bring clients to your competitors and how to win them.',
    buttons: [
      {
        label: CONSULTATION_BUTTON_LABEL,
        action: { type: 'chat', message: "Hello! I'd like to book a free SEO consultation for my accounting firm." },
      },
      {
        label: 'Get Your Free Accounting Firm SEO Audit',
        action: { type: 'chat', message: "Hello! I'd like a free Accounting Firm SEO audit." },
      },
    ],
    note: 'Free consultation includes a review of your website and Google Business Profile, the tax and accounting searches your competitors rank for, and a plan for the next filing season. No commitment required.',
  },
};
