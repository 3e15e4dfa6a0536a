import { z } from 'zod';
import { anchorIdSchema, seoSchema, slugSchema } from '../blocks';

/**
 * The one model of a reading page (about us, privacy notice, terms): a title,
 * a short summary, then numbered-free sections of plain paragraphs and lists.
 * The words are written per page in this folder from the site's facts
 * (phone, e-mail, brand), so they change with the deployment's settings.
 */
export const documentSectionSchema = z.object({
  /** Anchor of the section (#cookies); also names its heading. */
  id: anchorIdSchema,
  title: z.string().trim().min(3).max(80),
  paragraphs: z.array(z.string().trim().min(20)).min(1).max(6),
  bullets: z.array(z.string().trim().min(5)).min(2).max(10).optional(),
});

export const documentPageSchema = z.object({
  slug: slugSchema,
  /** about: an AboutPage record with the organisation; policy: a WebPage. */
  kind: z.enum(['about', 'policy']),
  seo: seoSchema,
  /** The h1. */
  title: z.string().trim().min(5).max(80),
  summary: z.string().trim().min(40).max(400),
  /** ISO date the text last changed, shown and published as dateModified. */
  updated: z.iso.date(),
  sections: z
    .array(documentSectionSchema)
    .min(2)
    .max(14)
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, 'section ids must be unique'),
});
export type DocumentPageData = z.infer<typeof documentPageSchema>;
