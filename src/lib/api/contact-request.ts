import { z } from 'zod';
import { hasVisibleText } from '../validation/visible-text';

/**
 * The free-audit request, validated the same way by the form (for messages
 * next to the fields) and by the /api/contact function (for the truth).
 */

/** Hidden field real people never fill; a filled one marks a bot. */
export const HONEYPOT_FIELD = 'company_fax';

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 32, website: 2048, service_required: 5000 } as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** Accepts "example.pk", "www.example.pk/shop" or a full http(s) URL. */
const website = optionalText(CONTACT_LIMITS.website, 'Website').refine(
  (value) => {
    if (!value) return true;
    try {
      const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
      return /^https?:$/.test(url.protocol) && url.hostname.includes('.');
    } catch {
      return false;
    }
  },
  { message: 'Please enter a website address such as example.pk' },
);

export const contactRequestSchema = z
  .object({
    name: z
      .string({ error: 'Please tell us your name' })
      .trim()
      .min(1, 'Please tell us your name')
      .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`)
      // A name of zero-width spaces only is no name.
      .refine(hasVisibleText, { message: 'Please tell us your name' }),
    email: optionalText(CONTACT_LIMITS.email, 'E-mail').refine((value) => !value || z.email().safeParse(value).success, {
      message: 'Please enter a valid e-mail address',
    }),
    phone: optionalText(CONTACT_LIMITS.phone, 'Phone').refine((value) => !value || /^\+?[\d\s().-]{7,}$/.test(value), {
      message: 'Please enter a valid phone number',
    }),
    website,
    service_required: optionalText(CONTACT_LIMITS.service_required, 'Message'),
    [HONEYPOT_FIELD]: z.string().optional(),
    /** The path of the page the form was sent from, for the agency's alert; anything odd is dropped, never an error. */
    source_page: z
      .string()
      .max(300)
      .regex(/^\/[^\s]*$/)
      .optional()
      .catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please give an e-mail address or a phone number' });
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Please give an e-mail address or a phone number' });
    }
  });

export type ContactRequest = z.output<typeof contactRequestSchema>;

/** Field name -> first message, for showing next to the inputs. */
export type FieldErrors = Partial<Record<'name' | 'email' | 'phone' | 'website' | 'service_required', string>>;

/** The one sentence shown in the error toast. */
export function summariseFieldErrors(fields: FieldErrors): string {
  // The same sentence on two fields (e-mail or phone missing) is one problem.
  const messages = [...new Set(Object.values(fields))];
  return messages.length === 1 ? `${messages[0]}.` : 'Please check the highlighted fields.';
}
