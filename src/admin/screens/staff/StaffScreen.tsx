import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PendingInvite, StaffMember } from '../../../lib/api/staff';
import { errorSentence } from '../../api/http';
import {
  fetchStaff,
  fetchTwoFactorSetting,
  inviteStaff,
  removeStaff,
  resendInvite,
  revokeInvite,
  saveTwoFactorSetting,
  staffKeys,
  type InviteSent,
} from '../../api/staff-api';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { Button, QueryState, SessionEnded, TextField } from '../../kit/ui';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { formatLocalDate, formatLocalDateTime } from '../../lib/dates';

/**
 * /admin/staff: everyone with access and the pending invites; invite by
 * e-mail (the link is shown for copying when it was not mailed), resend or
 * revoke an invite, remove a member, and the two-factor requirement.
 */
export default function StaffScreen() {
  const staff = useQuery({ queryKey: staffKeys.staff, queryFn: fetchStaff });
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
          <InviteForm mailConfigured={staff.data.mail.configured} />
          <section aria-labelledby="members-title">
            <h2 id="members-title" className="text-lg font-semibold text-slate-900">
              Members ({staff.data.staff.length})
            </h2>
            <ul aria-label="Members" className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {staff.data.staff.map((member) => (
                <MemberRow key={member.username} member={member} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="invites-title">
            <h2 id="invites-title" className="text-lg font-semibold text-slate-900">
              Pending invites ({staff.data.invites.length})
            </h2>
            {staff.data.invites.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No invites are waiting.</p>
            ) : (
              <ul aria-label="Pending invites" className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {staff.data.invites.map((invite) => (
                  <InviteRow key={invite.id} invite={invite} />
                ))}
              </ul>
            )}
          </section>
          <TwoFactorRequirement />
        </>
      )}
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

function InviteForm({ mailConfigured }: { mailConfigured: boolean }) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<InviteSent | null>(null);
  const fields = useFieldErrors();
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: (answer, email) => {
      setSent(answer);
      if (answer?.mailed) toast.success('Invite sent', { description: `An invite is on its way to ${email}.` });
      void queryClient.invalidateQueries({ queryKey: staffKeys.staff });
    },
    onError: (error) => fields.failed('Invite not sent', error),
  });

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    fields.set(email ? {} : { email: 'Please enter an e-mail address' });
    if (!email) return void toast.error('Invite not sent', { description: 'Please enter an e-mail address' });
    invite.mutate(email, { onSuccess: () => form.reset() });
  }

  return (
    <section aria-labelledby="invite-title" className="rounded-xl border border-slate-200 bg-white p-4">
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
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invite'}
        </Button>
      </form>
      {sent && <InviteLink sent={sent} />}
    </section>
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

function MemberRow({ member }: { member: StaffMember }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeStaff(member.username),
    onSuccess: () => {
      toast.success('Staff member removed', { description: `${member.username} can no longer sign in.` });
      void queryClient.invalidateQueries({ queryKey: staffKeys.staff });
    },
    onError: (error) => {
      setConfirming(false);
      toast.error('Not removed', { description: errorSentence(error) });
    },
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
        <Fact term="Added on">{formatLocalDate(member.added_at)}</Fact>
        <Fact term="Last sign-in">{member.last_sign_in_at ? formatLocalDateTime(member.last_sign_in_at) : 'Never'}</Fact>
      </dl>
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
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p>{member.you ? 'You will be signed out.' : 'They are signed out at once.'}</p>
        </ConfirmDialog>
      </div>
    </li>
  );
}

function InviteRow({ invite }: { invite: PendingInvite }) {
  const queryClient = useQueryClient();
  const [resent, setResent] = useState<InviteSent | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKeys.staff });
  const resend = useMutation({
    mutationFn: () => resendInvite(invite.id),
    onSuccess: (answer) => {
      if (answer?.mailed) toast.success('Invite sent again', { description: `A new link is on its way to ${invite.email}.` });
      setResent(answer);
      if (answer?.mailed) refresh();
    },
    onError: (error) => toast.error('Invite not sent', { description: errorSentence(error) }),
  });
  const revoke = useMutation({
    mutationFn: () => revokeInvite(invite.id),
    onSuccess: () => {
      toast.success('Invite revoked', { description: `The link sent to ${invite.email} no longer works.` });
      refresh();
    },
    onError: (error) => toast.error('Invite not revoked', { description: errorSentence(error) }),
  });
  return (
    <li className="p-4" aria-label={invite.email}>
      <p className="font-semibold break-all text-slate-900">{invite.email}</p>
      <dl className="mt-1 space-y-0.5 text-sm">
        <Fact term="Invited by">{invite.invited_by}</Fact>
        <Fact term="Sent">{formatLocalDateTime(invite.sent_at)}</Fact>
        <Fact term="Expires">{formatLocalDateTime(invite.expires_at)}</Fact>
      </dl>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending || revoke.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
        <Button variant="secondary" onClick={() => revoke.mutate()} disabled={resend.isPending || revoke.isPending}>
          {revoke.isPending ? 'Revoking...' : 'Revoke'}
        </Button>
      </div>
      {resent && <InviteLink sent={resent} />}
    </li>
  );
}

function TwoFactorRequirement() {
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: staffKeys.twoFactorSetting, queryFn: fetchTwoFactorSetting });
  const save = useMutation({
    mutationFn: saveTwoFactorSetting,
    onSuccess: (answer) => {
      queryClient.setQueryData(staffKeys.twoFactorSetting, answer);
      toast.success('Setting saved', {
        description: answer?.required
          ? 'Staff without two-factor sign-in will set it up at their next sign-in.'
          : 'Two-factor sign-in is now optional.',
      });
    },
    onError: (error) => toast.error('Setting not saved', { description: errorSentence(error) }),
  });
  return (
    <section aria-labelledby="two-factor-title" className="rounded-xl border border-slate-200 bg-white p-4">
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
            <span className="block text-slate-600">A member without an authenticator app sets one up right after their password.</span>
          </span>
        </label>
      )}
    </section>
  );
}
