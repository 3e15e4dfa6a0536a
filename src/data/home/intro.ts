import { z } from 'zod';
import { iconCardSchema, sectionHeadingSchema } from '../blocks';

/** "Leading SEO provider" introduction with four value cards. */
export const introSchema = z.object({
  heading: sectionHeadingSchema,
  paragraphs: z.array(z.string().trim().min(40)).min(1).max(3),
  values: z.array(iconCardSchema).length(4),
});

export const intro = introSchema.parse({
  heading: {
    eyebrow: 'Why businesses choose us',
    title: 'A Leading SEO Services Provider in Pakistan',
  },
  paragraphs: [
    'Most people in Pakistan now look for a shop, a clinic or a supplier on Google before they call anyone. If your business is not on the first page, those customers go to a competitor. We make sure they find you.',
    'Our team has helped more than 500 businesses, from family shops in Sialkot to e-commerce brands in Karachi, grow with search engine optimisation that is planned for their market, their city and their budget.',
  ],
  values: [
    {
      icon: 'chart',
      title: 'Results You Can Measure',
      text: 'We track the numbers that matter to you: calls, enquiries, orders and visitors, not just rankings.',
    },
    {
      icon: 'eye',
      title: 'Clear Monthly Reports',
      text: 'Every month you see what we did, what changed and what comes next, written in plain language.',
    },
    {
      icon: 'map-pin',
      title: 'Local Market Knowledge',
      text: 'We know how people in Lahore, Karachi, Islamabad and smaller cities search, in English and in Urdu.',
    },
    {
      icon: 'shield',
      title: 'Safe, White-Hat Methods',
      text: "We follow Google's guidelines, so your rankings grow steadily and never put your website at risk.",
    },
  ],
});
