import { z } from 'zod';
import { chatMessageSchema, sectionHeadingSchema } from '../blocks';

/** Packages (#packages): spec 3 "Package" entity. Names and features only; no prices. */
export const PACKAGE_NAMES = ['Basic', 'Professional', 'Enterprise'] as const;

export const packageSchema = z.object({
  name: z.enum(PACKAGE_NAMES),
  text: z.string().trim().min(20),
  features: z.array(z.string().trim().min(5)).min(5).max(10),
  popular: z.boolean(),
  whatsappMessage: chatMessageSchema,
});
export type Package = z.infer<typeof packageSchema>;

export const packagesSectionSchema = z.object({
  heading: sectionHeadingSchema,
  items: z
    .array(packageSchema)
    .length(PACKAGE_NAMES.length)
    .refine((items) => items.every((item, i) => item.name === PACKAGE_NAMES[i]), 'packages in the spec order')
    .refine(
      (items) =>
        items
          .filter((item) => item.popular)
          .map((item) => item.name)
          .join() === 'Professional',
      'exactly one popular package: Professional',
    ),
  popularLabel: z.literal('Most Popular'),
  buttonLabel: z.string().trim().min(3),
});

const quote = (name: string) => `Hello! I'm interested in the ${name} SEO package. Please send me a quote for my business.`;

export const packagesSection = packagesSectionSchema.parse({
  heading: {
    eyebrow: 'SEO packages',
    title: 'Choose the SEO Package That Fits Your Business',
    intro:
      'Every package is quoted for your website and goals. Tell us which one interests you and we will send a tailored quote on WhatsApp.',
  },
  popularLabel: 'Most Popular',
  buttonLabel: 'Get Quote',
  items: [
    {
      name: 'Basic',
      text: 'For small and new businesses that want to be found in their own city.',
      popular: false,
      features: [
        'Full SEO audit of your website',
        'Up to 10 target keywords',
        'On-page optimisation of key pages',
        'Google Business Profile setup',
        'Monthly progress report',
      ],
      whatsappMessage: quote('Basic'),
    },
    {
      name: 'Professional',
      text: 'For growing businesses that want more leads from across Pakistan.',
      popular: true,
      features: [
        'Everything in Basic',
        'Up to 25 target keywords',
        'Technical SEO fixes and speed work',
        'Two optimised content pieces a month',
        'Quality link building and citations',
        'Competitor tracking',
        'Dedicated account manager',
      ],
      whatsappMessage: quote('Professional'),
    },
    {
      name: 'Enterprise',
      text: 'For large sites, online stores and brands competing nationally or abroad.',
      popular: false,
      features: [
        'Everything in Professional',
        'Custom keyword set with no fixed cap',
        'Full content strategy and production',
        'Digital PR and custom outreach',
        'E-commerce and multi-city SEO',
        'Conversion tracking and analytics setup',
        'Fortnightly strategy calls',
      ],
      whatsappMessage: quote('Enterprise'),
    },
  ],
});
