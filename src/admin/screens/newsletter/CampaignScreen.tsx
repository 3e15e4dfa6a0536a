import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useAdminApp } from '../../app-context';
import { useReauth } from '../../two-factor/ReauthPrompt';
import { Link, useLocation } from 'wouter';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { Button, FIELD_CLASSES, QueryState, TextField } from '../../kit/ui';
import { errorSentence } from '../../api/http';
import {
  useCampaign,
  useCampaigns,
  useStoreCampaign,
  usePreviewCampaign,
  useSaveDraft,
  useSendCampaign,
  useSendTestCampaign,
  useUnscheduleCampaign,
  type Campaign,
  type CampaignInput,
  type RenderedCampaign,
} from '../../api/campaigns-api';
import { CAMPAIGN_LIMITS } from '../../../lib/api/newsletter';
import { formatPktDateTime } from '../../lib/dates';
import { useOpenItemTitle } from '../../lib/document-title';
import { CAMPAIGN_STATUS_LABELS, figuresLine, isInFlight, localInputToIso, PROGRESS_REFETCH_MS } from './campaign-view';
import { Card } from '../../kit/Card';

const EMPTY: CampaignInput = { subject: '', preview_text: '', body_markdown: '' };

/** One campaign: compose while it is a draft; its progress while it sends; its figures after. */
export default function CampaignScreen({ id }: { id: string | null }) {
  // Only this screen polls, and only while the send can still move.
  const campaign = useCampaign(id, (answer) => (isInFlight(answer) ? PROGRESS_REFETCH_MS : false));
  const title = id === null ? 'New campaign' : (campaign.data?.subject ?? 'Campaign');
  useOpenItemTitle(id === null ? title : campaign.data?.subject);
  return (
    <section aria-labelledby="campaign-heading">
      <Link href="/newsletter" className="text-sm font-semibold text-brand-800 underline">
        Back to all campaigns
      </Link>
      <h1 id="campaign-heading" className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <div className="mt-4">
        {id === null ? (
          <Compose id={null} initial={EMPTY} />
        ) : campaign.isPending ? (
          <QueryState message="Loading the campaign..." />
        ) : campaign.isError ? (
          <QueryState message={`Could not load the campaign: ${errorSentence(campaign.error)}`} onRetry={() => void campaign.refetch()} />
        ) : campaign.data.status === 'draft' ? (
          <Compose key={campaign.data.id} id={campaign.data.id} initial={campaign.data} />
        ) : (
          <Progress campaign={campaign.data} />
        )}
      </div>
    </section>
  );
}

function Compose({ id, initial }: { id: string | null; initial: CampaignInput & { text_version?: string } }) {
  const [values, setValues] = useState<CampaignInput>({
    subject: initial.subject,
    preview_text: initial.preview_text,
    body_markdown: initial.body_markdown,
  });
  const [saved, setSaved] = useState<CampaignInput | null>(id === null ? null : values);
  const [preview, setPreview] = useState<RenderedCampaign | null>(null);
  const [, navigate] = useLocation();
  const storeCampaign = useStoreCampaign();
  const [sending, setSending] = useState(false);
  const campaigns = useCampaigns();
  const count = campaigns.data?.confirmed_subscribers;

  const set = (field: keyof CampaignInput) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  // The version of the text this writer opened or last saved: a save or send over another writer's text is refused.
  const seen = useRef(initial.text_version);

  /** Saves what is typed (creating the campaign the first time) and gives its id and text version. */
  async function save(): Promise<{ id: string; textVersion: string }> {
    if (id !== null && seen.current && saved && JSON.stringify(saved) === JSON.stringify(values)) return { id, textVersion: seen.current };
    const campaign = await storeCampaign(id, values, seen.current);
    seen.current = campaign.text_version;
    setSaved(values);
    if (id === null) navigate(`/newsletter/${campaign.id}`, { replace: true });
    return { id: campaign.id, textVersion: campaign.text_version };
  }
  // A write run again after the password prompt saves what is typed then, not what was typed at the first try.
  const latest = useRef(save);
  useLayoutEffect(() => {
    latest.current = save;
  });
  const saveLatest = () => latest.current();

  const saveDraft = useSaveDraft({ onSuccess: () => toast.success('Draft saved') });
  const showPreview = usePreviewCampaign({ onSuccess: setPreview });
  const sendTest = useSendTestCampaign({ onSuccess: ({ sent_to }) => toast.success(`Test sent to ${sent_to}`) });
  // Sending needs the password checked in the last 5 minutes; only Admins send (Editors compose and test).
  const reauth = useReauth();
  const maySend = useAdminApp().admin.role === 'admin';
  const send = useSendCampaign({
    onSuccess: (campaign) => {
      setSending(false);
      toast.success(campaign.status === 'scheduled' && !isInFlight(campaign) ? 'Campaign scheduled' : 'Sending started');
    },
    reauth: reauth.ask,
  });
  const busy = saveDraft.isPending || sendTest.isPending || send.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveDraft.mutate(saveLatest);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card as="form" onSubmit={submit} aria-label="Compose the campaign" className="space-y-4 p-4">
        <TextField
          id="campaign-subject"
          label="Subject"
          required
          maxLength={CAMPAIGN_LIMITS.subject}
          value={values.subject}
          onChange={set('subject')}
        />
        <TextField
          id="campaign-preview-text"
          label="Preview text"
          hint="Shown after the subject in most inboxes."
          maxLength={CAMPAIGN_LIMITS.previewText}
          value={values.preview_text}
          onChange={set('preview_text')}
        />
        <div>
          <label htmlFor="campaign-body" className="block text-sm font-medium text-slate-800">
            Body (Markdown)
          </label>
          <textarea
            id="campaign-body"
            required
            rows={12}
            maxLength={CAMPAIGN_LIMITS.body}
            value={values.body_markdown}
            onChange={set('body_markdown')}
            aria-describedby="campaign-body-hint"
            className={`${FIELD_CLASSES.textarea} font-mono text-sm`}
          />
          <p id="campaign-body-hint" className="mt-1 text-xs text-slate-600">
            ## for a heading, **bold**, - for a list, [text](https://…) for a link. The agency&apos;s address and the unsubscribe link are
            added to every mail.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={busy}>
            {saveDraft.isPending ? 'Saving...' : 'Save draft'}
          </Button>
          <Button variant="secondary" disabled={showPreview.isPending} onClick={() => showPreview.mutate(values)}>
            {showPreview.isPending ? 'Rendering...' : 'Preview'}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => sendTest.mutate(saveLatest)}>
            {sendTest.isPending ? 'Sending the test...' : 'Send a test to me'}
          </Button>
          {maySend && (
            <Button disabled={busy || !values.subject.trim() || !values.body_markdown.trim()} onClick={() => setSending(true)}>
              Send...
            </Button>
          )}
        </div>
      </Card>

      <div>
        {preview ? (
          <Card as="figure" aria-label="Mail preview" className="p-2">
            <figcaption className="px-2 py-1 text-sm text-slate-700">
              Subject: <strong className="break-words">{preview.subject}</strong>
            </figcaption>
            {/* Sandboxed: the mail's HTML runs nothing and reaches nothing of the admin. */}
            <iframe
              title="The mail as readers will see it"
              sandbox=""
              srcDoc={preview.html}
              className="h-[32rem] w-full rounded-lg border-0"
            />
            <details className="px-2 py-1 text-sm">
              <summary className="cursor-pointer text-slate-700">Plain-text part</summary>
              <pre className="mt-2 text-xs break-words whitespace-pre-wrap text-slate-800">{preview.text}</pre>
            </details>
          </Card>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
            Press Preview to see the mail as readers will get it.
          </p>
        )}
      </div>

      <SendDialog
        open={sending}
        onClose={() => setSending(false)}
        subject={values.subject}
        count={count}
        pending={send.isPending}
        onSend={(at) => send.mutate({ save: saveLatest, at })}
      />
      {reauth.prompt}
    </div>
  );
}

function SendDialog({
  open,
  onClose,
  subject,
  count,
  pending,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  subject: string;
  count: number | undefined;
  pending: boolean;
  onSend: (at: string | undefined) => void;
}) {
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const audience = count === undefined ? 'every confirmed subscriber' : `${count} confirmed ${count === 1 ? 'subscriber' : 'subscribers'}`;

  function confirm() {
    if (when === 'now') return onSend(undefined);
    const iso = localInputToIso(at);
    if (!iso || Date.parse(iso) <= Date.now()) {
      toast.error('Choose a time in the future');
      return;
    }
    onSend(iso);
  }

  return (
    <ConfirmDialog
      open={open}
      role="dialog"
      title={`Send to ${audience}?`}
      confirmLabel={when === 'now' ? `Send to ${audience}` : `Schedule for ${audience}`}
      pendingLabel="Starting..."
      pending={pending}
      confirmDisabled={count === 0}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>&ldquo;{subject}&rdquo; goes to each of them once. A campaign cannot be changed or sent again once it starts.</p>
      <fieldset className="space-y-2 text-slate-800">
        <legend className="sr-only">When</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> Now
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> At a chosen time
        </label>
        {when === 'later' && (
          <TextField
            id="send-at"
            label="Send at (your local time)"
            type="datetime-local"
            required
            value={at}
            onChange={(e) => setAt(e.target.value)}
          />
        )}
      </fieldset>
    </ConfirmDialog>
  );
}

function Progress({ campaign }: { campaign: Campaign }) {
  const progress = campaign.progress;
  const done = progress ? progress.total - progress.waiting : 0;
  const unschedule = useUnscheduleCampaign({ onSuccess: () => toast.success('Back to draft: nothing was sent') });
  return (
    <div className="space-y-4">
      <Card role="status" className="p-4">
        <p className="text-sm text-slate-800">
          <strong>{CAMPAIGN_STATUS_LABELS[campaign.status]}</strong>
          {campaign.status === 'scheduled' && campaign.scheduled_at && (
            <>
              {' for '}
              <time dateTime={campaign.scheduled_at}>{formatPktDateTime(campaign.scheduled_at)}</time>
            </>
          )}
          {campaign.status === 'scheduled' && !isInFlight(campaign) && (
            <Button variant="secondary" className="ml-3" disabled={unschedule.isPending} onClick={() => unschedule.mutate(campaign.id)}>
              Cancel the schedule
            </Button>
          )}
          {campaign.status === 'sent' && campaign.finished_at && (
            <>
              {' on '}
              <time dateTime={campaign.finished_at}>{formatPktDateTime(campaign.finished_at)}</time>
            </>
          )}
        </p>
        {campaign.status === 'scheduled' && (
          <p className="mt-2 text-sm text-slate-700">
            The text is locked while the campaign is scheduled: exactly this version goes out. An Admin can cancel the schedule to edit it
            again.
          </p>
        )}
        {progress && (
          <>
            <progress className="mt-3 h-2 w-full" max={Math.max(progress.total, 1)} value={done} aria-label="Sending progress" />
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              <Figure label="Sent" value={progress.sent} />
              <Figure label="Failed" value={progress.failed} />
              <Figure label="Waiting" value={progress.waiting} />
              <Figure label="Skipped" value={progress.skipped} />
            </dl>
            <p className="sr-only">{figuresLine(progress)}</p>
          </>
        )}
      </Card>
      {campaign.failures && campaign.failures.length > 0 && (
        <Card as="section" aria-labelledby="failures-heading" className="p-4">
          <h2 id="failures-heading" className="font-semibold text-slate-900">
            Not delivered
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {campaign.failures.map((failure) => (
              <li key={failure.email} className="break-words">
                {failure.email}: {failure.reason}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Card as="details" className="p-4 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-800">The text as sent</summary>
        <p className="mt-2 text-slate-700">Preview text: {campaign.preview_text || '(none)'}</p>
        <pre className="mt-2 text-xs break-words whitespace-pre-wrap text-slate-800">{campaign.body_markdown}</pre>
      </Card>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900" data-figure={label.toLowerCase()}>
        {value}
      </dd>
    </div>
  );
}
