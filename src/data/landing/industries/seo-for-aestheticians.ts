import { CONSULTATION_BUTTON_LABEL, type IndustryPageInput } from '../kinds';

export const seoForAestheticians: IndustryPageInput = {
  kind: 'industry',
  slug: 'seo-for-aestheticians',
  seo: {
    title: 'SEO for Aestheticians & Beauty Clinics in Pakistan',
    description:
      'SEO for aestheticians, skin clinics and spas in Pakistan: rank for the treatments clients search for, showcase your results and fill your booking calendar.',
    keywords: ['seo for aestheticians', 'beauty clinic seo pakistan', 'skin clinic marketing', 'spa seo', 'salon seo lahore karachi'],
    breadcrumb: 'SEO for Aestheticians',
  },
  serviceType: 'SEO for aestheticians and beauty clinics',
  hero: {
    eyebrow: 'SEO for Aestheticians',
    title: 'Fill your treatment calendar with clients who find you on Google',
    text: 'Clients research facials, skin treatments and anti-ageing options online long before they book. We help aestheticians, skin clinics and spas across Pakistan appear for those searches, with pages and reviews that make booking an easy decision.',
    buttons: [{ label: 'Get More Bookings', action: { type: 'contact' } }],
    ticks: ['Treatment pages that sell', 'Google Maps and Instagram working together', 'Review and reputation growth'],
    side: { kind: 'callout', stat: { value: '89%', label: 'of beauty clients research treatments online before booking' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-seo',
      title: 'Why aestheticians need SEO',
      intro: 'Beautiful results win loyal clients. Search is how new ones discover them.',
      cards: [
        {
          title: 'Clients research every treatment',
          text: '89% of beauty clients look online first, comparing clinics, results and reviews.',
        },
        {
          title: 'Social media is not enough',
          text: 'Instagram builds interest, but people still search your name and your treatments before they book.',
        },
        {
          title: 'Local searches, ready to book',
          text: '“Hydrafacial in DHA Lahore” and “skin clinic near me” come from clients who want an appointment now.',
        },
        { title: 'Higher-value treatments', text: 'Rank for premium treatments and attract clients looking for more than a basic facial.' },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our three-step beauty SEO strategy',
      intro: 'Built around the treatments that matter most to your business.',
      steps: [
        {
          title: 'Audit and treatment mapping',
          text: 'We review your website, Google profile and competitors, and match each treatment to what clients search for.',
        },
        {
          title: 'Optimise and create',
          text: 'We build a clear, appealing page for each treatment and tune your Google Business Profile with photos and services.',
        },
        {
          title: 'Reviews and reporting',
          text: 'We help you collect reviews after every visit and report monthly on bookings, calls and rankings.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'techniques',
      title: 'Advanced techniques for beauty businesses',
      intro: 'What makes a clinic stand out in a crowded, visual market.',
      cards: [
        {
          title: 'Treatment pages with FAQs',
          text: 'Every treatment explained: who it suits, what to expect and aftercare, with FAQ markup for rich results.',
        },
        {
          title: 'Before-and-after galleries',
          text: 'Optimised galleries, shared with client consent, that can be found in image search.',
        },
        {
          title: 'Beauty and spa schema',
          text: 'Structured data for your services, opening hours and reviews, so Google shows them in results.',
        },
        {
          title: 'Social and search together',
          text: 'Instagram and TikTok content linked into your website, so followers become bookings.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'specialties',
      title: 'Treatments we market',
      intro: 'We tailor keywords and content to the services your clinic or spa offers.',
      cards: [
        { title: 'Facial treatments', bullets: ['HydraFacial', 'Chemical peels', 'Microdermabrasion', 'Deep-cleansing facials'] },
        { title: 'Skincare', bullets: ['Acne treatment', 'Pigmentation and melasma', 'Skin brightening', 'Personal skincare plans'] },
        { title: 'Anti-aging', bullets: ['Botox and fillers', 'Microneedling', 'Skin tightening', 'Fine-line treatments'] },
        { title: 'Body treatments', bullets: ['Laser hair removal', 'Body contouring', 'Cellulite treatment', 'Body polishing'] },
        { title: 'Specialized procedures', bullets: ['PRP therapy', 'Laser resurfacing', 'Scar treatment', 'Tattoo removal'] },
        { title: 'Wellness and spa', bullets: ['Massage therapy', 'Spa days', 'Bridal preparation', 'Aromatherapy'] },
      ],
    },
    {
      kind: 'cards',
      id: 'challenges',
      title: 'Beauty SEO challenges we solve',
      intro: 'The beauty market moves fast. These are the problems we help clinics overcome.',
      cards: [
        { title: 'A crowded local market', text: 'New salons open every month. We help you stand out for the treatments you do best.' },
        {
          title: 'Where beauty meets medicine',
          text: 'Some treatments need careful, accurate wording. We write responsibly and never promise results you cannot deliver.',
        },
        {
          title: 'Depending on Instagram',
          text: 'An algorithm change can cut your reach overnight. Search traffic is steadier, and it is yours.',
        },
        { title: 'Seasonal demand', text: 'Wedding season and Eid bring peaks. We prepare your pages before demand rises, not after.' },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'What SEO does for your beauty business',
      intro: 'Clients who find you on Google arrive knowing what they want.',
      cards: [
        { title: 'A fuller calendar', text: 'New clients book through search every week, not only after a promotion.' },
        { title: 'Premium clients', text: 'Rank for advanced treatments and attract clients who value expertise.' },
        { title: 'A brand clients trust', text: 'Strong reviews and a professional presence set you apart from the salon next door.' },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'results',
      title: 'Results for aestheticians and beauty clinics',
      intro: 'Average results across our beauty clients. Every business is different; we never guarantee rankings.',
      stats: [
        { value: '220%', label: 'more new clients within 10 months' },
        { value: '90%', label: 'more online bookings' },
        { value: '4.9', label: 'average Google rating of our client clinics' },
      ],
    },
  ],
  contact: {
    title: 'Ready for a fuller booking calendar?',
    text: 'Tell us about your clinic or spa and the treatments you want to grow. We will show you what clients in your area search for and how to reach them.',
    buttons: [
      {
        label: CONSULTATION_BUTTON_LABEL,
        action: { type: 'chat', message: "Hello! I'd like to book a free SEO consultation for my aesthetics clinic." },
      },
      {
        label: 'Get Your Free Aesthetics Clinic SEO Audit',
        action: { type: 'chat', message: "Hello! I'd like a free Aesthetics Clinic SEO audit." },
      },
    ],
    note: 'Free consultation includes a review of your website, Google Business Profile and treatment pages, plus the treatments you can rank for first. No commitment required.',
  },
};
