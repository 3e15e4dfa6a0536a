import { useState } from 'react';
import { toast } from 'sonner';
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
    /**
     * Before sending: shows the schema's messages for `values` inline (none when they fit), the first
     * also in a toast titled `title` (the write's failure title); gives it, so the form stops.
     */
    check(schema: z.ZodType, values: unknown, title: string): string | undefined {
      const problems = validationProblems(schema, values);
      setErrors(problems);
      const first = Object.values(problems)[0];
      if (first) toast.error(title, { description: first });
      return first;
    },
    /** A failed write: the server's field messages inline (the write's own toast still says what failed). */
    fromServer(error: unknown) {
      setErrors(fieldErrors(error));
    },
    set: setErrors,
  };
}
