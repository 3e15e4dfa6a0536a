import { z } from 'zod';
import { leadStatusSchema } from './admin-records';

/** PATCH /api/contacts/:id, validated the same way by the Contacts tab and the function. */
export const LEAD_NOTE_MAX = 1000;

export const leadChangeSchema = z
  .object({
    status: leadStatusSchema.optional(),
    note: z
      .string()
      .trim()
      .max(LEAD_NOTE_MAX, `A note can be at most ${LEAD_NOTE_MAX} characters`)
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: 'Please choose a status or write a note',
    path: ['note'],
  });
export type LeadChangeRequest = z.input<typeof leadChangeSchema>;
