import { useState, type ReactNode, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { ROLE_LABELS, ROLES, type Role } from '../../../lib/api/auth';
import type { PendingInvite, StaffList, StaffMember } from '../../../lib/api/staff';
import { errorSentence } from '../../api/http';
import {
  useChangeRole,
  useEndMemberSessions,
  useInviteStaff,
  useRemoveStaff,
  useResendInvite,
  useRevokeInvite,
  useSaveTwoFactorSetting,
  useStaff,
  useTwoFactorSetting,
  type InviteSent,
} from '../../api/staff-api';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { Button, QueryState, SessionEnded, TextField } from '../../kit/ui';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { formatPktDate, formatPktDateTime } from '../../lib/dates';
import { useReauth } from '../../two-factor/ReauthPrompt';
import { Card } from '../../kit/Card';

type Ask = (retry: () => void) => void;

/**
 * /admin/staff: everyone with access and the pending invites; invite by
 * e-mail (the link is shown for copying when it was not mailed), resend or
 * revoke an invite, change a member's role, end their sessions, remove them,
 * and the two-factor requirement. Inviting, re-roling, removing and the
 * requirement ask for the password again when the last check is over 5 minutes old.
 */
export default function StaffScreen() {
  const staff = useStaff();
  const reauth = useReauth();
  const ask = reauth.ask;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">Staff</h1>
      {staff.isPending ? (
        <QueryState message="Loading..." />
      ) : staff.isError ? (
        <QueryState message={`Could not load the staff: ${errorSentence(staff.error)}`} onRetry={() => void staff.refetch()} />
      ) : !staff.data ? (
        <SessionEnded />
      ) : (
        <>
          <SecurityChecklist list={staff.data} />
          <InviteForm mailConfigured={staff.data.mail.configured} ask={ask} />
          <section aria-labelledby="members-title">
            <h2 id="members-title" className="text-lg font-semibold text-slate-900">
              Members ({staff.data.staff.length})
            </h2>
            <Card as="ul" flat aria-label="Members" className="mt-3 divide-y divide-slate-200">
              {staff.data.staff.map((member) => (
                <MemberRow key={member.username} member={member} ask={ask} />
              ))}
            </Card>
          </section>
          <section aria-labelledby="invites-title">
            <h2 id="invites-title" className="text-lg font-semibold text-slate-900">
              Pending invites ({staff.data.invites.length})
            </h2>
            {staff.data.invites.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No invites are waiting.</p>
            ) : (
              <Card as="ul" flat aria-label="Pending invites" className="mt-3 divide-y divide-slate-200">
                {staff.data.invites.map((invite) => (
                  <InviteRow key={invite.id} invite={invite} ask={ask} />
                ))}
              </Card>
            )}
          </section>
          <TwoFactorRequirement ask={ask} factorsKey={staff.data.factors_key} />
        </>
      )}
      {reauth.prompt}
    </div>
  );
}

/** The link of an invite that was not e-mailed, for the admin to pass on. */
function InviteLink({ sent }: { sent: InviteSent }) {
  if (sent.mailed) return null;
  return (
    <div role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>The invite to {sent.invite.email} was not e-mailed. Send them this link yourself (it works once, for 72 hours):</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={sent.link}
          aria-label="Invite link"
          className="min-w-0 flex-1 rounded border border-amber-300 bg-white px-2 py-1 font-mono text-xs"
        />
        <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(sent.link).then(() => toast.success('Link copied'))}>
          Copy link
        </Button>
      </div>
    </div>
  );
}

/** While any Admin signs in with a password alone, a short list of what would make the admin safer. */
function SecurityChecklist({ list }: { list: StaffList }) {
  const admins = list.staff.filter((member) => member.role === 'admin');
  if (admins.every((member) => member.two_factor)) return null;
  return (
    <section aria-labelledby="checklist-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="checklist-title" className="text-lg font-semibold">
        Security checklist
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {admins.map((member) => (
          <li key={member.username}>
            {member.username}: two-factor {member.two_factor ? 'on' : 'off — set it up under My account'}
          </li>
        ))}
        <li>Two-factor for all staff is {list.two_factor_required ? 'required' : 'not required: consider requiring it below'}.</li>
      </ul>
    </section>
  );
}

function RoleSelect({ id, value, onChange, disabled }: { id: string; value?: Role; onChange?: (role: Role) => void; disabled?: boolean }) {
  return (
    <select
      id={id}
      name="role"
      value={value}
      defaultValue={value === undefined ? 'editor' : undefined}
      disabled={disabled}
      onChange={onChange && ((event) => onChange(event.currentTarget.value as Role))}
      className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ mailConfigured, ask }: { mailConfigured: boolean; ask: Ask }) {
  const [sent, setSent] = useState<InviteSent | null>(null);
  const fields = useFieldErrors();
  const invite = useInviteStaff({
    onSuccess: (answer, { email }) => {
      setSent(answer);
      if (answer?.mailed) toast.success('Invite sent', { description: `An invite is on its way to ${email}.` });
    },
    onError: fields.fromServer,
    reauth: ask,
  });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const role = String(data.get('role') ?? 'editor') as Role;
    fields.set(email ? {} : { email: 'Please enter an e-mail address' });
    if (!email) return void toast.error('Invite not sent', { description: 'Please enter an e-mail address' });
    invite.mutate({ email, role }, { onSuccess: () => form.reset() });
  }

  return (
    <Card as="section" flat aria-labelledby="invite-title" className="p-4">
      <h2 id="invite-title" className="text-lg font-semibold text-slate-900">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        They get a link, valid 72 hours, to choose their own username and password.
        {!mailConfigured && ' No mail server is set up, so the link is shown here for you to send.'}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <TextField id="invite-email" name="email" type="email" label="E-mail address" autoComplete="off" error={fields.errors.email} />
        </div>
        <div>
          <label htmlFor="invite-role" className="mb-1 block text-sm font-medium text-slate-800">
            Role
          </label>
          <RoleSelect id="invite-role" />
        </div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invite'}
        </Button>
      </form>
      {sent && <InviteLink sent={sent} />}
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline text-slate-500">{term}: </dt>
      <dd className="inline text-slate-800">{children}</dd>
    </div>
  );
}

function MemberRow({ member, ask }: { member: StaffMember; ask: Ask }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveStaff({
    onSuccess: () => toast.success('Staff member removed', { description: `${member.username} can no longer sign in.` }),
    onError: () => setConfirming(false),
    reauth: ask,
  });
  const role = useChangeRole({
    onSuccess: (answer) =>
      toast.success('Role changed', { description: `${member.username} is now ${ROLE_LABELS[answer!.role]}; they were told by e-mail.` }),
    reauth: ask,
  });
  const signOut = useEndMemberSessions({
    onSuccess: (answer) =>
      toast.success('Signed out everywhere', { description: `${answer?.ended ?? 0} session(s) of ${member.username} ended.` }),
  });
  return (
    <li className="p-4" aria-label={member.username}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold break-all text-slate-900">
          {member.username} {member.you && <span className="text-sm font-normal text-slate-600">(you)</span>}
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${member.two_factor ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-700'}`}
        >
          Two-factor {member.two_factor ? 'on' : 'off'}
        </span>
      </div>
      <dl className="mt-1 space-y-0.5 text-sm">
        <Fact term="E-mail">
          <span className="break-all">{member.email}</span>
        </Fact>
        <Fact term="Added on">{formatPktDate(member.added_at)}</Fact>
        <Fact term="Last sign-in">{member.last_sign_in_at ? formatPktDateTime(member.last_sign_in_at) : 'Never'}</Fact>
      </dl>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label htmlFor={`role-${member.username}`} className="text-sm text-slate-700">
          Role
        </label>
        <RoleSelect
          id={`role-${member.username}`}
          value={member.role}
          disabled={role.isPending}
          onChange={(next) => role.mutate({ username: member.username, role: next })}
        />
        {!member.you && (
          <Button variant="secondary" onClick={() => signOut.mutate(member.username)} disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Remove
        </Button>
        <ConfirmDialog
          open={confirming}
          title={member.you ? 'Remove your own access?' : `Remove ${member.username}?`}
          confirmLabel="Yes, remove"
          pendingLabel="Removing..."
          pending={remove.isPending}
          danger
          onConfirm={() => remove.mutate(member.username)}
          onCancel={() => setConfirming(false)}
        >
          <p>{member.you ? 'You will be signed out.' : 'They are signed out at once.'}</p>
        </ConfirmDialog>
      </div>
    </li>
  );
}

function InviteRow({ invite, ask }: { invite: PendingInvite; ask: Ask }) {
  const [resent, setResent] = useState<InviteSent | null>(null);
  const resend = useResendInvite({
    onSuccess: (answer) => {
      if (answer?.mailed) toast.success('Invite sent again', { description: `A new link is on its way to ${invite.email}.` });
      setResent(answer);
    },
    reauth: ask,
  });
  const revoke = useRevokeInvite({
    onSuccess: () => toast.success('Invite revoked', { description: `The link sent to ${invite.email} no longer works.` }),
  });
  return (
    <li className="p-4" aria-label={invite.email}>
      <p className="font-semibold break-all text-slate-900">{invite.email}</p>
      <dl className="mt-1 space-y-0.5 text-sm">
        <Fact term="Role">{ROLE_LABELS[invite.role]}</Fact>
        <Fact term="Invited by">{invite.invited_by}</Fact>
        <Fact term="Sent">{formatPktDateTime(invite.sent_at)}</Fact>
        <Fact term="Expires">{formatPktDateTime(invite.expires_at)}</Fact>
      </dl>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => resend.mutate(invite.id)} disabled={resend.isPending || revoke.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
        <Button variant="secondary" onClick={() => revoke.mutate(invite.id)} disabled={resend.isPending || revoke.isPending}>
          {revoke.isPending ? 'Revoking...' : 'Revoke'}
        </Button>
      </div>
      {resent && <InviteLink sent={resent} />}
    </li>
  );
}

function TwoFactorRequirement({ ask, factorsKey }: { ask: Ask; factorsKey: StaffList['factors_key'] }) {
  const setting = useTwoFactorSetting();
  const save = useSaveTwoFactorSetting({
    onSuccess: (answer) =>
      toast.success('Setting saved', {
        description: answer?.required
          ? 'Staff without two-factor sign-in will set it up at their next sign-in.'
          : 'Two-factor sign-in is now optional.',
      }),
    reauth: ask,
  });
  return (
    <Card as="section" flat aria-labelledby="two-factor-title" className="p-4">
      <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900">
        Two-factor sign-in
      </h2>
      {setting.isError ? (
        <QueryState message={`Could not load the setting: ${errorSentence(setting.error)}`} onRetry={() => void setting.refetch()} />
      ) : (
        <label className="mt-2 flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={setting.data?.required ?? false}
            disabled={!setting.data || save.isPending}
            onChange={(event) => save.mutate(event.currentTarget.checked)}
          />
          <span>
            Require two-factor for all staff
            <span className="block text-slate-600">
              A member without a second factor can only set one up, from their next request on; while this is on, no one can remove their
              last one.
            </span>
          </span>
        </label>
      )}
      {setting.data && !setting.data.required && (
        <p role="note" className="mt-3 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          Off: staff without a second factor sign in with their password alone.
        </p>
      )}
      {factorsKey.source === 'missing' && (
        <p role="note" className="mt-3 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          Authenticator apps cannot be added: set ADMIN_FACTORS_SECRET in the site&apos;s environment variables (Netlify: Site
          configuration, Environment variables) to a random value of at least 32 bytes, such as the output of{' '}
          <code>openssl rand -base64 48</code>, and deploy again. Keep a copy with the backup key: a site restored from a backup needs the
          same value.
        </p>
      )}
      {factorsKey.stored_beside_factors && (
        <p role="note" className="mt-3 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
          The key of the authenticator apps added before is kept beside them, so it travels in every backup. It still opens them, and only
          them: once ADMIN_FACTORS_SECRET is set, each moves to it at its member&apos;s next sign-in with it.
        </p>
      )}
    </Card>
  );
}
