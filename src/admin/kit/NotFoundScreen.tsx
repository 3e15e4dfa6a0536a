import { Link } from 'wouter';
import { Card } from './Card';

/** Any /admin/… address no screen answers (the admin's own 404, inside its layout). */
export default function NotFoundScreen() {
  return (
    <Card as="section" aria-labelledby="not-found-heading" className="p-6 sm:p-8">
      <h1 id="not-found-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Page not found
      </h1>
      <p className="mt-2 text-sm text-slate-700">There is no admin screen at this address. It may have moved, or the link was cut short.</p>
      <Link href="/" className="mt-4 inline-block font-semibold text-brand-800 underline hover:text-brand-900">
        Go to the dashboard
      </Link>
    </Card>
  );
}
