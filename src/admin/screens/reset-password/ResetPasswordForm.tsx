import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { useHydrated } from '../../../components/hooks/useHydrated';
import { resetConfirmSchema } from '../../../lib/api/staff';
import { useConfirmPasswordReset } from '../../api/auth-api';
import AdminProviders from '../../kit/AdminProviders';
import NewPasswordField from '../../kit/NewPasswordField';
import { AuthCard, Button, TextField } from '../../kit/ui';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { linkToken } from '../../lib/link-token';
import { ADMIN_PATHS } from '../../lib/navigation';

/** /admin/reset-password#token=…: a new password; every session ends, and the next sign-in asks for any second factor. */
export default function ResetPasswordForm() {
  return (
    <AdminProviders>
      <ResetPassword />
    </AdminProviders>
  );
}

function ResetPassword() {
  const hydrated = useHydrated();
  const fields = useFieldErrors();
  const [done, setDone] = useState(false);
  const reset = useConfirmPasswordReset({ onSuccess: () => setDone(true), onError: fields.fromServer });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    if (fields.check(resetConfirmSchema.pick({ password: true }), { password }, 'Password not changed')) return;
    if (password !== String(data.get('confirmPassword') ?? '')) {
      fields.set({ confirmPassword: 'Passwords do not match' });
      return void toast.error('Password mismatch', { description: 'Passwords do not match' });
    }
    reset.mutate({ token: linkToken(window.location.hash), password });
  }

  const signIn = (
    <a href={ADMIN_PATHS.login} className="font-semibold text-brand-800 underline hover:text-brand-900">
      Sign in
    </a>
  );
  if (done) {
    return (
      <AuthCard title="Password changed" intro="Every place you were signed in has been signed out.">
        <p role="status" className="text-sm">
          {signIn} with your new password.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" intro="This link works once, for 30 minutes after it was sent.">
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <NewPasswordField id="reset-password" error={fields.errors.password} />
        <TextField
          id="reset-confirm"
          name="confirmPassword"
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          error={fields.errors.confirmPassword}
        />
        <Button type="submit" className="w-full py-2.5" disabled={!hydrated || reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">{signIn}</p>
    </AuthCard>
  );
}
