import type { HandLeadRequestData, Lead, LeadRequest } from '../../lib/api/leads';
import { ownFunctionsOrigin } from '../background-calls';
import { leadChanged } from '../growth/lead-facts';
import { mailLinkOrigin } from '../mail/links';
import { auditLeadWebsite } from '../audit/requests';
import { alertSettings, deliverLeadAlert, type AlertSettings } from './alert';
import { createLead, formLead, handLead } from './creation';
import { spendFormToken } from './form-token';
import { recordRepeat } from './records';
import { bestEffort, checkAndNoteSender } from './repeat-index';
import { leadSourceOf, ownHosts } from './source';
import { assessOnArrival, setAside } from './spam-check';

/**
 * How a lead comes in. From the form, in two parts: `receiveLead` before the
 * answer (assess, store), and `afterLeadReceived` after it, so that nothing
 * after the store slows or fails the visitor. Spam is stored as spam with its
 * reasons and no alert, and answered exactly like a lead, so a bot learns
 * nothing. By hand, staff's `addLeadByHand`.
 */

/** A stored form lead and what the steps after the answer need. */
export interface ReceivedLead {
  /** The lead as it now stands (a step may add to it). */
  lead: Lead;
  /** Read once per request; null when alerts are off. */
  settings: AlertSettings | null;
  /** The site's address, for links in mail. */
  origin: string;
  /** Where this deploy's functions answer (background calls). */
  functionsAt: string;
}

export async function receiveLead(request: LeadRequest, req: Request): Promise<ReceivedLead> {
  const assessment = assessOnArrival(request, await spendFormToken(request.form_token));
  const settings = alertSettings();
  const source = leadSourceOf(request, ownHosts(req));
  const lead = await createLead(formLead(request, { alertsEnabled: settings !== null, spam: setAside(assessment), source }));
  return { lead, settings, origin: mailLinkOrigin(req), functionsAt: ownFunctionsOrigin(req) };
}

type AfterStep = (received: ReceivedLead) => Promise<ReceivedLead>;

/**
 * The growth figures' facts. Best effort: a lead whose figures were not filed
 * is filed by the hourly rollup.
 */
const fileGrowthFacts: AfterStep = async (received) => {
  await leadChanged(received.lead);
  return received;
};

/**
 * The repeat index (same e-mail or phone in the last 24 hours), noting this
 * lead in it on the way. A repeat never sets a lead aside (anyone who knows a
 * prospect's address could send first): the lead names the earlier one, so
 * staff see both. A store hiccup counts as no repeat.
 */
const checkForRepeat: AfterStep = async (received) => {
  const { lead } = received;
  const earlier = await bestEffort('check', () => checkAndNoteSender(lead), null);
  if (!earlier) return received;
  const result = await recordRepeat(lead.id, earlier);
  if (result.kind === 'ok') return { ...received, lead: result.lead };
  console.error(`Lead ${lead.id}: the earlier lead it repeats (${earlier}) not recorded (${result.kind})`);
  return received;
};

/** The e-mail to the agency, for a lead the spam check did not set aside. */
const alertAgency: AfterStep = async (received) => {
  const { lead, settings, origin } = received;
  if (settings && lead.status === 'new') await deliverLeadAlert(lead, origin, settings);
  return received;
};

/**
 * The free website audit, for a lead nothing set aside that gave a website:
 * queued and started in the background (src/server/audit/requests.ts), or
 * linked to the audit of the same site made for a lead in the last 24 hours.
 * Best effort: a failure here never keeps the alert from going out.
 */
const requestLeadAudit: AfterStep = async (received) => {
  const { lead, functionsAt } = received;
  if (lead.status === 'spam' || !lead.website.trim()) return received;
  try {
    await auditLeadWebsite(lead, functionsAt);
  } catch (error) {
    console.error(`Lead ${lead.id}: its website audit was not requested:`, error);
  }
  return received;
};

/** In order; each step gets the lead as the step before left it. */
const AFTER_THE_ANSWER: readonly AfterStep[] = [fileGrowthFacts, checkForRepeat, requestLeadAudit, alertAgency];

export async function afterLeadReceived(received: ReceivedLead): Promise<void> {
  let current = received;
  for (const step of AFTER_THE_ANSWER) current = await step(current);
}

/**
 * Stores a lead staff add by hand (creation.ts handLead) and files its growth
 * facts before answering: staff see it on the Growth screen at once.
 */
export async function addLeadByHand(request: HandLeadRequestData, by: string, now: Date = new Date()): Promise<Lead> {
  const lead = await createLead(handLead(request, by, now));
  await leadChanged(lead);
  return lead;
}
