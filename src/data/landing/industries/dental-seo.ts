import { CONSULTATION_BUTTON_LABEL, type IndustryPageInput } from '../kinds';
import { pakistanCities } from '../pakistan-cities';

export const dentalSeo: IndustryPageInput = {
  kind: 'industry',
  slug: 'dental-seo',
  seo: {
    title: 'Dental SEO in Pakistan: Bring More Patients to Your Clinic',
    description:
      'Dental SEO for clinics in Pakistan: Google Maps rankings, treatment pages and reviews that bring new patients for general, cosmetic and orthodontic care.',
    keywords: ['dental seo pakistan', 'seo for dentists', 'dental clinic marketing', 'dentist seo lahore karachi', 'dental practice seo'],
    breadcrumb: 'Dental SEO',
  },
  serviceType: 'Dental SEO',
  hero: {
    eyebrow: 'Dental SEO',
    title: 'Dental SEO that fills your appointment book',
    text: 'Patients choose a dentist on Google: they search, compare ratings and call the clinic that looks most trustworthy. We make sure that clinic is yours, for the treatments you most want to offer.',
    buttons: [{ label: 'Get More Patients', action: { type: 'contact' } }],
    ticks: ['Google Maps top-3 focus', 'Treatment pages written for patients', 'Review growth built in'],
    side: { kind: 'callout', stat: { value: '77%', label: 'of patients search online before booking a dental appointment' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-seo',
      title: 'Why dental clinics need SEO',
      intro: 'Word of mouth still matters, but most new patients check Google first, even when a friend recommends you.',
      cards: [
        {
          title: 'Patients search before they book',
          text: '77% of patients search online first. If your clinic is not on page one, they book with one that is.',
        },
        {
          title: 'Map results win the call',
          text: 'Searches like “dentist near me” show a map with three clinics. Being one of them brings calls every day.',
        },
        {
          title: 'Reviews decide the choice',
          text: 'A strong rating with recent reviews reassures nervous patients before they pick up the phone.',
        },
        {
          title: 'Attract high-value treatments',
          text: 'Implants, braces and veneers are researched for weeks. Rank for them and you attract the cases that grow your practice.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our three-step dental SEO strategy',
      intro: 'A clear plan built around your clinic, your treatments and your neighbourhood.',
      steps: [
        {
          title: 'Clinic audit',
          text: 'We review your website, Google Business Profile, reviews and local competitors, and choose the treatments to target.',
        },
        {
          title: 'Optimise and publish',
          text: 'We fix your profile and website, then build a clear page for each treatment, written for patients, not dentists.',
        },
        {
          title: 'Grow and report',
          text: 'We build local listings, help you collect reviews and report every month on calls, bookings and rankings.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'techniques',
      title: 'Advanced dental SEO techniques',
      intro: 'The details that put a clinic ahead of the practices down the road.',
      cards: [
        {
          title: 'Dental schema markup',
          text: 'Structured data for your clinic, dentists, treatments and reviews, so Google understands your practice.',
        },
        {
          title: 'Treatment landing pages',
          text: 'Pages for implants, root canals, whitening and more, answering the questions patients ask about pain, time and recovery.',
        },
        { title: 'English and Urdu content', text: 'Content for patients who search in either language.' },
        { title: 'Appointment tracking', text: 'Call and booking tracking, so you know exactly which searches bring patients.' },
      ],
    },
    {
      kind: 'cards',
      id: 'specialties',
      title: 'Dental specialties we market',
      intro: 'We tailor keywords and content to the treatments your clinic offers.',
      cards: [
        {
          title: 'General dentistry',
          bullets: ['Check-ups and cleanings', 'Fillings and root canal treatment', 'Tooth extraction', 'Emergency dental care'],
        },
        { title: 'Cosmetic dentistry', bullets: ['Teeth whitening', 'Porcelain veneers', 'Smile makeovers', 'Dental bonding'] },
        { title: 'Orthodontics', bullets: ['Metal and ceramic braces', 'Clear aligners', 'Retainers', 'Adult orthodontics'] },
        { title: 'Oral surgery', bullets: ['Dental implants', 'Wisdom tooth removal', 'Bone grafting', 'Jaw surgery'] },
        {
          title: 'Pediatric dentistry',
          bullets: ['Children’s check-ups', 'Fluoride and sealants', 'Milk tooth care', 'Early orthodontic assessment'],
        },
        {
          title: 'Periodontics',
          bullets: ['Gum disease treatment', 'Scaling and root planing', 'Gum grafting', 'Periodontal maintenance'],
        },
      ],
    },
    {
      kind: 'tags',
      id: 'cities',
      title: 'Dental SEO across Pakistan',
      intro: 'We help dental clinics rank in these cities and the neighbourhoods around them.',
      items: [...pakistanCities],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'What dental SEO does for your practice',
      intro: 'More than traffic: the right patients, for the right treatments, at the right time.',
      cards: [
        { title: 'A steady flow of new patients', text: 'Patients find you every day, not only while an advert is running.' },
        { title: 'The treatments you want', text: 'Attract implant, orthodontic and cosmetic cases, not only check-ups.' },
        { title: 'A reputation that works for you', text: 'More reviews and better visibility build trust before the first visit.' },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'results',
      title: 'Results for dental clinics',
      intro: 'Average results across our dental clients. Every clinic is different; we never guarantee rankings.',
      stats: [
        { value: '200%', label: 'more new patients within 12 months' },
        { value: '85%', label: 'more online appointment bookings' },
        { value: '4.9', label: 'average Google rating of our client clinics' },
      ],
    },
  ],
  contact: {
    title: 'Ready to welcome more patients?',
    text: 'Tell us about your clinic and the treatments you want to grow. We will show you where patients are finding your competitors, and how to win them back.',
    buttons: [
      {
        label: CONSULTATION_BUTTON_LABEL,
        action: { type: 'chat', message: "Hello! I'd like to book a free SEO consultation for my dental clinic." },
      },
      {
        label: 'Get Your Free Dental Practice SEO Audit',
        action: { type: 'chat', message: "Hello! I'd like a free Dental Practice SEO audit for my clinic." },
      },
    ],
    note: 'Free consultation includes a review of your website and Google Business Profile, a look at your top local competitors and a clear action plan for your clinic. No commitment required.',
  },
};
