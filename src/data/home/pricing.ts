import { z } from 'zod';
import { buttonSchema, iconCardSchema, sectionHeadingSchema } from '../blocks';

/** Pricing explainer: how we price, never what. The spec shows no prices anywhere. */
export const pricingSchema = z.object({
  heading: sectionHeadingSchema,
  cards: z.array(iconCardSchema.extend({ title: z.enum(['Flexible Options', 'Affordable Quality', 'Custom Solutions']) })).length(3),
  /** Contact us, then chat on WhatsApp. */
  buttons: z.array(buttonSchema).length(2),
});

export const pricing = pricingSchema.parse({
  heading: {
    eyebrow: 'Pricing',
    title: 'Affordable SEO Pricing, Built Around Your Goals',
    intro:
      'There is no one price that fits every business. We quote after looking at your website, your market and what you want to achieve, so you only pay for work that moves you forward.',
  },
  cards: [
    {
      icon: 'sliders',
      title: 'Flexible Options',
      text: 'Monthly plans or one-off projects. Start small, see the results, then scale up when you are ready.',
    },
    {
      icon: 'badge',
      title: 'Affordable Quality',
      text: 'Experienced specialists at rates that make sense for Pakistani businesses, without cutting corners.',
    },
    {
      icon: 'layers',
      title: 'Custom Solutions',
      text: 'A plan shaped to your industry, city and competition, with a clear scope agreed before we start.',
    },
  ],
  buttons: [
    { label: 'Get a Custom Quote', action: { type: 'contact' } },
    {
      label: 'Discuss on WhatsApp',
      action: { type: 'chat', message: "Hello! I'd like a custom SEO quote for my business. Can we discuss my goals?" },
    },
  ],
});
