import { type ServicePageInput } from '../kinds';

export const offPageSeo: ServicePageInput = {
  kind: 'service',
  slug: 'off-page-seo',
  seo: {
    title: 'Off-Page SEO & Link Building Services in Pakistan',
    description:
      'White-hat off-page SEO for Pakistani businesses: editorial links, guest contributions, business directories and relationship-based outreach that builds authority.',
    keywords: ['off page seo pakistan', 'link building services', 'backlinks pakistan', 'guest posting', 'white hat link building'],
    breadcrumb: 'Off-Page SEO',
  },
  serviceType: 'Off-page SEO and link building',
  hero: {
    eyebrow: 'Off-Page SEO',
    title: 'Build the authority Google needs to trust your website',
    text: 'Google ranks sites that other trusted sites vouch for. Our off-page SEO earns you real links and mentions from relevant Pakistani and international websites, never bought links or spam that can get you penalised.',
    buttons: [{ label: 'Start Building Authority', action: { type: 'contact' } }],
    ticks: ['White-hat links only', 'Relevant sites in your industry', 'Every link reported to you'],
    side: { kind: 'callout', stat: { value: '300%', label: 'average domain authority increase within 18 months' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'features',
      title: 'What our off-page SEO includes',
      intro: 'Authority comes from what the rest of the web says about you. We shape that, carefully.',
      cards: [
        { title: 'Link building', text: 'Links from real, relevant websites, earned through useful content and personal outreach.' },
        { title: 'Digital PR', text: 'Stories, data and expert comment that journalists and bloggers want to cite and link to.' },
        {
          title: 'Brand mentions and citations',
          text: 'Your name, address and phone number consistent across directories, maps and listings.',
        },
        { title: 'Backlink clean-up', text: 'We find harmful links pointing at your site and disavow them before they hurt you.' },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'How we build your authority',
      intro: 'Slow, steady and natural: the way Google expects a respected business to collect links.',
      steps: [
        { title: 'Backlink audit', text: 'We analyse your current links and your competitors’, to find the gaps and the risks.' },
        { title: 'Linkable content', text: 'We create guides, data and resources that other sites genuinely want to reference.' },
        { title: 'Outreach', text: 'We contact relevant site owners, editors and partners with a good reason to link to you.' },
        { title: 'Monitor and report', text: 'Every new link is checked, logged and reported to you, along with its effect on rankings.' },
      ],
    },
    {
      kind: 'cards',
      id: 'link-types',
      title: 'Four types of links we build',
      intro: 'A natural link profile mixes different kinds of links. We focus on these four.',
      cards: [
        {
          title: 'Editorial links',
          text: 'Links placed by editors and writers in news articles and blogs because your content is worth citing.',
        },
        {
          title: 'Guest contribution links',
          text: 'Expert articles written for respected blogs and publications in your industry, with a link back to you.',
        },
        {
          title: 'Business directory links',
          text: 'Listings on quality Pakistani and industry directories that confirm your business details to Google.',
        },
        { title: 'Relationship-based links', text: 'Links from suppliers, partners, associations and events you already work with.' },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'Why off-page SEO matters',
      intro: 'Great pages still need other websites to vouch for them before Google ranks them for competitive searches.',
      cards: [
        { title: 'Rank for competitive keywords', text: 'Authority is often what separates the top three results from everyone else.' },
        { title: 'Referral traffic', text: 'Links on relevant websites send interested visitors straight to you.' },
        { title: 'Results that last', text: 'Earned links keep working for years, unlike paid ads that stop the day the budget runs out.' },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'statistics',
      title: 'What our off-page work achieves',
      intro: 'Averages across our link-building clients. Authority grows steadily; we never guarantee rankings.',
      stats: [
        { value: '300%', label: 'average domain authority increase within 18 months' },
        { value: '500+', label: 'quality backlinks earned for our clients' },
        { value: '180%', label: 'average organic traffic growth within 12 months' },
      ],
    },
  ],
  contact: {
    title: 'Ready to build your authority?',
    text: 'Share your website and your main competitors. We will compare your backlinks with theirs and show you where to start.',
    buttons: [
      {
        label: 'Book Your Free Backlink Audit',
        action: { type: 'chat', message: "Hello! I'd like to book a free backlink audit for my website (Off-Page SEO)." },
      },
      {
        label: 'Schedule a Consultation',
        action: { type: 'chat', message: "Hello! I'd like to schedule a consultation about your Off-Page SEO service." },
      },
    ],
    note: 'No obligation. We only build white-hat links, and every link is reported to you.',
  },
};
