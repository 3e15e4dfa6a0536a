import type { Lead, LeadStatus } from '../../../api/leads-api';
import { Button } from '../../../kit/ui';
import { spamReasonLabel } from '../../../../lib/leads/spam-reasons';

const VERDICT_LABELS: Record<NonNullable<Lead['spam']>['verdict'], string> = {
  bot: 'Set aside as spam on arrival: a clear bot.',
  doubtful: 'Set aside as spam on arrival: doubtful, so no alert was sent.',
};

/** Why the spam check set a lead aside, one sentence per reason (in the inbox row and on the open lead). */
export function SpamReasons({ lead, compact = false }: { lead: Lead; compact?: boolean }) {
  if (!lead.spam || lead.status !== 'spam') return null;
  const reasons = lead.spam.reasons.map(spamReasonLabel);
  if (compact) return <span className="col-span-full truncate text-xs text-red-900">{reasons.join(' ')}</span>;
  return (
    <div role="note" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p className="font-semibold">{VERDICT_LABELS[lead.spam.verdict]}</p>
      <ul className="mt-1 list-disc pl-5">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Spam" on a new lead (the history records who marked it) and "Not spam" on
 * a spam lead: back to New, and the server sends the alert a lead set aside
 * on arrival never had.
 */
export function SpamActions({ lead, busy, onStatus }: { lead: Lead; busy: boolean; onStatus: (status: LeadStatus) => void }) {
  if (lead.status === 'new') {
    return (
      <Button variant="secondary" disabled={busy} onClick={() => onStatus('spam')}>
        Spam
      </Button>
    );
  }
  if (lead.status === 'spam') {
    return (
      <Button variant="secondary" disabled={busy} onClick={() => onStatus('new')}>
        Not spam
      </Button>
    );
  }
  return null;
}
