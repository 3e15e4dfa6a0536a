import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { passwordChangeSchema } from '../../../lib/api/staff';
import { useAdminApp } from '../../app-context';
import { errorSentence } from '../../api/http';
import {
  useChangeEmail,
  useChangePassword,
  useEndOtherSessions,
  useEndSession,
  useRegenerateRecoveryCodes,
  useRemoveTotp,
  useSessions,
  type SessionInfo,
} from '../../api/account-api';
import { useStaff } from '../../api/staff-api';
import NewPasswordField from '../../kit/NewPasswordField';
import { Button, QueryState, SessionEnded, TextField } from '../../kit/ui';
import { Card } from '../../kit/Card';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { formatPktDateTime } from '../../lib/dates';
import AuthenticatorSetup from '../../two-factor/AuthenticatorSetup';
import RecoveryCodes from '../../two-factor/RecoveryCodes';
import { useReauth } from '../../two-factor/ReauthPrompt';
import PasskeysSection from './PasskeysSection';

/** /admin/account: my password, e-mail, sessions, passkeys and authenticator app. */
export default function AccountScreen() {
  const reauth = useReauth();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">My account</h1>
      <Sessions />
      <PasswordChange />
      <EmailChange ask={reauth.ask} />
      <PasskeysSection ask={reauth.ask} />
      <Authenticator ask={reauth.ask} />
      {reauth.prompt}
    </div>
  );
}

type Ask = (retry: () => void) => void;

function PasswordChange() {
  const { admin } = useAdminApp();
  const fields = useFieldErrors();
  const change = useChangePassword({
    onSuccess: (answer) => {
      const ended = answer?.ended ?? 0;
      toast.success('Password changed', {
        description: ended ? `Signed out of ${ended} other ${ended === 1 ? 'session' : 'sessions'}.` : 'You are still signed in here.',
      });
    },
    onError: fields.fromServer,
  });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = String(data.get('current') ?? '');
    const password = String(data.get('password') ?? '');
    if (fields.check(passwordChangeSchema, { current, password }, 'Password not changed')) return;
    change.mutate({ current, password }, { onSuccess: () => form.reset() });
  }
  return (
    <Card as="section" flat aria-labelledby="password-title" className="p-4">
      <h2 id="password-title" className="text-lg font-semibold text-slate-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every other place you are signed in is signed out.</p>
      <form noValidate onSubmit={onSubmit} className="mt-3 max-w-md space-y-4">
        <TextField
          id="account-current-password"
          name="current"
          type="password"
          label="Current password"
          autoComplete="current-password"
          error={fields.errors.current}
        />
        <NewPasswordField id="account-new-password" userInputs={[admin.username]} error={fields.errors.password} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}

function EmailChange({ ask }: { ask: Ask }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = useFieldErrors();
  const change = useChangeEmail({ onSuccess: (_answer, email) => setSentTo(email), onError: fields.fromServer, reauth: ask });
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    fields.set(email ? {} : { email: 'Please enter the new e-mail address' });
    if (!email) return void toast.error('E-mail not changed', { description: 'Please enter the new e-mail address' });
    change.mutate(email);
  }
  return (
    <Card as="section" flat aria-labelledby="email-title" className="p-4">
      <h2 id="email-title" className="text-lg font-semibold text-slate-900">
        Change e-mail address
      </h2>
      <p className="mt-1 text-sm text-slate-600">We send a link to the new address; the change applies when it is opened.</p>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex max-w-md flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            id="account-email"
            name="email"
            type="email"
            label="New e-mail address"
            autoComplete="email"
            error={fields.errors.email}
          />
        </div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending...' : 'Send confirmation link'}
        </Button>
      </form>
      {sentTo && (
        <p role="status" className="mt-3 text-sm text-slate-800">
          A confirmation link is on its way to <span className="break-all">{sentTo}</span>. It works once, for 24 hours.
        </p>
      )}
    </Card>
  );
}

function sessionName(session: SessionInfo): string {
  return `${session.browser} on ${session.os}`;
}

function Sessions() {
  const sessions = useSessions();
  const endOne = useEndSession({
    onSuccess: (_answer, session) => toast.success('Session ended', { description: `${sessionName(session)} is signed out.` }),
  });
  const endOthers = useEndOtherSessions({
    onSuccess: (answer) => toast.success('Signed out everywhere else', { description: `${answer?.ended ?? 0} other sessions ended.` }),
  });

  return (
    <Card as="section" flat aria-labelledby="sessions-title" className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
          Where you are signed in
        </h2>
        <Button variant="secondary" onClick={() => endOthers.mutate()} disabled={endOthers.isPending || !sessions.data}>
          {endOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
        </Button>
      </div>
      {sessions.isPending ? (
        <p className="mt-3 text-sm">Loading...</p>
      ) : sessions.isError ? (
        <QueryState message={`Could not load your sessions: ${errorSentence(sessions.error)}`} onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <SessionEnded />
      ) : (
        <ul aria-label="Sessions" className="mt-3 divide-y divide-slate-200">
          {sessions.data.map((session) => (
            <li key={session.id} aria-label={sessionName(session)} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">
                  {sessionName(session)}{' '}
                  {session.current && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900">This device</span>}
                </p>
                <p className="text-slate-600">
                  {session.place} · last seen {formatPktDateTime(session.last_seen_at)} · signed in {formatPktDateTime(session.created_at)}
                </p>
              </div>
              {!session.current && (
                <Button variant="secondary" onClick={() => endOne.mutate(session)} disabled={endOne.isPending}>
                  End session
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Authenticator({ ask }: { ask: Ask }) {
  // Whether I have an authenticator: my own row of the staff list.
  const staff = useStaff();
  const enabled = staff.data?.staff.find((member) => member.you)?.two_factor_methods.includes('totp') ?? false;
  const [adding, setAdding] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const remove = useRemoveTotp({
    onSuccess: () => {
      toast.success('Authenticator app removed');
      setCodes(null);
    },
    reauth: ask,
  });
  const regenerate = useRegenerateRecoveryCodes({
    onSuccess: (answer) => {
      setCodes(answer?.recovery_codes ?? []);
      toast.success('New recovery codes', { description: 'The old ones no longer work.' });
    },
    reauth: ask,
  });

  return (
    <Card as="section" flat aria-labelledby="authenticator-title" className="p-4">
      <h2 id="authenticator-title" className="text-lg font-semibold text-slate-900">
        Authenticator app
      </h2>
      {staff.isPending ? (
        <p className="mt-3 text-sm">Loading...</p>
      ) : staff.isError ? (
        <QueryState message={`Could not load: ${errorSentence(staff.error)}`} onRetry={() => void staff.refetch()} />
      ) : adding ? (
        <div className="mt-3">
          <AuthenticatorSetup doneLabel="Done" onDone={() => setAdding(false)} />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {enabled
              ? 'On: signing in asks for a code from your authenticator app.'
              : 'Off: add an app so signing in needs a code from your phone as well as your password.'}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {enabled ? (
              <>
                <Button variant="secondary" onClick={() => regenerate.mutate()} disabled={regenerate.isPending}>
                  New recovery codes
                </Button>
                <Button variant="secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
                  Remove authenticator app
                </Button>
              </>
            ) : (
              <Button onClick={() => setAdding(true)} disabled={staff.data?.factors_key.source === 'missing'}>
                Add authenticator app
              </Button>
            )}
          </div>
          {!enabled && staff.data?.factors_key.source === 'missing' && (
            <p role="note" className="mt-3 text-sm text-amber-900">
              Authenticator apps cannot be added yet: an Admin first sets ADMIN_FACTORS_SECRET in the site&apos;s environment variables (see
              the Staff screen). A passkey works meanwhile.
            </p>
          )}
          {codes && (
            <div className="mt-4">
              <RecoveryCodes codes={codes} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
