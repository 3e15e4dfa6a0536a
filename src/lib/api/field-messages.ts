import type { z } from 'zod';

/** Field name -> the first message about it, as the forms show them next to their inputs. */
export type FieldMessages = Record<string, string>;

/** First message per top-level field of a failed parse; the server sends these as `fields`, the forms show them inline. */
export function fieldMessages(error: z.ZodError): FieldMessages {
  const out: FieldMessages = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/** What a form checks before sending: the schema's field messages for `value`, none when it fits. */
export function validationProblems(schema: z.ZodType, value: unknown): FieldMessages {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}
