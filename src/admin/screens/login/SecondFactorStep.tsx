import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { usePasskeySecondStep, useSecondFactor } from '../../api/auth-api';
import { Button, TextField } from '../../kit/ui';
import { LOGIN_MESSAGES } from '../../lib/admin-forms';

/**
 * Sign-in's second step: a code from the authenticator app, one of the
 * recovery codes, or a passkey; each offered where the member has it.
 */
export default function SecondFactorStep({ onSignedIn, methods }: { onSignedIn: () => void; methods: readonly ('totp' | 'passkey')[] }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const hasTotp = methods.includes('totp');
  const send = useSecondFactor({ onSuccess: onSignedIn });
  const passkey = usePasskeySecondStep({ onSuccess: onSignedIn });
  const busy = send.isPending || send.isSuccess || passkey.isPending || passkey.isSuccess;

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!value) return void toast.error(LOGIN_MESSAGES.failedTitle, { description: 'Please enter the code' });
    send.mutate(useRecovery ? { recovery_code: value } : { code: value.replace(/\s/g, '') });
  }

  const passkeyButton = methods.includes('passkey') && (
    <Button variant={hasTotp ? 'secondary' : 'primary'} className="w-full py-2.5" disabled={busy} onClick={() => passkey.mutate()}>
      {passkey.isPending || passkey.isSuccess ? 'Waiting for your passkey...' : 'Use your passkey'}
    </Button>
  );
  if (!hasTotp) return <div className="space-y-4">{passkeyButton}</div>;

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={onSubmit} className="space-y-4" key={useRecovery ? 'recovery' : 'app'}>
        {useRecovery ? (
          <TextField
            id="login-recovery-code"
            name="code"
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        ) : (
          <TextField id="login-code" name="code" label="Authentication code" inputMode="numeric" autoComplete="one-time-code" />
        )}
        <Button type="submit" className="w-full py-2.5" disabled={busy}>
          {send.isPending || send.isSuccess ? 'Checking...' : 'Verify'}
        </Button>
        <button
          type="button"
          className="w-full text-center text-sm font-semibold text-brand-800 underline"
          onClick={() => setUseRecovery(!useRecovery)}
        >
          {useRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
      </form>
      {passkeyButton}
    </div>
  );
}
