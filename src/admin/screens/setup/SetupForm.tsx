import { useEffect, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import AdminProviders from '../../kit/AdminProviders';
import { useHydrated } from '../../../components/hooks/useHydrated';
import { AuthCard, Button, TextField } from '../../kit/ui';
import { useSetup } from '../../api/auth-api';
import { MIN_PASSWORD_LENGTH, setupPayload, validateSetup, type SetupFormValues } from '../../lib/admin-forms';
import { errorStatus } from '../../api/http';
import { setFlash } from '../../lib/flash';
import { ADMIN_PATHS, redirectTo } from '../../lib/navigation';

/** /admin/setup (spec 2, 5, 7, 8): creates the first admin, or another one for a signed-in admin. */
export default function SetupForm() {
  return (
    <AdminProviders>
      <SetupScreen />
    </AdminProviders>
  );
}

const FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const satisfies readonly (keyof SetupFormValues)[];

/** The fields as typed, read from the form itself: they are uncontrolled so hydration keeps what was typed before it. */
function formValues(form: HTMLFormElement): SetupFormValues {
  const data = new FormData(form);
  return Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')])) as unknown as SetupFormValues;
}

function SetupScreen() {
  const hydrated = useHydrated();
  const [alreadyComplete, setAlreadyComplete] = useState(false);

  const create = useSetup({
    onSuccess: (_admin, input) => {
      setFlash({ title: 'Admin account created', description: `Sign in as ${input.username} to continue.` });
      redirectTo(ADMIN_PATHS.login);
    },
    // 409: an admin exists and this visitor is not signed in as one.
    onError: (error) => void (errorStatus(error) === 409 && setAlreadyComplete(true)),
  });

  // Focus the explanation so keyboard and screen-reader users learn where to go next.
  useEffect(() => {
    if (alreadyComplete) document.getElementById('setup-complete')?.focus();
  }, [alreadyComplete]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const problem = validateSetup(values);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    create.mutate(setupPayload(values));
  }

  const field = (name: keyof SetupFormValues) => ({
    name,
  });
  const busy = create.isPending || create.isSuccess;

  return (
    <AuthCard title="Create Admin Account" intro="Set up the account site staff use to edit page text and read audit requests.">
      {alreadyComplete && (
        <div
          id="setup-complete"
          tabIndex={-1}
          className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 outline-none"
        >
          <p className="font-semibold">Setup is already complete.</p>
          <p className="mt-1">An admin account already exists. Sign in with it, or ask a signed-in admin to create an account for you.</p>
          <a href={ADMIN_PATHS.login} className="mt-3 inline-block font-semibold text-brand-900 underline hover:text-brand-800">
            Go to the admin sign-in
          </a>
        </div>
      )}
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          id="setup-username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...field('username')}
        />
        <TextField id="setup-email" label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          id="setup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`Minimum ${MIN_PASSWORD_LENGTH} characters`}
          {...field('password')}
        />
        <TextField
          id="setup-confirm-password"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <Button type="submit" className="w-full py-2.5" disabled={!hydrated || busy}>
          {busy ? 'Creating account...' : 'Create Admin Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <a href={ADMIN_PATHS.login} className="font-semibold text-brand-800 underline hover:text-brand-900">
          Sign in
        </a>
      </p>
    </AuthCard>
  );
}
