import { useEffect, useRef } from 'react';
import { errorSentence } from '../../api/http';
import { useConfirmEmailChange } from '../../api/auth-api';
import AdminProviders from '../../kit/AdminProviders';
import { AuthCard } from '../../kit/ui';
import { linkToken } from '../../lib/link-token';
import { ADMIN_PATHS } from '../../lib/navigation';

/** /admin/confirm-email#token=…: opening the link sent to the new address applies the change. */
export default function ConfirmEmail() {
  return (
    <AdminProviders>
      <Confirm />
    </AdminProviders>
  );
}

function Confirm() {
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  // The link works once: send it once, even if the effect runs twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(linkToken(window.location.hash));
  }, [mutate]);

  const message = confirm.isSuccess
    ? `Your staff e-mail address is now ${confirm.data?.email ?? 'changed'}.`
    : confirm.isError
      ? errorSentence(confirm.error)
      : 'Confirming...';
  return (
    <AuthCard title={confirm.isError ? 'E-mail not changed' : 'Confirm your e-mail address'} intro="Staff account e-mail change">
      <p role={confirm.isError ? 'alert' : 'status'} className="text-sm text-slate-800">
        {message}
      </p>
      <p className="mt-6 text-sm">
        <a href={ADMIN_PATHS.dashboard} className="font-semibold text-brand-800 underline hover:text-brand-900">
          Go to the admin
        </a>
      </p>
    </AuthCard>
  );
}
