import { z } from 'zod';
import { cardSchema, chatMessageSchema, sectionCopySchema } from './schema';

/** Pricing explainer: how we price, never what. The spec shows no prices anywhere. */
export const pricingSchema = z.object({
  copy: sectionCopySchema,
  cards: z.array(cardSchema.extend({ title: z.enum(['Flexible Options', 'Affordable Quality', 'Custom Solutions']) })).length(3),
  contactLabel: z.string().trim().min(3),
  chatLabel: z.string().trim().min(3),
  chatMessage: chatMessageSchema,
});

export const pricing = pricingSchema.parse({
  copy: {
    eyebrow: 'Pricing',
    heading: 'Affordable SEO Pricing, Built Around Your Goals',
    intro:
      'There is no one price that fits every business. We quote after looking at your website, your market and what you want to achieve, so you only pay for work that moves you forward.',
  },
  cards: [
    {
      icon: 'sliders',
      title: 'Flexible Options',
      description: 'Monthly plans or one-off projects. Start small, see the results, then scale up when you are ready.',
    },
    {
      icon: 'badge',
      title: 'Affordable Quality',
      description: 'Experienced specialists at rates that make sense for Pakistani businesses, without cutting corners.',
    },
    {
      icon: 'layers',
      title: 'Custom Solutions',
      description: 'A plan shaped to your industry, city and competition, with a clear scope agreed before we start.',
    },
  ],
  contactLabel: 'Get a Custom Quote',
  chatLabel: 'Discuss on WhatsApp',
  chatMessage: "Hello! I'd like a custom SEO quote for my business. Can we discuss my goals?",
});
