import { z } from 'zod';
import { pageSeoSchema } from '../lib/seo/page-seo';

/**
 * The blocks every page's data is made of, defined once for the home page,
 * the landing pages and the document pages. Page kinds narrow counts and
 * lengths where their spec asks (src/data/landing/kinds.ts, src/data/home/*).
 * Naming: a block has a `title`; a section an `intro` under its title; a
 * card, hero or contact band a `text`.
 */

/** Route slug: the path without its leading slash ("us", "seo-services-lahore"). */
export const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug is lower-kebab-case');

/** Section ids double as anchors (#results) and name the section's heading. */
export const anchorIdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/);

/** A page's search metadata; the path comes from its slug. */
export const seoSchema = pageSeoSchema.omit({ path: true }).required({ breadcrumb: true });

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

/** The heading block at the top of a section: a short line above the title, the title, the intro under it. */
export const sectionHeadingSchema = z.object({
  eyebrow: z.string().trim().min(1).max(40).optional(),
  title: z.string().trim().min(1).max(90),
  intro: z.string().trim().min(20).max(600).optional(),
});
export type SectionHeading = z.infer<typeof sectionHeadingSchema>;

/** A headline figure such as "150%", "500+", "4.8" or "3-6" with what it measures. */
export const statSchema = z.object({
  value: z.string().trim().regex(/\d/, 'a figure has digits').max(12),
  label: z.string().trim().min(5).max(90),
});
export type Stat = z.infer<typeof statSchema>;

export const cardSchema = z.object({ title: z.string().trim().min(2).max(60), text: z.string().trim().min(20).max(320) });
export type Card = z.infer<typeof cardSchema>;

/** A card led by an icon (the home page's services, values and pricing). */
export const iconCardSchema = cardSchema.extend({ icon: iconNameSchema });

/** A card in a grid: text, a tick list, or both; `href` links its heading to another page of the site. */
export const gridCardSchema = cardSchema.extend({
  text: cardSchema.shape.text.optional(),
  bullets: z.array(z.string().trim().min(2)).min(2).max(6).optional(),
  href: z
    .string()
    .regex(/^\/[a-z0-9-]+$/)
    .optional(),
});
export type GridCard = z.infer<typeof gridCardSchema>;

export const faqItemSchema = z.object({
  question: z.string().trim().min(10).max(120).endsWith('?'),
  answer: z.string().trim().min(30).max(500),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** Prefilled WhatsApp text: a full sentence the visitor sends as is. */
export const chatMessageSchema = z.string().trim().min(20).max(300);

/**
 * What a button does. Chat buttons open WhatsApp in a new tab, with the
 * prefilled message when one is given; "contact" scrolls to the page's
 * #contact section (smoothly, via CSS).
 */
export const buttonActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat'), message: chatMessageSchema.optional() }),
  z.object({ type: z.literal('contact') }),
]);
export const buttonSchema = z.object({ label: z.string().trim().min(2).max(50), action: buttonActionSchema });
export type Button = z.infer<typeof buttonSchema>;
