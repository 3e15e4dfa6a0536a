import { z } from 'zod';
import { buttonSchema, iconCardSchema, sectionHeadingSchema } from '../blocks';

/** Choosing an SEO expert: three key factors, a sample testimonial and eight questions to ask. */
export const QUESTION_COUNT = 8;

export const choosingAnExpertSchema = z.object({
  heading: sectionHeadingSchema,
  factors: z.array(iconCardSchema).length(3),
  testimonial: z.object({
    quote: z.string().trim().min(40),
    name: z.string().trim().min(3),
    title: z.string().trim().min(3),
  }),
  questions: z.object({
    title: z.string().trim().min(10),
    list: z.array(z.string().trim().min(10).endsWith('?')).length(QUESTION_COUNT),
  }),
  /** Contact us, then chat on WhatsApp. */
  buttons: z.array(buttonSchema).length(2),
});

export const choosingAnExpert = choosingAnExpertSchema.parse({
  heading: {
    eyebrow: 'Choosing an SEO expert',
    title: 'How to Choose the Right SEO Expert in Pakistan',
    intro: 'Hiring an SEO company is a real investment. Here is what to look for, and what to ask, before you decide, whoever you choose.',
  },
  factors: [
    {
      icon: 'trophy',
      title: 'A Proven Track Record',
      text: 'Ask for real results from businesses like yours: traffic, enquiries and sales, not only rankings.',
    },
    {
      icon: 'eye',
      title: 'Open Communication',
      text: 'A good partner explains what they do and why, reports every month and answers your questions.',
    },
    {
      icon: 'target',
      title: 'A Strategy Made for You',
      text: 'Your market, city and competitors are unique. Your SEO plan should be too, not a copied package.',
    },
  ],
  testimonial: {
    quote:
      'Before hiring them I spoke to four agencies. They were the only ones who audited my site first, explained the problems in plain words and never promised overnight miracles. Eight months later our enquiries have more than doubled.',
    name: 'Imran Qureshi',
    title: 'Owner, Qureshi Furniture, Lahore',
  },
  questions: {
    title: '8 Questions to Ask Before You Hire an SEO Company',
    list: [
      'Can you show me results for businesses similar to mine?',
      'Which SEO methods do you use, and are they all white-hat?',
      'How and how often will you report progress to me?',
      'When can I realistically expect to see results?',
      'Who will work on my website, and how do I reach them?',
      'Do you guarantee first-page rankings, and if so, how?',
      'Will I own the content, links and accounts you create?',
      'How will you measure success beyond keyword rankings?',
    ],
  },
  buttons: [
    { label: 'Talk to Our Experts', action: { type: 'contact' } },
    {
      label: 'Ask Us on WhatsApp',
      action: { type: 'chat', message: "Hello! I'm choosing an SEO company and have a few questions before I decide." },
    },
  ],
});
