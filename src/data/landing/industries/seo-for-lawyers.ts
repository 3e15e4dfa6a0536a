import { CONSULTATION_BUTTON_LABEL, type IndustryPageInput } from '../kinds';

export const seoForLawyers: IndustryPageInput = {
  kind: 'industry',
  slug: 'seo-for-lawyers',
  seo: {
    title: 'SEO for Lawyers & Law Firms in Pakistan',
    description:
      'SEO for lawyers and law firms in Pakistan: rank for criminal, family, corporate, property and immigration law searches and get more consultation calls.',
    keywords: [
      'seo for lawyers',
      'law firm seo pakistan',
      'legal marketing pakistan',
      'lawyer seo lahore karachi islamabad',
      'attorney seo',
    ],
    breadcrumb: 'SEO for Lawyers',
  },
  serviceType: 'SEO for lawyers and law firms',
  hero: {
    eyebrow: 'SEO for Lawyers',
    title: 'Be the law firm people find when they need legal help',
    text: 'When someone faces a legal problem, they search Google for a lawyer who handles exactly that. We help advocates and law firms across Pakistan rank for their practice areas and turn those searches into consultation calls.',
    buttons: [{ label: 'Get More Clients', action: { type: 'contact' } }],
    ticks: ['Practice-area pages that rank', 'Local visibility in your city', 'Professional, ethical content'],
    side: { kind: 'callout', stat: { value: '85%', label: 'of people search online when looking for a lawyer' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-seo',
      title: 'Why law firms need SEO',
      intro: 'Referrals still matter, but even referred clients check you on Google before they call.',
      cards: [
        { title: 'Clients search first', text: '85% of people look online when they need legal help, often in urgent situations.' },
        { title: 'They search by problem', text: 'People search “family lawyer in Lahore” or “bail lawyer Karachi”, not firm names.' },
        { title: 'Credibility online', text: 'Clear profiles, experience and reviews reassure clients before they pick up the phone.' },
        { title: 'Cases that fit', text: 'Ranking for your practice areas brings the cases you want to take on.' },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our three-step legal SEO strategy',
      intro: 'Focused on the practice areas and cities that matter to your firm.',
      steps: [
        {
          title: 'Firm audit',
          text: 'We review your website, lawyer profiles, Google listing and the firms that outrank you for your practice areas.',
        },
        {
          title: 'Practice-area pages',
          text: 'A clear page for each practice area, with guides that answer the questions clients ask before they call.',
        },
        {
          title: 'Authority and reporting',
          text: 'We earn links from legal directories and publications, and report monthly on calls, enquiries and rankings.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'techniques',
      title: 'Advanced legal SEO techniques',
      intro: 'What sets a well-run law firm website apart in search.',
      cards: [
        {
          title: 'Legal service schema',
          text: 'Structured data for every lawyer, office and practice area, so Google presents your firm accurately.',
        },
        {
          title: 'Practice-area clusters',
          text: 'A main page for each practice area, supported by guides that answer common legal questions.',
        },
        { title: 'Urdu and English content', text: 'Reach clients who search in either language.' },
        { title: 'Consultation tracking', text: 'We track calls and WhatsApp enquiries, so you can see which practice areas bring cases.' },
      ],
    },
    {
      kind: 'cards',
      id: 'specialties',
      title: 'Practice areas we market',
      intro: 'We build keywords and content around the law you practise.',
      cards: [
        { title: 'Criminal law', bullets: ['Bail applications', 'Criminal defence', 'FIR and police matters', 'Criminal appeals'] },
        { title: 'Family law', bullets: ['Divorce and khula', 'Child custody', 'Maintenance claims', 'Nikah and marriage registration'] },
        { title: 'Personal injury', bullets: ['Road accident claims', 'Medical negligence', 'Workplace injury', 'Insurance claims'] },
        {
          title: 'Corporate law',
          bullets: ['Company formation', 'Contracts and agreements', 'Mergers and acquisitions', 'Corporate compliance'],
        },
        {
          title: 'Real estate law',
          bullets: ['Property transfers', 'Title verification', 'Tenancy disputes', 'Land and inheritance disputes'],
        },
        {
          title: 'Immigration law',
          bullets: ['Study and work visas', 'Family and spouse visas', 'Visa refusals and appeals', 'Overseas Pakistani legal matters'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'challenges',
      title: 'Legal SEO challenges we handle',
      intro: 'Marketing a law firm takes care. These are the challenges we plan for.',
      cards: [
        {
          title: 'Professional conduct rules',
          text: 'Content stays professional and within the rules on lawyers’ advertising, with no promises about outcomes.',
        },
        {
          title: 'Crowded city markets',
          text: 'Lahore, Karachi and Islamabad have hundreds of firms. We target the practice areas and courts where you can win.',
        },
        {
          title: 'Urgent, high-stakes searches',
          text: 'People in trouble call the first credible firm they find. Visibility and clarity decide who that is.',
        },
        {
          title: 'Trust from the first click',
          text: 'Credentials, experience and reviews presented clearly, so clients feel safe contacting you.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'What SEO does for your firm',
      intro: 'A reliable source of new clients who already know what they need.',
      cards: [
        { title: 'More consultation calls', text: 'Clients find you at the moment they need a lawyer.' },
        { title: 'Cases that fit your expertise', text: 'Practice-area rankings bring the matters you are best at.' },
        { title: 'A reputation beyond referrals', text: 'Your expertise becomes visible to clients who have never met you.' },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'results',
      title: 'Results for law firms',
      intro: 'Average results across our legal clients. Every firm is different; we never guarantee rankings.',
      stats: [
        { value: '175%', label: 'more consultation enquiries within 12 months' },
        { value: '85%', label: 'more calls from Google Search and Maps' },
        { value: '4.8', label: 'average Google rating of our client firms' },
      ],
    },
  ],
  contact: {
    title: 'Ready to win more clients?',
    text: 'Tell us about your firm, your practice areas and your city. We will show you the searches your future clients make and where you stand today.',
    buttons: [
      {
        label: CONSULTATION_BUTTON_LABEL,
        action: { type: 'chat', message: "Hello! I'd like to book a free SEO consultation for my law firm." },
      },
      { label: 'Get Your Free Law Firm SEO Audit', action: { type: 'chat', message: "Hello! I'd like a free Law Firm SEO audit." } },
    ],
    note: 'Free consultation includes a review of your website, lawyer profiles and Google Business Profile, the practice-area searches you are missing and a clear plan. No commitment required.',
  },
};
