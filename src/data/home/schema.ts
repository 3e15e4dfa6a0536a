import { z } from 'zod';

/**
 * Building blocks shared by the home page data modules. Every module parses
 * its data with these at import, so a missing card or a wrong count fails the
 * build and the unit tests instead of reaching a visitor.
 */

/** Icons drawn by src/components/ui/Icon.astro. */
export const ICON_NAMES = [
  'search',
  'document',
  'link',
  'wrench',
  'map-pin',
  'cart',
  'chart',
  'shield',
  'mail',
  'chat',
  'eye',
  'target',
  'trophy',
  'sliders',
  'badge',
  'layers',
] as const;
export const iconNameSchema = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconNameSchema>;

const text = z.string().trim().min(1);
/** Body copy: long enough to say something, short enough for a card. */
const sentence = z.string().trim().min(20).max(600);

/** The heading block at the top of a section. */
export const sectionCopySchema = z.object({
  eyebrow: text.max(40).optional(),
  heading: text.max(90),
  intro: sentence.optional(),
});
export type SectionCopy = z.infer<typeof sectionCopySchema>;

export const cardSchema = z.object({
  title: text.max(60),
  description: sentence,
  icon: iconNameSchema,
});
export type Card = z.infer<typeof cardSchema>;

/** A figure such as "300%" with what it measures. */
export const statSchema = z.object({
  value: z.string().regex(/^\d+(\.\d+)?[%+]?$/, 'a figure such as 300%, 500+ or 5.0'),
  label: text.max(40),
});
export type Stat = z.infer<typeof statSchema>;

/** Prefilled chat text: a full sentence the visitor sends as is. */
export const chatMessageSchema = z.string().trim().min(20).max(300);

/** A site path such as /seo-services-lahore, or an in-page anchor such as #contact. */
export const hrefSchema = z.string().regex(/^(\/[a-z0-9-]*|#[a-z-]+)$/);

export { text as textSchema, sentence as sentenceSchema };
