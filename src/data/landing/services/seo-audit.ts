import { type ServicePageInput } from '../kinds';

export const seoAudit: ServicePageInput = {
  kind: 'service',
  slug: 'seo-audit',
  seo: {
    title: 'SEO Audit Services in Pakistan: Technical & Content Audit',
    description:
      'A complete SEO audit for Pakistani websites: technical checks, on-page review, content gaps and competitor analysis, with a prioritised 90-day action plan.',
    keywords: ['seo audit pakistan', 'website seo audit', 'technical seo audit', 'free seo audit', 'seo audit lahore karachi islamabad'],
    breadcrumb: 'SEO Audit',
  },
  serviceType: 'SEO audit',
  hero: {
    eyebrow: 'SEO Audit Services',
    title: 'Find out exactly why your website is not ranking, and how to fix it',
    text: 'Our SEO audit checks your website the way Google does: speed, indexing, content, links and competitors. You get a clear report in plain language and a prioritised plan your team, or ours, can act on straight away.',
    buttons: [{ label: 'Get Your Free SEO Audit', action: { type: 'contact' } }],
    ticks: ['Technical, content and competitor review', 'Plain-language report with priorities', 'Free first consultation'],
    side: { kind: 'callout', stat: { value: '150%', label: 'average traffic increase within 6 months' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'What our SEO audit covers',
      intro: 'Every audit is done by an experienced specialist with professional crawling tools, not a one-click automated score.',
      cards: [
        {
          title: 'Technical health',
          text: 'Crawl errors, broken links, redirects, site speed, Core Web Vitals, mobile usability and indexing problems that stop Google from seeing your pages.',
        },
        {
          title: 'On-page review',
          text: 'Titles, meta descriptions, headings, internal links and keyword targeting, checked page by page against what your customers actually search.',
        },
        {
          title: 'Content quality',
          text: 'Thin, duplicate or outdated pages, missing topics, and pages competing with each other for the same keyword.',
        },
        {
          title: 'Backlink profile',
          text: 'Who links to you, which links help, which look spammy, and where your competitors get links you do not have.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our five-step audit process',
      intro: 'A fixed process means nothing is missed, and every finding comes with a fix.',
      steps: [
        {
          title: 'Technical audit',
          text: 'We crawl your whole site to find errors, slow pages, indexing gaps, security warnings and mobile problems.',
        },
        {
          title: 'On-page analysis',
          text: 'We review the titles, headings, content and internal links of every important page against its target keywords.',
        },
        {
          title: 'Content gap analysis',
          text: 'We compare your content with what people in Pakistan search for and list the topics and pages you are missing.',
        },
        {
          title: 'Competitive analysis',
          text: 'We study the sites that outrank you: their keywords, content and backlinks, and where they can be beaten.',
        },
        {
          title: 'Recommendations',
          text: 'You receive a prioritised action plan: quick wins first, then the bigger changes, laid out over 90 days.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why an audit is the right first step',
      intro: 'Spending on SEO without an audit is guesswork. An audit shows where your budget will make the biggest difference.',
      cards: [
        {
          title: 'Stop losing traffic you already earned',
          text: 'Many sites lose visitors to problems nobody noticed: a page blocked from Google, a slow mobile layout, duplicate titles. We find them.',
        },
        {
          title: 'Spend where it counts',
          text: 'A prioritised plan means your developers and writers work first on the changes with the most impact.',
        },
        {
          title: 'Know where you stand',
          text: 'See how you compare with your top competitors, and which keywords are realistic to win in the next 6 to 12 months.',
        },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'statistics',
      title: 'What our audits lead to',
      intro: 'Averages across clients who put our audit recommendations into practice. We never guarantee rankings.',
      stats: [
        { value: '150%', label: 'average traffic increase within 6 months' },
        { value: '75+', label: 'issues found and explained in a typical audit' },
        { value: '95%', label: 'client satisfaction with our audit reports' },
      ],
    },
  ],
  contact: {
    title: 'Get your website audited',
    text: 'Send us your website address and tell us what you want more of: calls, orders or enquiries. We will review your site and tell you honestly what we find.',
    buttons: [
      { label: 'Book Your Free SEO Audit', action: { type: 'chat', message: "Hello! I'd like to book a free SEO audit for my website." } },
      {
        label: 'Schedule a Consultation',
        action: { type: 'chat', message: "Hello! I'd like to schedule a consultation about your SEO Audit service." },
      },
    ],
    note: 'No obligation. Initial results usually appear within 3 to 6 months of fixing the issues we find.',
  },
};
