import type { SubmitEvent } from 'react';
import { toast } from 'sonner';
import { useAddPasskey } from '../api/passkeys-api';
import { Button, TextField } from '../kit/ui';

/** Setting up two-step sign-in with a passkey instead of an authenticator app (the login page's enrolment step). */
export default function PasskeyEnrol({ onDone }: { onDone: () => void }) {
  const add = useAddPasskey({
    onSuccess: () => {
      toast.success('Passkey added');
      onDone();
    },
  });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) return void toast.error('Passkey not added', { description: 'Please give the passkey a name, e.g. "Work laptop"' });
    add.mutate(name);
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <p className="text-sm text-slate-700">Or use a passkey: this device&apos;s fingerprint, face or PIN.</p>
      <TextField
        id="enrol-passkey-name"
        name="name"
        label="Name for the passkey"
        placeholder="e.g. Work laptop"
        maxLength={60}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary" disabled={add.isPending || add.isSuccess}>
        {add.isPending ? 'Adding...' : 'Add a passkey'}
      </Button>
    </form>
  );
}
