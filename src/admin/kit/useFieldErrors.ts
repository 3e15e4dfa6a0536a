import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { validationProblems, type FieldMessages } from '../../lib/api/field-messages';
import { errorSentence, fieldErrors } from '../api/http';

/**
 * A form's field errors, shown inline by FormField: from the shared schema
 * before sending (`check`), from the server's `fields` after (`failed`).
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldMessages>({});
  return {
    errors,
    /** Shows the schema's messages for `values` (none when they fit) and gives the first, for a toast. */
    check(schema: z.ZodType, values: unknown): string | undefined {
      const problems = validationProblems(schema, values);
      setErrors(problems);
      return Object.values(problems)[0];
    },
    /** A failed call: the server's field messages inline, its sentence in a toast titled `title`. */
    failed(title: string, error: unknown) {
      setErrors(fieldErrors(error));
      toast.error(title, { description: errorSentence(error) });
    },
    set: setErrors,
  };
}
