import { z } from 'zod';

/** POST /api/newsletter, validated the same way by the footer form and the function. */
export const NEWSLETTER_EMAIL_MAX = 254;

export const newsletterRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address' })
    .trim()
    .min(1, 'Please enter your e-mail address')
    .max(NEWSLETTER_EMAIL_MAX, `E-mail must be at most ${NEWSLETTER_EMAIL_MAX} characters long`)
    .pipe(z.email('Please enter a valid e-mail address')),
  /** The site page the visitor signed up on (the footer form sends it); anything else is dropped, never refused. */
  source: z.string().max(300).startsWith('/').optional().catch(undefined),
});

/** The same address however it was typed: one subscriber per mailbox. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
