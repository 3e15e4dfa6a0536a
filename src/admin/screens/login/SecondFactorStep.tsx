import { useState, type SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorSentence } from '../../api/http';
import { sendSecondFactor } from '../../api/staff-api';
import { Button, TextField } from '../../kit/ui';
import { LOGIN_MESSAGES } from './admin-forms';

/** Sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export default function SecondFactorStep({ onSignedIn }: { onSignedIn: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const send = useMutation({
    mutationFn: sendSecondFactor,
    onSuccess: onSignedIn,
    onError: (error) => toast.error(LOGIN_MESSAGES.failedTitle, { description: errorSentence(error, 'That code was not accepted.') }),
  });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!value) return void toast.error(LOGIN_MESSAGES.failedTitle, { description: 'Please enter the code' });
    send.mutate(useRecovery ? { recovery_code: value } : { code: value.replace(/\s/g, '') });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" key={useRecovery ? 'recovery' : 'app'}>
      {useRecovery ? (
        <TextField id="login-recovery-code" name="code" label="Recovery code" autoComplete="off" autoCapitalize="none" spellCheck={false} />
      ) : (
        <TextField id="login-code" name="code" label="Authentication code" inputMode="numeric" autoComplete="one-time-code" />
      )}
      <Button type="submit" className="w-full py-2.5" disabled={send.isPending || send.isSuccess}>
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
  );
}
