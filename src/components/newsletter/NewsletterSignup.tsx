import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import AppToaster from '../feedback/AppToaster';
import { newsletterRequestSchema } from '../../lib/api/newsletter-request';

/** One signup per page (the footer), so fixed ids are safe. */
const EMAIL_ID = 'newsletter-email';
const ERROR_ID = 'newsletter-email-error';
const FALLBACK_ERROR = 'Could not subscribe. Please try again.';

/** The server's sentence and field message, when it sent JSON. */
async function problemOf(res: Response): Promise<{ error?: string; email?: string }> {
  try {
    const body = (await res.json()) as { error?: unknown; fields?: { email?: unknown } };
    return {
      error: typeof body.error === 'string' ? body.error : undefined,
      email: typeof body.fields?.email === 'string' ? body.fields.email : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Footer newsletter signup: posts to /api/newsletter, confirms with a toast,
 * and explains an unusable address next to the field. The same schema as the
 * server checks the address first, so the common mistake needs no round trip.
 */
export interface NewsletterSignupProps {
  /** The privacy notice the line beside the button links to (site config). */
  privacyHref: string;
}

export default function NewsletterSignup({ privacyHref }: NewsletterSignupProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newsletterRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter a valid e-mail address');
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      const res = await fetch('/api/newsletter', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      if (res.ok) {
        setEmail('');
        toast.success('Subscribed', { description: 'Thank you! Our SEO tips will reach your inbox.' });
        return;
      }
      const problem = await problemOf(res);
      if (problem.email) setFieldError(problem.email);
      else toast.error('Subscription failed', { description: problem.error ?? FALLBACK_ERROR });
    } catch {
      toast.error('Subscription failed', { description: FALLBACK_ERROR });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="w-full max-w-md" aria-label="Newsletter signup">
        <label htmlFor={EMAIL_ID} className="block text-sm font-medium text-white">
          E-mail address
        </label>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <input
            id={EMAIL_ID}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@business.pk"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ERROR_ID : undefined}
            className="min-h-11 w-full rounded-md border border-slate-600 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-400 focus:border-brand-400 focus:ring-2 focus:ring-brand-400 focus:outline-none aria-invalid:border-red-400"
          />
          <button
            type="submit"
            disabled={pending}
            className="min-h-11 shrink-0 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none disabled:cursor-wait disabled:opacity-70"
          >
            {pending ? 'Subscribing...' : 'Subscribe'}
          </button>
        </div>
        <p className="mt-2 text-sm">
          We use your address only to send you our SEO tips.{' '}
          <a className="text-white underline" href={privacyHref} target="_blank" rel="noopener">
            Privacy notice<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
        <p id={ERROR_ID} role="alert" className="mt-2 min-h-5 text-sm text-red-300">
          {fieldError}
        </p>
      </form>
      <AppToaster />
    </>
  );
}
