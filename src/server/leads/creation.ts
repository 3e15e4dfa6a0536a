import { SYSTEM_ACTORS } from '../../lib/api/auth';
import { monotonicFactory } from 'ulid';
import type { HandLeadRequestData, Lead, LeadRequest, LeadSource, LeadSpam } from '../../lib/api/leads';
import { writeStatusTagBestEffort } from './status-tags';
import { createLeadRecord, StoreUnavailableError } from './store';

/**
 * How a lead comes to be: a record drawn up from the form or from staff's
 * hand (pure), and one way to store it under a new key.
 */

// ULIDs sort by time, and the monotonic factory keeps that order within one millisecond.
const nextId = monotonicFactory();

/** Who the history names for a lead the spam check set aside on arrival. */
export const SPAM_CHECK_ACTOR = SYSTEM_ACTORS.spamCheck;

export type NewLead = Omit<Lead, 'id'>;

/**
 * A request from the audit form. One the spam check set aside (`spam`) is
 * spam from the start, with its reasons and no alert.
 */
export function formLead(
  request: LeadRequest,
  {
    now = new Date(),
    alertsEnabled = false,
    spam,
    source,
  }: { now?: Date; alertsEnabled?: boolean; spam?: LeadSpam; source?: LeadSource } = {},
): NewLead {
  return {
    name: request.name,
    email: request.email ?? '',
    phone: request.phone ?? '',
    website: request.website ?? '',
    service_required: request.service_required ?? '',
    created_at: now.toISOString(),
    ...(request.source_page && { source_page: request.source_page }),
    status: spam ? 'spam' : 'new',
    rev: 0,
    events: spam ? [{ kind: 'status', at: now.toISOString(), by: SPAM_CHECK_ACTOR, from: 'new', to: 'spam' }] : [],
    alert: { state: alertsEnabled && !spam ? 'pending' : 'off' },
    ...(source && { source }),
    entry: 'form',
    ...(spam && { spam }),
  };
}

/**
 * A lead staff add by hand after a WhatsApp chat, a call or a visit: marked
 * with how it came and who added it, linked to the page it came from if staff
 * chose one, and never alerted (staff already know of it). Its note is the
 * first entry of its history.
 */
export function handLead(request: HandLeadRequestData, by: string, now: Date = new Date()): NewLead {
  const at = now.toISOString();
  return {
    name: request.name,
    email: request.email ?? '',
    phone: request.phone ?? '',
    website: '',
    service_required: '',
    created_at: at,
    status: 'new',
    rev: 0,
    events: request.note ? [{ kind: 'note', at, by, text: request.note }] : [],
    alert: { state: 'off' },
    source: { ...(request.page && { page: request.page }), channel: request.channel ?? 'direct', ad_click: false },
    entry: request.entry,
    added_by: by,
  };
}

/**
 * Stores a new lead under its own new key (an id of its creation time); never
 * overwrites another. A lead stored with another status than new (spam) gets
 * its status tag too.
 */
export async function createLead(fields: NewLead): Promise<Lead> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const lead: Lead = { id: nextId(Date.parse(fields.created_at)), ...fields };
    // A clash needs two processes drawing the same 80 random bits in one millisecond; retry anyway.
    if (await createLeadRecord(lead)) {
      if (lead.status !== 'new') await writeStatusTagBestEffort(lead, new Date(lead.created_at));
      return lead;
    }
  }
  throw new StoreUnavailableError('store a lead under a new id');
}
