import { useEffect, useRef, useState } from 'react';
import { passwordStrength, STAFF_PASSWORD, type StrengthHint } from '../../lib/api/password-policy';
import { TextField } from './ui';

const BAR_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-green-600', 'bg-green-700'] as const;

/**
 * A new staff password with a strength hint while it is typed. Uncontrolled
 * (the value stays the browser's), so what was typed before hydration is kept;
 * the hint is worked out from the field itself, on mount and on every input.
 */
export default function NewPasswordField({
  id,
  name = 'password',
  label = 'New password',
  userInputs = [],
  error,
}: {
  id: string;
  name?: string;
  label?: string;
  /** Words that make a password easy to guess here (username, e-mail). */
  userInputs?: string[];
  error?: string | null;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [hint, setHint] = useState<StrengthHint | null>(null);
  const update = () => {
    const value = ref.current?.value ?? '';
    setHint(value ? passwordStrength(value, userInputs) : null);
  };
  // Text typed before the script ran gets its hint too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(update, []);

  return (
    <div>
      <TextField
        ref={ref}
        id={id}
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${STAFF_PASSWORD.minLength} characters; a few unusual words are easy to remember and hard to guess.`}
        error={error}
        onInput={update}
      />
      <div aria-live="polite" className="mt-2 min-h-5 text-xs text-slate-700">
        {hint && (
          <>
            <div className="flex items-center gap-2">
              <span className="flex h-1.5 w-24 gap-0.5" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((step) => (
                  <span key={step} className={`h-full flex-1 rounded ${step <= hint.score ? BAR_COLOURS[hint.score] : 'bg-slate-200'}`} />
                ))}
              </span>
              <span>Strength: {hint.label}</span>
            </div>
            {hint.suggestions[0] && <p className="mt-1">{hint.suggestions[0]}</p>}
          </>
        )}
      </div>
    </div>
  );
}
