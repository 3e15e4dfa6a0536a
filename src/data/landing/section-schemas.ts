import { z } from 'zod';
import { pageSeoSchema } from '../../lib/seo/page-seo';

/**
 * Building blocks shared by the service and industry page schemas. Counts the
 * spec fixes (four feature cards, three statistics, ...) are part of the
 * schemas, so a page missing one fails the build instead of reaching a visitor.
 */

const text = z.string().trim().min(1);

/** The page's own SEO fields; the route path is derived from the slug. */
export const landingSeoSchema = pageSeoSchema.omit({ path: true }).required({ breadcrumb: true });

export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens');

/** HTML id of a section, also used by tests to find it. */
const sectionIdSchema = z.string().regex(/^[a-z]+(-[a-z]+)*$/);

export const heroSchema = z.object({
  /** Short line above the H1 naming the service or industry. */
  eyebrow: text,
  heading: text,
  intro: text,
  /** Label of the button that scrolls to #contact. */
  buttonLabel: text,
  /** Three short reassurances shown as ticks under the intro. */
  highlights: z.array(text).length(3),
});

/** A cited research share, e.g. { figure: '77%', text: 'of patients search online before booking' }. */
export const researchShareSchema = z.object({ figure: z.string().regex(/^\d+%$/), text });

export const cardSchema = z.object({ title: text, text });

/** Heading and intro every section opens with. */
const sectionHeader = { heading: text, intro: text };

export function cardSectionSchema(count: { min: number; max: number }) {
  return z.object({ ...sectionHeader, cards: z.array(cardSchema).min(count.min).max(count.max) });
}

export const stepsSectionSchema = (count: { min: number; max: number }) =>
  z.object({ ...sectionHeader, steps: z.array(cardSchema).min(count.min).max(count.max) });

/** A section listing short names: cities, industries, software categories. */
export const tagSectionSchema = z.object({
  ...sectionHeader,
  id: sectionIdSchema,
  items: z.array(text).min(3).max(12),
});

export const benefitsSectionSchema = z.object({ ...sectionHeader, items: z.array(cardSchema).length(3) });

/** A figure as shown, e.g. "150%", "75+", "4.8". */
export const statSchema = z.object({ value: z.string().regex(/^\d+(\.\d+)?[%+]?$/), label: text });

/** Exactly three figures; a tuple, so templates can pick the first without a check. */
export const statsBannerSchema = z.object({ ...sectionHeader, stats: z.tuple([statSchema, statSchema, statSchema]) });

/** A contact-section button: opens the chat with a message naming the page's service or industry. */
export const chatButtonSchema = z.object({ label: text, message: text });

export type Card = z.infer<typeof cardSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type HeroCallout = z.infer<typeof researchShareSchema>;
export type TagSection = z.infer<typeof tagSectionSchema>;
export type StatsBanner = z.infer<typeof statsBannerSchema>;
export type ChatButton = z.infer<typeof chatButtonSchema>;
