import { useState } from 'react';
import type { z } from 'zod';
import { validationProblems, type FieldMessages } from '../../lib/api/field-messages';
import { fieldErrors } from '../api/http';

/**
 * A form's field errors, shown inline by FormField: from the shared schema
 * before sending (`check`), from the server's `fields` after (`fromServer`).
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
    /** A failed write: the server's field messages inline (the write's own toast still says what failed). */
    fromServer(error: unknown) {
      setErrors(fieldErrors(error));
    },
    set: setErrors,
  };
}
