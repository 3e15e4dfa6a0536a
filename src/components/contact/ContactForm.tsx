import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useDeferredToasts } from '../feedback/useDeferredToasts';
import { useHydrated } from '../hooks/useHydrated';
import { openChat } from '../../lib/chat/chat-link';
import type { FieldErrors } from '../../lib/api/leads';
import { fetchFormToken } from './form-token';
import { visitSource } from './visit-source';

export interface ContactFormProps {
  /** Chat number (digits) the success step opens; from site config. */
  whatsappNumber: string;
  /**
   * Name of the hidden spam-trap field (HONEYPOT_FIELD). Passed in rather than
   * imported so the island does not bundle zod with the shared schema module.
   */
  honeypotField: string;
  /** The privacy notice the line beside the button links to (site config). */
  privacyHref: string;
}

type FieldName = keyof FieldErrors;
type Values = Record<FieldName, string>;

interface FieldSpec {
  name: FieldName;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  placeholder: string;
  inputMode?: 'url';
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name', placeholder: 'e.g. Ali Khan' },
  { name: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email', placeholder: 'you@business.pk' },
  { name: 'phone', label: 'Phone or WhatsApp number', type: 'tel', autoComplete: 'tel', placeholder: '0300 1234567' },
  { name: 'website', label: 'Website', type: 'text', autoComplete: 'url', placeholder: 'example.pk', inputMode: 'url' },
  {
    name: 'service_required',
    label: 'What do you need help with?',
    type: 'textarea',
    autoComplete: 'off',
    placeholder: 'Tell us about your business, your customers and what you want from SEO',
  },
];

const EMPTY: Values = { name: '', email: '', phone: '', website: '', service_required: '' };

/** Spec 8: the fixed words of the success and error toasts. */
export const FORM_TEXT = {
  submit: 'Get My Free Audit',
  submitting: 'Submitting...',
  successTitle: 'Success!',
  successText: 'Your audit request has been submitted. Check WhatsApp for your report!',
  openChat: 'Open WhatsApp',
  errorTitle: 'Error',
  errorFallback: 'Failed to submit form. Please try again.',
} as const;

const fieldId = (name: FieldName) => `contact-${name}`;
const errorId = (name: FieldName) => `contact-${name}-error`;

/** The text the visitor sends us on WhatsApp after submitting: their request in brief. */
export function chatSummary(values: Values): string {
  const lines = [
    "Hello! I've just requested a free SEO audit.",
    `Name: ${values.name.trim()}`,
    values.website.trim() && `Website: ${values.website.trim()}`,
    values.email.trim() && `E-mail: ${values.email.trim()}`,
    values.phone.trim() && `Phone: ${values.phone.trim()}`,
    values.service_required.trim() && `I need help with: ${values.service_required.trim()}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/** Reads the server's `{ error, fields }` answer; anything else gets the fallback sentence. */
async function readFailure(response: Response): Promise<{ message: string; fields: FieldErrors }> {
  try {
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object') throw new Error('no JSON object');
    const { error, fields } = body as { error?: unknown; fields?: unknown };
    const found: FieldErrors = {};
    if (fields && typeof fields === 'object') {
      for (const spec of FIELDS) {
        const message = (fields as Record<string, unknown>)[spec.name];
        if (typeof message === 'string' && message) found[spec.name] = message;
      }
    }
    return { message: typeof error === 'string' && error.trim() ? error : FORM_TEXT.errorFallback, fields: found };
  } catch {
    return { message: FORM_TEXT.errorFallback, fields: {} };
  }
}

/**
 * The free audit request form (spec 4): idle, then submitting, then success
 * (toast, WhatsApp opens with the request, fields cleared) or error (toast with
 * the server's sentence, field messages beside the fields). The server checks
 * the fields; the form adds no required checks of its own.
 */
export default function ContactForm({ whatsappNumber, honeypotField, privacyHref }: ContactFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // The button stays disabled in the server HTML so nothing is sent before React can handle it.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // When the form was shown, signed by the server, for its spam check; a form sent without it is still taken.
  const formToken = useRef<Promise<string | undefined>>(undefined);
  const toasts = useDeferredToasts();
  useEffect(() => {
    formToken.current = fetchFormToken();
  }, []);

  const update = (name: FieldName, value: string) => {
    // Someone filling the form in will see a toast: fetch it now rather than after they send.
    toasts.preload();
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const trap = event.currentTarget.elements.namedItem(honeypotField);
    const payload = {
      ...values,
      [honeypotField]: trap instanceof HTMLInputElement ? trap.value : '',
      source_page: window.location.pathname,
      // Where the visit came from (nothing is stored on the device for it without analytics consent).
      source: visitSource(),
    };
    setSubmitting(true);
    setErrors({});
    try {
      const form_token = await formToken.current;
      const response = await fetch('/api/contact', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...payload, form_token }),
      });
      if (!response.ok) {
        const failure = await readFailure(response);
        setErrors(failure.fields);
        toasts.notify((toast) => toast.error(FORM_TEXT.errorTitle, { description: failure.message }));
        const firstInvalid = FIELDS.find((spec) => failure.fields[spec.name]);
        if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`#${fieldId(firstInvalid.name)}`)?.focus();
        return;
      }
      const summary = chatSummary(values);
      toasts.notify((toast) =>
        toast.success(FORM_TEXT.successTitle, {
          description: FORM_TEXT.successText,
          // window.open after an await can be blocked; the action is the way through then.
          action: { label: FORM_TEXT.openChat, onClick: () => openChat(whatsappNumber, summary) },
        }),
      );
      openChat(whatsappNumber, summary);
      setValues(EMPTY);
      // A token vouches for one request; a refused one (the fields) was not spent and stays.
      formToken.current = fetchFormToken();
    } catch {
      toasts.notify((toast) => toast.error(FORM_TEXT.errorTitle, { description: FORM_TEXT.errorFallback }));
    } finally {
      setSubmitting(false);
    }
  }

  const inputClass =
    'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-invalid:border-red-700';

  return (
    <>
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-describedby="contact-form-note">
        <p id="contact-form-note" className="text-sm text-slate-600 sm:col-span-2">
          Give us an e-mail address or a phone number so we can send you the report.
        </p>
        {FIELDS.map((spec) => {
          const error = errors[spec.name];
          const common = {
            id: fieldId(spec.name),
            name: spec.name,
            value: values[spec.name],
            autoComplete: spec.autoComplete,
            placeholder: spec.placeholder,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId(spec.name) : undefined,
            className: inputClass,
          };
          return (
            <div key={spec.name} className={spec.type === 'textarea' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={common.id} className="block text-sm font-semibold text-slate-800">
                {spec.label}
              </label>
              {spec.type === 'textarea' ? (
                <textarea
                  {...common}
                  rows={4}
                  className={`${common.className} min-h-[100px]`}
                  onChange={(event) => update(spec.name, event.target.value)}
                />
              ) : (
                <input
                  {...common}
                  type={spec.type}
                  inputMode={spec.inputMode}
                  onChange={(event) => update(spec.name, event.target.value)}
                />
              )}
              {error && (
                <p id={errorId(spec.name)} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {/* Spam trap: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`contact-${honeypotField}`}>Leave this field empty</label>
          <input id={`contact-${honeypotField}`} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <button
          type="submit"
          disabled={!hydrated || submitting}
          className="min-h-12 rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:col-span-2"
        >
          {submitting ? FORM_TEXT.submitting : FORM_TEXT.submit}
        </button>
        <p className="-mt-2 text-sm text-slate-600 sm:col-span-2">
          We use these details only to answer your audit request.{' '}
          <a className="text-brand-800 underline" href={privacyHref} target="_blank" rel="noopener">
            Privacy notice<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </form>
      {/* Outside the form: the toast's own buttons must not submit it. */}
      {toasts.viewport}
    </>
  );
}
