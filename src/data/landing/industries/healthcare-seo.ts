import { CONSULTATION_BUTTON_LABEL, type IndustryPageInput } from '../kinds';

export const healthcareSeo: IndustryPageInput = {
  kind: 'industry',
  slug: 'healthcare-seo',
  seo: {
    title: 'Healthcare SEO in Pakistan for Hospitals, Clinics & Doctors',
    description:
      'Healthcare SEO for hospitals, clinics and doctors in Pakistan: rank for the conditions you treat, grow trusted reviews and get more appointment requests.',
    keywords: ['healthcare seo pakistan', 'seo for doctors', 'hospital seo', 'medical clinic marketing', 'seo for clinics'],
    breadcrumb: 'Healthcare SEO',
  },
  serviceType: 'Healthcare SEO',
  hero: {
    eyebrow: 'Healthcare SEO',
    title: 'Healthcare SEO that helps patients find the right care with you',
    text: 'Patients search for symptoms, specialists and hospitals before they ever call. We help clinics, hospitals and doctors in Pakistan appear at that moment, with accurate information patients can trust.',
    buttons: [{ label: 'Grow My Practice', action: { type: 'contact' } }],
    ticks: ['Accurate, patient-friendly content', 'Local rankings for every branch', 'Privacy-conscious tracking'],
    side: { kind: 'callout', stat: { value: '84%', label: 'of patients search online before choosing a doctor or clinic' } },
  },
  sections: [
    {
      kind: 'cards',
      id: 'why-seo',
      title: 'Why healthcare providers need SEO',
      intro: 'Your reputation is built in the consulting room, but patients now discover it on Google.',
      cards: [
        {
          title: 'Patients research first',
          text: '84% of patients search online before choosing a provider. Your visibility shapes their choice.',
        },
        {
          title: 'Trust is everything',
          text: 'Google rewards medical content that shows real expertise. We make your doctors’ credentials count.',
        },
        {
          title: 'Local searches, urgent needs',
          text: '“Gynaecologist near me” and “child specialist in Lahore” are local searches. Map rankings bring the calls.',
        },
        { title: 'Fewer empty slots', text: 'Steady search traffic fills appointment gaps without constant advertising.' },
      ],
    },
    {
      kind: 'steps',
      id: 'strategy',
      title: 'Our three-step healthcare SEO strategy',
      intro: 'Careful, accurate and built around the care you provide.',
      steps: [
        {
          title: 'Practice audit',
          text: 'We review your website, doctor profiles, Google listings and local competitors for every specialty and branch.',
        },
        {
          title: 'Build trusted pages',
          text: 'Clear pages for your specialties, doctors and conditions treated, reviewed by your clinicians before they go live.',
        },
        {
          title: 'Grow locally and report',
          text: 'We grow reviews and local listings and report every month on enquiries, appointments and rankings.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'techniques',
      title: 'Advanced healthcare SEO techniques',
      intro: 'Health searches are held to a higher standard by Google. These techniques meet it.',
      cards: [
        { title: 'Medical schema markup', text: 'Physician, clinic and hospital structured data for each doctor and location.' },
        {
          title: 'Expertise signals',
          text: 'Doctor bios, qualifications, medical review dates and references that show Google your content is trustworthy.',
        },
        { title: 'Multi-location SEO', text: 'A separate, optimised profile and page for every branch or hospital campus.' },
        {
          title: 'Condition content',
          text: 'Helpful pages that answer what patients search, written carefully and reviewed by your clinicians.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'specialties',
      title: 'Healthcare specialties we market',
      intro: 'From single-doctor clinics to multi-specialty hospitals.',
      cards: [
        { title: 'Primary care', bullets: ['General physicians', 'Family medicine', 'Health check-ups', 'Vaccination services'] },
        { title: 'Specialists', bullets: ['Cardiology', 'Dermatology', 'ENT', 'Orthopaedics'] },
        {
          title: 'Mental health',
          bullets: ['Psychiatrists', 'Psychologists and therapists', 'Counselling services', 'Addiction treatment'],
        },
        { title: 'Surgical', bullets: ['General surgery', 'Day-care procedures', 'Bariatric surgery', 'Eye surgery'] },
        { title: 'Women’s health', bullets: ['Gynaecology', 'Obstetrics and maternity', 'Fertility care', 'Breast health'] },
        { title: 'Pediatric', bullets: ['Child specialists', 'Neonatal care', 'Child vaccinations', 'Pediatric surgery'] },
      ],
    },
    {
      kind: 'cards',
      id: 'challenges',
      title: 'Healthcare SEO challenges we handle',
      intro: 'Medical marketing has rules and risks other industries do not. We work within them.',
      cards: [
        {
          title: 'Strict quality standards',
          text: 'Google holds health content to a higher standard. We write carefully and show your doctors’ expertise.',
        },
        {
          title: 'Competing with large hospital chains',
          text: 'We find the specialties and neighbourhoods where a focused practice can outrank them.',
        },
        { title: 'Patient privacy', text: 'We track enquiries without collecting patient health information in analytics.' },
        {
          title: 'Many doctors, many locations',
          text: 'Consistent profiles for every doctor and branch, so patients never call the wrong number.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      title: 'What healthcare SEO does for your practice',
      intro: 'Patients who find you through search arrive informed and ready to book.',
      cards: [
        { title: 'More appointment requests', text: 'A steady stream of new patients from search and Google Maps.' },
        { title: 'Trust before the first visit', text: 'Clear doctor profiles and strong reviews reassure patients before they walk in.' },
        { title: 'The right patients', text: 'Specialty pages bring patients who need exactly the care you provide.' },
      ],
      ticked: true,
    },
    {
      kind: 'figures',
      id: 'results',
      title: 'Results for healthcare providers',
      intro: 'Average results across our healthcare clients. Every practice is different; we never guarantee rankings.',
      stats: [
        { value: '180%', label: 'more patient enquiries within 12 months' },
        { value: '75%', label: 'more online appointment requests' },
        { value: '4.8', label: 'average Google rating of our client practices' },
      ],
    },
  ],
  contact: {
    title: 'Let more patients find your practice',
    text: 'Tell us about your clinic or hospital, your specialties and your locations. We will show you how patients search for your care and where you stand today.',
    buttons: [
      {
        label: CONSULTATION_BUTTON_LABEL,
        action: { type: 'chat', message: "Hello! I'd like to book a free SEO consultation for my healthcare practice." },
      },
      {
        label: 'Get Your Free Healthcare Practice SEO Audit',
        action: { type: 'chat', message: "Hello! I'd like a free Healthcare Practice SEO audit." },
      },
    ],
    note: 'Free consultation includes a review of your website, doctor profiles and Google listings, with a plan to reach more patients in your area. No commitment required.',
  },
};
