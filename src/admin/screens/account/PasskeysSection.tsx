import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { errorSentence } from '../../api/http';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey, type PasskeyInfo } from '../../api/passkeys-api';
import { Button, QueryState, SessionEnded, TextField } from '../../kit/ui';
import { Card } from '../../kit/Card';
import { formatPktDateTime } from '../../lib/dates';

/**
 * My account's passkeys: each with its name, when it was added and last used;
 * add one (named first), rename, remove. Adding and removing need the fresh
 * check (`ask` opens the password prompt, then runs the action again).
 */
export default function PasskeysSection({ ask }: { ask: (retry: () => void) => void }) {
  const passkeys = usePasskeys();

  const add = useAddPasskey({
    onSuccess: (passkey) => toast.success('Passkey added', { description: passkey ? `"${passkey.name}" can now sign you in.` : undefined }),
    reauth: ask,
  });
  const remove = useRemovePasskey({
    onSuccess: (_answer, passkey) => toast.success('Passkey removed', { description: `"${passkey.name}" no longer signs you in.` }),
    reauth: ask,
  });

  function onAdd(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '').trim();
    if (!name) return void toast.error('Passkey not added', { description: 'Please give the passkey a name, e.g. "Work laptop"' });
    add.mutate(name, { onSuccess: () => form.reset() });
  }

  return (
    <Card as="section" flat aria-labelledby="passkeys-title" className="p-4">
      <h2 id="passkeys-title" className="text-lg font-semibold text-slate-900">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A passkey signs you in with this device's fingerprint, face or PIN: as the second step after your password, or on its own with
        &quot;Sign in with a passkey&quot;.
      </p>
      {passkeys.isPending ? (
        <p className="mt-3 text-sm">Loading...</p>
      ) : passkeys.isError ? (
        <QueryState message={`Could not load your passkeys: ${errorSentence(passkeys.error)}`} onRetry={() => void passkeys.refetch()} />
      ) : !passkeys.data ? (
        <SessionEnded />
      ) : passkeys.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">You have no passkeys yet.</p>
      ) : (
        <ul aria-label="Passkeys" className="mt-3 divide-y divide-slate-200">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => remove.mutate(passkey)} removing={remove.isPending} />
          ))}
        </ul>
      )}
      <form noValidate onSubmit={onAdd} className="mt-4 flex max-w-md flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            id="passkey-name"
            name="name"
            label="Name for a new passkey"
            placeholder="e.g. Work laptop"
            maxLength={60}
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add a passkey'}
        </Button>
      </form>
    </Card>
  );
}

function PasskeyRow({ passkey, onRemove, removing }: { passkey: PasskeyInfo; onRemove: () => void; removing: boolean }) {
  const [renaming, setRenaming] = useState(false);
  const rename = useRenamePasskey({
    onSuccess: () => {
      toast.success('Passkey renamed');
      setRenaming(false);
    },
  });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) return void toast.error('Passkey not renamed', { description: 'Please give the passkey a name' });
    rename.mutate({ id: passkey.id, name });
  }

  return (
    <li aria-label={passkey.name} className="flex flex-wrap items-center justify-between gap-2 py-3">
      {renaming ? (
        <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-48">
            <TextField
              id={`passkey-rename-${passkey.id}`}
              name="name"
              label="New name"
              defaultValue={passkey.name}
              maxLength={60}
              autoFocus
            />
          </div>
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? 'Saving...' : 'Save name'}
          </Button>
          <Button variant="quiet" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <div className="min-w-0 text-sm">
            <p className="font-semibold break-words text-slate-900">{passkey.name}</p>
            <p className="text-slate-600">
              added {formatPktDateTime(passkey.created_at)} ·{' '}
              {passkey.last_used_at ? `last used ${formatPktDateTime(passkey.last_used_at)}` : 'not used yet'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <Button variant="secondary" onClick={onRemove} disabled={removing}>
              Remove
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
