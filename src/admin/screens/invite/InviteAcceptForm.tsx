import { useState, type SubmitEvent } from 'react';
import { useHydrated } from '../../../components/hooks/useHydrated';
import { inviteAcceptSchema } from '../../../lib/api/staff';
import { useAcceptInvite } from '../../api/auth-api';
import AdminProviders from '../../kit/AdminProviders';
import NewPasswordField from '../../kit/NewPasswordField';
import { AuthCard, Button, TextField } from '../../kit/ui';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { setFlash } from '../../lib/flash';
import { linkToken } from '../../lib/link-token';
import { ADMIN_PATHS, goTo } from '../../lib/navigation';

/** /admin/invite#token=…: the invitee chooses their own username and password, then signs in. */
export default function InviteAcceptForm() {
  return (
    <AdminProviders>
      <InviteAccept />
    </AdminProviders>
  );
}

function InviteAccept() {
  const hydrated = useHydrated();
  const fields = useFieldErrors();
  const [username, setUsername] = useState('');
  const accept = useAcceptInvite({
    onSuccess: (answer) => {
      setFlash({ title: 'Account created', description: `Sign in as ${answer?.username ?? 'your new username'}.` });
      goTo(ADMIN_PATHS.login);
    },
    onError: fields.fromServer,
  });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Uncontrolled fields: what was typed before the script ran is kept.
    const data = new FormData(event.currentTarget);
    const name = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const schema = inviteAcceptSchema.pick({ username: true, password: true });
    if (fields.check(schema, { username: name, password }, 'Account not created')) return;
    accept.mutate({ token: linkToken(window.location.hash), username: name, password });
  }

  return (
    <AuthCard
      title="Join the admin"
      intro="You have been invited to the site's admin. Choose the username and password you will sign in with."
    >
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          id="invite-username"
          name="username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="3–50 letters, digits, dots, dashes or underscores."
          error={fields.errors.username}
          onInput={(event) => setUsername(event.currentTarget.value)}
        />
        <NewPasswordField id="invite-password" label="Password" userInputs={username ? [username] : []} error={fields.errors.password} />
        <Button type="submit" className="w-full py-2.5" disabled={!hydrated || accept.isPending || accept.isSuccess}>
          {accept.isPending ? 'Creating...' : 'Create my account'}
        </Button>
      </form>
    </AuthCard>
  );
}
