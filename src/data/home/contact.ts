import { z } from 'zod';
import { sectionHeadingSchema } from '../blocks';

/** Contact (#contact): the words around the audit request form. */
export const contactSectionSchema = z.object({
  heading: sectionHeadingSchema,
  promises: z.array(z.string().trim().min(10)).min(2).max(4),
  formHeading: z.string().trim().min(5),
});

export const contactSection = contactSectionSchema.parse({
  heading: {
    eyebrow: 'Free SEO audit',
    title: 'Get Your Free SEO Audit Report',
    intro:
      'Tell us about your business and website. We will review it and send your audit report on WhatsApp, usually within two working days.',
  },
  promises: [
    'A clear list of the problems holding your website back',
    'The fixes we would make first, in plain language',
    'No obligation and no pressure to sign up',
  ],
  formHeading: 'Request your free audit',
});
