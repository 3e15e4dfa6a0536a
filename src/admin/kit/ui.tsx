import {
  cloneElement,
  isValidElement,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/** Small shared pieces of the admin screens, so every button and field looks and behaves alike. */

type Variant = 'primary' | 'secondary' | 'quiet';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600',
  secondary: 'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:text-slate-500 disabled:hover:bg-white',
  quiet: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-500',
};

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}

const CONTROL =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-700';

/** The look of every admin input, select and textarea (add width or height classes after it). */
export const FIELD_CLASSES = {
  input: `${CONTROL} placeholder:text-slate-500`,
  select: CONTROL,
  textarea: `${CONTROL} placeholder:text-slate-500`,
} as const;

/** What FormField hands its control: the id, and the hint and error wired for screen readers. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A label, the control, an optional hint and the field's error, shown inline
 * the same way on every form: the error is read with the field
 * (aria-describedby) and marks it invalid (aria-invalid).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** The control: given the wiring as props (a function), or one element that gets them added. */
  children: ((control: FieldControlProps) => ReactNode) | ReactElement<Partial<FieldControlProps>>;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {typeof children === 'function' ? children(control) : isValidElement(children) ? withControl(children, control) : children}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </div>
  );
}

/** A field's error as every form shows it; point the control's aria-describedby at `id` and set aria-invalid. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

/** Adds the field's wiring to an element, keeping what it describes itself by (a counter, say). */
function withControl(element: ReactElement<Partial<FieldControlProps>>, control: FieldControlProps): ReactNode {
  const own = element.props['aria-describedby'];
  const describedBy = [own, control['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return cloneElement(element, { ...control, 'aria-describedby': describedBy });
}

export function TextField({
  label,
  hint,
  error,
  id,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string | null;
  id: string;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(control) => <input type="text" className={FIELD_CLASSES.input} {...control} {...props} />}
    </FormField>
  );
}

/** A centred card for the sign-in and setup screens. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{intro}</p>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** Status line for lists that are loading or failed, with a retry for failures. */
export function QueryState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role={onRetry ? 'alert' : 'status'}
      className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700"
    >
      <span>{message}</span>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** Shown when a lookup answers 401 mid-session: the sign-in has ended. */
export function SessionEnded() {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-sm text-amber-950">
      Your session has ended.{' '}
      <a href="/admin/login" className="font-semibold underline">
        Sign in again
      </a>{' '}
      to continue.
    </div>
  );
}
