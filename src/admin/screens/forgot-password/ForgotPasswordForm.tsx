import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { useHydrated } from '../../../components/hooks/useHydrated';
import { useRequestPasswordReset, useResetAvailability } from '../../api/auth-api';
import AdminProviders from '../../kit/AdminProviders';
import { AuthCard, Button, TextField } from '../../kit/ui';
import { ADMIN_PATHS } from '../../lib/navigation';

/** /admin/forgot-password: the same answer whether or not the address belongs to a member. */
export default function ForgotPasswordForm() {
  return (
    <AdminProviders>
      <ForgotPassword />
    </AdminProviders>
  );
}

function ForgotPassword() {
  const hydrated = useHydrated();
  const availability = useResetAvailability();
  const [sent, setSent] = useState(false);
  const send = useRequestPasswordReset({ onSuccess: () => setSent(true) });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Uncontrolled: what was typed before the script ran is kept.
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return void toast.error('Missing fields', { description: 'Please enter your e-mail address' });
    send.mutate(email);
  }

  const back = (
    <p className="mt-6 text-center text-sm">
      <a href={ADMIN_PATHS.login} className="font-semibold text-brand-800 underline hover:text-brand-900">
        Back to sign in
      </a>
    </p>
  );

  if (availability.data?.available === false) {
    return (
      <AuthCard title="Forgot your password?" intro="This site cannot send e-mail, so it cannot send you a reset link.">
        <p role="status" className="text-sm text-slate-800">
          Please ask an admin to invite you again or to help you sign in.
        </p>
        {back}
      </AuthCard>
    );
  }
  if (sent) {
    return (
      <AuthCard title="Check your e-mail" intro="If that address belongs to a staff member, a link to choose a new password is on its way.">
        <p role="status" className="text-sm text-slate-800">
          The link works once, for 30 minutes. Nothing arrived? Check your spam folder, or ask an admin.
        </p>
        {back}
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your staff account and we will send you a link to choose a new password."
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField id="forgot-email" name="email" type="email" label="E-mail address" autoComplete="email" />
        <Button type="submit" className="w-full py-2.5" disabled={!hydrated || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      {back}
    </AuthCard>
  );
}
