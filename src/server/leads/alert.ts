import type { SendMailOptions } from 'nodemailer';
import type { Lead, LeadAlert } from '../../lib/api/leads';
import { readSiteConfig } from '../../config/site';
import { recordAlert } from './records';
import { createMailTransport } from '../mail/index';
import { leadSourceFacts } from '../../lib/growth/lead-source';
import { PAKISTAN_TIME_ZONE } from '../../lib/time/pakistan-time';

/**
 * The instant e-mail alert for a new lead, sent over SMTP with nodemailer.
 * Configured by SMTP_URL (smtp://user:pass@host:587, or smtps:// for TLS from
 * the first byte; nodemailer options may follow as query parameters),
 * LEAD_NOTIFY_TO (one or more addresses, comma-separated) and
 * LEAD_NOTIFY_FROM. No SMTP_URL or no recipient: alerts are off.
 */
export interface AlertSettings {
  url: string;
  to: string[];
  from: string;
}

type Env = Record<string, string | undefined>;

export function alertSettings(env: Env = process.env): AlertSettings | null {
  const url = env.SMTP_URL?.trim();
  const to = (env.LEAD_NOTIFY_TO ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (!url || to.length === 0) return null;
  const from = env.LEAD_NOTIFY_FROM?.trim() || readSiteConfig(env).email;
  return { url, to, from };
}

export function pakistanTime(iso: string): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone: PAKISTAN_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(iso));
  return `${formatted} (Pakistan time)`;
}

/** The admin screen of this lead: the inbox with it open (src/admin/screens/dashboard/leads/). */
export function leadAdminUrl(origin: string, id: string): string {
  return `${origin}/admin/dashboard/contacts/${encodeURIComponent(id)}`;
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/** The message, every field in plain text; replies go to the visitor when they gave an e-mail. */
export function composeLeadAlert(lead: Lead, settings: AlertSettings, origin: string): SendMailOptions {
  const given = (value: string | undefined) => (value ? value : 'Not given');
  const lines = [
    `A new audit request came in through the website.`,
    '',
    `Name: ${lead.name}`,
    `E-mail: ${given(lead.email)}`,
    `Phone: ${given(lead.phone)}`,
    `Website: ${given(lead.website)}`,
    `Service required: ${given(lead.service_required)}`,
    ...(lead.message ? [`Message: ${lead.message}`] : []),
    `Sent from page: ${lead.source_page ? `${origin}${lead.source_page}` : 'Not known'}`,
    // Where the lead came from (channel, landing page, campaign…); the page it was sent from is the line above.
    ...leadSourceFacts(lead)
      .filter((fact) => fact.label !== 'Sent from')
      .map((fact) => `${fact.label}: ${oneLine(fact.value)}`),
    `Received: ${pakistanTime(lead.created_at)}`,
    '',
    `Open the lead in the admin: ${leadAdminUrl(origin, lead.id)}`,
  ];
  return {
    from: settings.from,
    to: settings.to,
    ...(lead.email && { replyTo: { name: oneLine(lead.name), address: lead.email } }),
    subject: oneLine(`New audit request: ${lead.name}`),
    text: `${lines.join('\n')}\n`,
  };
}

/** Sends the alert; never throws: a failure is the answer. */
async function sendLeadAlert(lead: Lead, origin: string, settings: AlertSettings): Promise<LeadAlert> {
  const at = () => new Date().toISOString();
  const transport = await createMailTransport(settings.url);
  try {
    await transport.sendMail(composeLeadAlert(lead, settings, origin));
    return { state: 'sent', at: at() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Lead alert for ${lead.id} not sent:`, reason);
    // Kept short; the SMTP server's own words say why (refused, timed out, auth failed).
    return { state: 'failed', at: at(), error: reason.slice(0, 300) };
  } finally {
    transport.close();
  }
}

/** Sends the alert and records the outcome on the lead. */
export async function deliverLeadAlert(lead: Lead, origin: string, settings: AlertSettings): Promise<LeadAlert> {
  const alert = await sendLeadAlert(lead, origin, settings);
  const recorded = await recordAlert(lead.id, alert);
  if (recorded.kind !== 'ok') console.error(`Lead alert for ${lead.id}: outcome '${alert.state}' not recorded (${recorded.kind})`);
  return alert;
}
