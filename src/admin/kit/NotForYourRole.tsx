import { Link } from 'wouter';
import { ROLE_LABELS } from '../../lib/api/auth';
import { useAdminApp } from '../app-context';
import { Card } from './Card';

/** A screen (or dashboard tab) the member's role may not use, reached by a link or a typed address. */
export default function NotForYourRole() {
  const { admin } = useAdminApp();
  return (
    <Card as="section" aria-labelledby="not-for-role-heading" className="p-6 sm:p-8">
      <h1 id="not-for-role-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Not available for your role
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        Your role is {ROLE_LABELS[admin.role]}, and this screen is not part of it. If you need it, ask an Admin to change your role.
      </p>
      <Link href="/" className="mt-4 inline-block font-semibold text-brand-800 underline hover:text-brand-900">
        Go to the dashboard
      </Link>
    </Card>
  );
}
