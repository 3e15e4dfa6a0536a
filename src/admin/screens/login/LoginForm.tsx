import { useEffect, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import AdminProviders from '../../kit/AdminProviders';
import { useHydrated } from '../../../components/hooks/useHydrated';
import { AuthCard, Button, TextField } from '../../kit/ui';
import { useLogin, useMe, usePasskeySignIn } from '../../api/auth-api';
import AuthenticatorSetup from '../../two-factor/AuthenticatorSetup';
import PasskeyEnrol from '../../two-factor/PasskeyEnrol';
import SecondFactorStep from './SecondFactorStep';
import { LOGIN_MESSAGES, loginPayload, validateLogin } from '../../lib/admin-forms';
import { setFlash, takeFlash } from '../../lib/flash';
import { ADMIN_PATHS, afterSignIn, redirectTo } from '../../lib/navigation';

/** /admin/login (spec 2, 5, 7, 8). */
export default function LoginForm() {
  return (
    <AdminProviders>
      <LoginScreen />
    </AdminProviders>
  );
}

function LoginScreen() {
  const hydrated = useHydrated();

  // Already signed in: straight to the dashboard.
  const me = useMe();
  // Where the visitor was going when the app sent them here (?next=/admin/…).
  const next = () => afterSignIn(new URLSearchParams(window.location.search).get('next'));
  useEffect(() => {
    if (me.data) redirectTo(next());
  }, [me.data]);

  // A message carried over from the setup screen ("Admin account created").
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast.success(flash.title, { description: flash.description });
  }, []);

  // After the password: nothing more (spec), a code ('required'), or setting up an authenticator first ('enrol').
  const [step, setStep] = useState<'password' | 'required' | 'enrol'>('password');
  // The second step offers what the member has: an authenticator code, a passkey, or both.
  const [methods, setMethods] = useState<('totp' | 'passkey')[]>(['totp']);
  const finish = () => {
    setFlash(LOGIN_MESSAGES.success);
    toast.success(LOGIN_MESSAGES.success.title, { description: LOGIN_MESSAGES.success.description });
    redirectTo(next());
  };
  const signIn = useLogin({
    onSuccess: (answer) => {
      if (answer?.methods?.length) setMethods(answer.methods);
      if (answer?.second_factor) setStep(answer.second_factor);
      else finish();
    },
  });
  // "Sign in with a passkey": the passkey alone, no username or password.
  const passkey = usePasskeySignIn({ onSuccess: finish });
  const busy = signIn.isPending || signIn.isSuccess || passkey.isPending || passkey.isSuccess;

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Uncontrolled fields, read from the form: hydration keeps what was typed before the script ran.
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
    const problem = validateLogin({ username, password });
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    signIn.mutate(loginPayload({ username, password }));
  }

  if (step === 'required') {
    return (
      <AuthCard
        title="Two-step sign-in"
        intro={
          methods.includes('totp')
            ? `Enter the 6-digit code from your authenticator app${methods.includes('passkey') ? ', or use your passkey' : ''}.`
            : 'Confirm it is you with your passkey.'
        }
      >
        <SecondFactorStep onSignedIn={finish} methods={methods} />
      </AuthCard>
    );
  }
  if (step === 'enrol') {
    return (
      <AuthCard
        title="Set up two-step sign-in"
        intro="This site asks every staff member for a second step when signing in: a code from an authenticator app, or a passkey."
      >
        <AuthenticatorSetup onDone={finish} doneLabel="Continue to the admin" />
        <div className="mt-6 border-t border-slate-200 pt-4">
          <PasskeyEnrol onDone={finish} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Admin Sign In" intro="Sign in to edit page text and read audit requests and newsletter sign-ups.">
      <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField id="login-username" label="Username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
        <TextField id="login-password" label="Password" name="password" type="password" autoComplete="current-password" />
        <Button type="submit" className="w-full py-2.5" disabled={!hydrated || busy}>
          {signIn.isPending || signIn.isSuccess ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      {/* "Use a passkey", not "Sign in with...": the spec's tests find the password form's button by the name "Sign In". */}
      <div className="mt-6 border-t border-slate-200 pt-4">
        <p id="passkey-sign-in-hint" className="text-center text-sm text-slate-600">
          Or sign in with a passkey: no username or password needed.
        </p>
        <Button
          variant="secondary"
          className="mt-3 w-full py-2.5"
          aria-describedby="passkey-sign-in-hint"
          disabled={!hydrated || busy}
          onClick={() => passkey.mutate()}
        >
          {passkey.isPending || passkey.isSuccess ? 'Waiting for your passkey...' : 'Use a passkey'}
        </Button>
      </div>
      <p className="mt-4 text-center text-sm">
        <a href={ADMIN_PATHS.forgotPassword} className="font-semibold text-brand-800 underline hover:text-brand-900">
          Forgot password?
        </a>
      </p>
      <p className="mt-6 text-center text-sm text-slate-600">
        First time here?{' '}
        <a href={ADMIN_PATHS.setup} className="font-semibold text-brand-800 underline hover:text-brand-900">
          Create the admin account
        </a>
      </p>
    </AuthCard>
  );
}
