import { z } from 'zod';
import {
  benefitsSectionSchema,
  cardSectionSchema,
  chatButtonSchema,
  heroSchema,
  landingSeoSchema,
  researchShareSchema,
  slugSchema,
  statsBannerSchema,
  stepsSectionSchema,
  tagSectionSchema,
} from './section-schemas';

const text = z.string().trim().min(1);

/** The first contact button reads the same on every industry page (spec 2). */
export const CONSULTATION_BUTTON_LABEL = 'Book Your Free SEO Consultation Today';

/** Page without a challenges section (spec 2: "all but dental"); it lists the twelve cities instead. */
export const DENTAL_SLUG = 'dental-seo';

/**
 * One industry page (spec 2, "Industry pages"). Counts are fixed: four
 * why-SEO cards, three strategy steps, six specialty cards of four bullets,
 * three benefits, three results.
 */
export const industryPageSchema = z
  .object({
    slug: slugSchema,
    seo: landingSeoSchema,
    serviceType: text,
    /** The hero cites the industry's research share, e.g. 77% of patients. */
    hero: heroSchema.extend({ researchShare: researchShareSchema }),
    whySeo: cardSectionSchema({ min: 4, max: 4 }),
    strategy: stepsSectionSchema({ min: 3, max: 3 }),
    techniques: cardSectionSchema({ min: 3, max: 6 }),
    specialties: z.object({
      heading: text,
      intro: text,
      cards: z.array(z.object({ title: text, bullets: z.array(text).length(4) })).length(6),
    }),
    cities: tagSectionSchema.optional(),
    challenges: cardSectionSchema({ min: 3, max: 6 }).optional(),
    benefits: benefitsSectionSchema,
    results: statsBannerSchema,
    contact: z.object({
      heading: text,
      text,
      consultationMessage: text,
      /** Named per industry, e.g. "Get Your Free Dental Practice SEO Audit". */
      auditButton: chatButtonSchema.extend({ label: z.string().regex(/^Get Your Free .+ SEO Audit$/) }),
      /** Middle of "Free consultation includes … No commitment required." */
      consultationIncludes: text.regex(/[^.]$/, 'leave off the full stop; the template adds it'),
    }),
  })
  .superRefine((page, ctx) => {
    const dental = page.slug === DENTAL_SLUG;
    if (dental && page.challenges) {
      ctx.addIssue({ code: 'custom', path: ['challenges'], message: 'the dental page has no challenges section' });
    }
    if (!dental && !page.challenges) {
      ctx.addIssue({ code: 'custom', path: ['challenges'], message: 'industry pages other than dental need challenges' });
    }
    if (dental && page.cities?.items.length !== 12) {
      ctx.addIssue({ code: 'custom', path: ['cities'], message: 'the dental page lists the twelve Pakistani cities' });
    }
  });

export type IndustryPageInput = z.input<typeof industryPageSchema>;
