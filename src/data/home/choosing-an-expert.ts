import { z } from 'zod';
import { cardSchema, chatMessageSchema, sectionCopySchema } from './schema';

/** Choosing an SEO expert: three key factors, a sample testimonial and eight questions to ask. */
export const QUESTION_COUNT = 8;

export const choosingAnExpertSchema = z.object({
  copy: sectionCopySchema,
  factors: z.array(cardSchema).length(3),
  testimonial: z.object({
    quote: z.string().trim().min(40),
    name: z.string().trim().min(3),
    title: z.string().trim().min(3),
  }),
  questions: z.object({
    heading: z.string().trim().min(10),
    list: z.array(z.string().trim().min(10).endsWith('?')).length(QUESTION_COUNT),
  }),
  contactLabel: z.string().trim().min(3),
  chatLabel: z.string().trim().min(3),
  chatMessage: chatMessageSchema,
});

export const choosingAnExpert = choosingAnExpertSchema.parse({
  copy: {
    eyebrow: 'Choosing an SEO expert',
    heading: 'How to Choose the Right SEO Expert in Pakistan',
    intro: 'Hiring an SEO company is a real investment. Here is what to look for, and what to ask, before you decide, whoever you choose.',
  },
  factors: [
    {
      icon: 'trophy',
      title: 'A Proven Track Record',
      description: 'Ask for real results from businesses like yours: traffic, enquiries and sales, not only rankings.',
    },
    {
      icon: 'eye',
      title: 'Open Communication',
      description: 'A good partner explains what they do and why, reports every month and answers your questions.',
    },
    {
      icon: 'target',
      title: 'A Strategy Made for You',
      description: 'Your market, city and competitors are unique. Your SEO plan should be too, not a copied package.',
    },
  ],
  testimonial: {
    quote:
      'Before hiring them I spoke to four agencies. They were the only ones who audited my site first, explained the problems in plain words and never promised overnight miracles. Eight months later our enquiries have more than doubled.',
    name: 'Imran Qureshi',
    title: 'Owner, Qureshi Furniture, Lahore',
  },
  questions: {
    heading: '8 Questions to Ask Before You Hire an SEO Company',
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
  contactLabel: 'Talk to Our Experts',
  chatLabel: 'Ask Us on WhatsApp',
  chatMessage: "Hello! I'm choosing an SEO company and have a few questions before I decide.",
});
