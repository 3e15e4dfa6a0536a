import type { Lead, LeadStatus } from '../../../api/leads-api';
import { LEAD_STATUS_LABELS } from '../../../../lib/api/leads';

/** A lead's status and its alert e-mail, as the list and the open lead show them. */
const STATUS_TONES: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  qualified: 'bg-indigo-100 text-indigo-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-800',
  spam: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>{LEAD_STATUS_LABELS[status]}</span>;
}

/** A lead staff typed in after a chat, a call or a visit. */
export function HandBadge() {
  return (
    <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-900">Added by hand</span>
  );
}

const ALERT_LABELS: Record<Lead['alert']['state'], string> = {
  sent: 'Alert sent',
  failed: 'Alert not sent',
  pending: 'Alert pending',
  off: 'No alert',
};

export function AlertBadge({ lead }: { lead: Lead }) {
  const failed = lead.alert.state === 'failed';
  return (
    <span
      className={`text-xs whitespace-nowrap ${failed ? 'rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900' : 'text-slate-600'}`}
    >
      {ALERT_LABELS[lead.alert.state]}
    </span>
  );
}
