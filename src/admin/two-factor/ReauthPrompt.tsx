import { useState, type ReactNode, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { useVerifyPassword } from '../api/account-api';
import { Modal } from '../kit/Modal';
import { Button, TextField } from '../kit/ui';

/**
 * The fresh check: some changes (factors, e-mail, recovery codes) need the
 * password again within 5 minutes; the server says so with 403 {reauth: true}.
 */
export function ReauthForm({ onVerified, onCancel }: { onVerified: () => void; onCancel?: () => void }) {
  const verify = useVerifyPassword({ onSuccess: onVerified });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) return void toast.error('Please enter your password');
    verify.mutate(password);
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <p className="text-sm text-slate-700">For your security, enter your password again to make this change.</p>
      <TextField id="reauth-password" name="password" type="password" label="Your password" autoComplete="current-password" autoFocus />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Checking...' : 'Confirm'}
        </Button>
        {onCancel && (
          <Button variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** `ask(retry)` opens the password prompt (the kit's Modal: Escape closes it, the page behind is inert); once the password is accepted, `retry` runs the refused change again. */
export function useReauth(): { ask: (retry: () => void) => void; prompt: ReactNode } {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  const prompt = retry && (
    <Modal open onCancel={() => setRetry(null)} labelledBy="reauth-title" className="w-[min(24rem,calc(100vw-2rem))]">
      <div className="p-5">
        <h2 id="reauth-title" className="mb-2 text-lg font-semibold text-slate-900">
          Confirm it is you
        </h2>
        <ReauthForm
          onVerified={() => {
            setRetry(null);
            retry();
          }}
          onCancel={() => setRetry(null)}
        />
      </div>
    </Modal>
  );
  return { ask: (next) => setRetry(() => next), prompt };
}
