import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { errorSentence } from '../api/http';
import { useConfirmTotp, useTotpSetup } from '../api/account-api';
import { needsReauth } from '../api/mutation';
import { Button, QueryState, TextField } from '../kit/ui';
import RecoveryCodes from './RecoveryCodes';
import { ReauthForm } from './ReauthPrompt';

/**
 * Adding an authenticator app: the QR code and the same secret as text, then
 * one code from the app to confirm it, then (for a first factor) the ten
 * recovery codes, shown this once. Used by the login page's enrolment step and
 * by My account.
 */
export default function AuthenticatorSetup({ onDone, doneLabel }: { onDone: () => void; doneLabel: string }) {
  // One secret per visit to this step; never refetched (a new secret would void the one being scanned).
  const setup = useTotpSetup();
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useConfirmTotp({
    onSuccess: (answer) => {
      toast.success('Authenticator app added');
      const recovery = answer?.recovery_codes ?? [];
      if (recovery.length) setCodes(recovery);
      else onDone();
    },
  });

  if (codes) {
    return (
      <div className="space-y-4">
        <RecoveryCodes codes={codes} />
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    );
  }
  if (setup.isPending) return <p role="status">Loading...</p>;
  // Adding a factor needs a fresh check (the password within 5 minutes).
  if (setup.isError && needsReauth(setup.error)) return <ReauthForm onVerified={() => void setup.refetch()} />;
  if (setup.isError || !setup.data) {
    return <QueryState message={`Could not start: ${errorSentence(setup.error)}`} onRetry={() => void setup.refetch()} />;
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (!code) return void toast.error('Please enter the code');
    confirm.mutate(code);
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key below into
        it.
      </p>
      <img
        src={setup.data.qr}
        alt="QR code for your authenticator app"
        width={180}
        height={180}
        className="rounded border border-slate-200"
      />
      <p className="text-sm">
        Key:{' '}
        <code className="font-mono break-all" data-testid="totp-secret">
          {setup.data.secret}
        </code>
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <TextField id="totp-confirm-code" name="code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking...' : 'Confirm'}
        </Button>
      </form>
    </div>
  );
}
