import type { Lead } from '../../lib/api/leads';
import { alertSettings, deliverLeadAlert } from './alert';

/**
 * "Not spam": a lead the spam check set aside on arrival never had its alert
 * mail; when staff move it to New, it gets it then (once: an alert already
 * sent, failed or pending is left to the re-send button). Call after a status
 * change; answers the lead with the alert's outcome.
 */
export async function alertIfReleased(lead: Lead, origin: string): Promise<Lead> {
  const settings = alertSettings();
  if (lead.status !== 'new' || !lead.spam || lead.alert.state !== 'off' || !settings) return lead;
  return { ...lead, alert: await deliverLeadAlert(lead, origin, settings) };
}
