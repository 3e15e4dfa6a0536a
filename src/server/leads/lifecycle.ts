import type { Context } from '@netlify/functions';
import type { HandLeadRequestData, Lead, LeadRequest } from '../../lib/api/leads';
import { afterResponse } from '../after-response';
import { ownFunctionsOrigin } from '../background-calls';
import { mailLinkOrigin } from '../mail/index';
import { alertSettings, deliverLeadAlert, type AlertSettings } from './alert';
import { createLead, formLead, handLead } from './creation';
import { keyedHash, spendFormToken } from './form-token';
import { deleteLead, leadExists, recordRepeat, updateLead, type LeadChange } from './records';
import { bestEffort, checkAndNoteSender } from './repeat-index';
import { leadSourceOf, ownHosts } from './source';
import { SPAM_RULES, type FormTiming } from './spam';
import { assessOnArrival, setAside } from './spam-check';
import { drop, runSteps, type RunOutcome, type Step, type StepTiming } from './steps';

/**
 * A lead's life, each stage a list of named steps run by one runner (steps.ts): arrival from the
 * form, added by hand, a status change (release from Spam among them) and erasure. Functions call
 * one entry and map its outcome; none wires a lead's follow-ups itself. The website audit is
 * reached through the `LeadAudits` port, wired in one place (lifecycle-wiring.ts), so the audit
 * area knows nothing of leads.
 */

/** What the leads area asks of the website audit: a lead is only its id and website there. */
export interface LeadAudits {
  /**
   * Queues and starts the audit of the lead's website, or links the lead to its site's recent audit.
   * `source` (a keyed hash of the sender's address) counts it against that sender's daily share; null
   * when staff vouch for it.
   */
  request(lead: { id: string; website: string }, functionsAt: string, source: string | null): Promise<void>;
  /** Whether the lead has an audit already. */
  has(leadId: string): Promise<boolean>;
  /** Erases the lead's audits (an audit another lead shares stays theirs). */
  erase(leadId: string): Promise<void>;
}

/** What the leads area asks of the growth figures: file a lead's facts as it now stands. */
export interface LeadGrowth {
  changed(lead: Lead): Promise<void>;
}

export interface LeadLifecyclePorts {
  audits: LeadAudits;
  growth: LeadGrowth;
}

/** A stored lead and what its follow-ups need. */
export interface FollowUp {
  /** The lead as it now stands (a step may add to it). */
  lead: Lead;
  /** Read once per request; null when alerts are off. */
  settings: AlertSettings | null;
  /** The site's address, for links in mail. */
  origin: string;
  /** Where this deploy's functions answer (background calls). */
  functionsAt: string;
  /**
   * Someone vouches that a person asked for this site's audit: the form's valid, unspent token, or
   * staff releasing the lead from Spam. A scripted request without a token never aims the audit at
   * anyone's site (staff can start its audit by hand).
   */
  auditVouched: boolean;
  /** The address the form was sent from (never stored: the audit counts a keyed hash of it); null when staff vouch. */
  sender: string | null;
}

const named = (state: { lead?: Lead | null }) => (state.lead ? `Lead ${state.lead.id}` : 'A new lead');

/** True when the form's token was one this site signed, not spent before and not expired. */
export function tokenVouches(form: FormTiming): boolean {
  return form.state === 'valid' && form.ageMs <= SPAM_RULES.formTokenMaxAgeMs;
}

/** An alert the lead is owed: pending since arrival, or never sent because the spam check set it aside. */
function alertDue(lead: Lead): boolean {
  return lead.status === 'new' && (lead.alert.state === 'pending' || (lead.spam !== undefined && lead.alert.state === 'off'));
}

export function createLeadLifecycle({ audits, growth }: LeadLifecyclePorts) {
  /**
   * The growth figures' facts. A lead whose figures were not filed is filed by the hourly rollup.
   */
  const fileGrowthFacts: Step<FollowUp> = {
    name: 'file growth facts',
    run: async (state) => {
      await growth.changed(state.lead);
      return state;
    },
  };

  /**
   * The repeat index (same e-mail or phone in the last 24 hours), noting this lead in it on the
   * way. A repeat never sets a lead aside (anyone who knows a prospect's address could send
   * first): the lead names the earlier one, so staff see both. A store hiccup counts as no repeat.
   */
  const checkForRepeat: Step<FollowUp> = {
    name: 'check for a repeat',
    run: async (state) => {
      const { lead } = state;
      const earlier = await bestEffort('check', () => checkAndNoteSender(lead), null);
      if (!earlier) return state;
      const result = await recordRepeat(lead.id, earlier);
      if (result.kind === 'ok') return { ...state, lead: result.lead };
      console.error(`Lead ${lead.id}: the earlier lead it repeats (${earlier}) not recorded (${result.kind})`);
      return state;
    },
  };

  /**
   * The free website audit, for a vouched lead nothing set aside that gave a website and has no
   * audit yet: queued and started in the background, or linked to its site's recent audit.
   */
  const requestAudit: Step<FollowUp> = {
    name: 'request the website audit',
    run: async (state) => {
      const { lead, functionsAt, auditVouched, sender } = state;
      if (!auditVouched || lead.status === 'spam' || !lead.website.trim()) return state;
      if (await audits.has(lead.id)) return state;
      // A sender the platform did not name shares one daily share with every other such sender.
      await audits.request(lead, functionsAt, sender === null ? null : await keyedHash('audit-source', sender || 'unknown'));
      return state;
    },
  };

  /** The e-mail to the agency, for a lead that is owed one. */
  const alertAgency: Step<FollowUp> = {
    name: 'alert the agency',
    run: async (state) => {
      const { lead, settings, origin } = state;
      if (!settings || !alertDue(lead)) return state;
      return { ...state, lead: { ...lead, alert: await deliverLeadAlert(lead, origin, settings) } };
    },
  };

  /** What a lead gets once it is a lead: on arrival, and when staff release it from Spam. */
  const LEAD_FOLLOW_UPS = [requestAudit, alertAgency] as const;
  /** After the form's answer, so nothing after the store slows or fails the visitor. */
  const ARRIVAL_FOLLOW_UPS = [fileGrowthFacts, checkForRepeat, ...LEAD_FOLLOW_UPS];

  interface Arrival {
    request: LeadRequest;
    req: Request;
    form: FormTiming | null;
    lead: Lead | null;
  }

  const ARRIVAL: readonly Step<Arrival>[] = [
    {
      name: 'spend the form token',
      required: true,
      run: async (state) => ({ ...state, form: await spendFormToken(state.request.form_token) }),
    },
    {
      // Spam is stored as spam with its reasons and no alert, and answered exactly like a lead.
      name: 'store',
      required: true,
      run: async (state) => {
        const { request, req, form } = state;
        const spam = setAside(assessOnArrival(request, form ?? { state: 'missing' }));
        const source = leadSourceOf(request, ownHosts(req));
        return { ...state, lead: await createLead(formLead(request, { alertsEnabled: alertSettings() !== null, spam, source })) };
      },
    },
  ];

  return {
    /**
     * A request from the audit form: stored before the answer, its follow-ups run after it
     * (`context.waitUntil`). `stored` whatever the spam check said, so a bot learns nothing.
     */
    async arrive(request: LeadRequest, req: Request, context: Context): Promise<LeadOutcome<Lead>> {
      const arrived = await runSteps(ARRIVAL, { request, req, form: null, lead: null }, named);
      if (arrived.kind !== 'done' || !arrived.state.lead) return failedOutcome(arrived);
      const { lead, form } = arrived.state;
      const followUp: FollowUp = {
        lead,
        settings: alertSettings(),
        origin: mailLinkOrigin(req),
        functionsAt: ownFunctionsOrigin(req),
        auditVouched: form !== null && tokenVouches(form),
        sender: context.ip ?? '',
      };
      afterResponse(context, runSteps(ARRIVAL_FOLLOW_UPS, followUp, named));
      return { kind: 'done', value: lead, timings: arrived.timings };
    },

    /**
     * A lead staff add by hand (creation.ts handLead), never alerted; its growth facts are filed
     * before the answer, so staff see it on the Growth screen at once.
     */
    async addByHand(request: HandLeadRequestData, by: string, now: Date = new Date()): Promise<LeadOutcome<Lead>> {
      const steps: Step<{ lead: Lead | null }>[] = [
        { name: 'store', required: true, run: async () => ({ lead: await createLead(handLead(request, by, now)) }) },
        {
          name: 'file growth facts',
          run: async (state) => {
            if (state.lead) await growth.changed(state.lead);
            return state;
          },
        },
      ];
      const outcome = await runSteps(steps, { lead: null }, named);
      if (outcome.kind !== 'done' || !outcome.state.lead) return failedOutcome(outcome);
      return { kind: 'done', value: outcome.state.lead, timings: outcome.timings };
    },

    /**
     * A change of status and/or a note, by staff. A lead the spam check set aside that staff move
     * out of Spam gets what it never had, as on arrival and in the same order: its audit, then its
     * alert (the answer carries the alert's outcome).
     */
    async change(id: string, by: string, change: LeadChange, req: Request): Promise<LeadOutcome<Lead, 'missing' | 'conflict' | 'full'>> {
      const changed = await runSteps<{ lead: Lead | null }, 'missing' | 'conflict' | 'full'>(
        [
          {
            name: 'change',
            required: true,
            run: async () => {
              const result = await updateLead(id, by, change);
              return result.kind === 'ok' ? { lead: result.lead } : drop(result.kind);
            },
          },
        ],
        { lead: null },
        () => `Lead ${id}`,
      );
      if (changed.kind === 'dropped') return { kind: 'dropped', step: changed.step, reason: changed.reason, timings: changed.timings };
      if (changed.kind !== 'done' || !changed.state.lead) return failedOutcome(changed);
      const lead = changed.state.lead;
      const released = change.status !== undefined && lead.status !== 'spam' && lead.spam !== undefined;
      if (!released) return { kind: 'done', value: lead, timings: changed.timings };
      const followUp: FollowUp = {
        lead,
        settings: alertSettings(),
        origin: mailLinkOrigin(req),
        functionsAt: ownFunctionsOrigin(req),
        auditVouched: true,
        sender: null,
      };
      const followed = await runSteps(LEAD_FOLLOW_UPS, followUp, named);
      return { kind: 'done', value: followed.state.lead, timings: [...changed.timings, ...followed.timings] };
    },

    /**
     * Erases a lead: its website audits, then its record, status tags and repeat-index entries
     * (records.ts deleteLead). Every step is required: a failure stops there, and the same erasure
     * run again finishes it (the record, which finds the lead, goes last but one).
     */
    async erase(id: string, by: string, now: Date = new Date()): Promise<LeadOutcome<true, 'missing'>> {
      const outcome = await runSteps<{ lead: Lead | null }, 'missing'>(
        [
          {
            name: 'find',
            required: true,
            run: async (state) => ((await leadExists(id)) ? state : drop('missing')),
          },
          {
            name: 'erase the website audits',
            required: true,
            run: async (state) => {
              await audits.erase(id);
              return state;
            },
          },
          {
            name: 'erase the record',
            required: true,
            run: async (state) => ((await deleteLead(id, by, now)) ? state : drop('missing')),
          },
        ],
        { lead: null },
        () => `Lead ${id}`,
      );
      if (outcome.kind === 'dropped') return { kind: 'dropped', step: outcome.step, reason: outcome.reason, timings: outcome.timings };
      if (outcome.kind === 'failed') return failedOutcome(outcome);
      return { kind: 'done', value: true, timings: outcome.timings };
    },
  };
}

/**
 * What a stage of a lead's life came to: `done` with its value, `dropped` with a typed reason
 * (the lead is missing, another writer kept changing it, its history is full), or `failed` at a
 * required step with the error (the function answers it as any other: a store failure is 503).
 */
export type LeadOutcome<T, Reason extends string = never> =
  | { kind: 'done'; value: T; timings: StepTiming[] }
  | ([Reason] extends [never] ? never : { kind: 'dropped'; step: string; reason: Reason; timings: StepTiming[] })
  | { kind: 'failed'; step: string; error: unknown; timings: StepTiming[] };

function failedOutcome(outcome: RunOutcome<unknown, string>): { kind: 'failed'; step: string; error: unknown; timings: StepTiming[] } {
  if (outcome.kind === 'failed') return { kind: 'failed', step: outcome.step, error: outcome.error, timings: outcome.timings };
  return { kind: 'failed', step: 'the last', error: new Error('A required step left no lead'), timings: outcome.timings };
}
