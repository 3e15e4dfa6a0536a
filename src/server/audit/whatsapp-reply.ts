import type { AuditReport } from '../../lib/api/audits';
import { chatLink } from '../../lib/chat/chat-link';
import { normalisePkPhone } from '../../lib/contact/phone';
import { withoutWww } from './site';

/**
 * The one-tap reply to a lead: a wa.me link to the lead's own number
 * (Pakistani formats normalised to 92…) with a message that greets them by
 * name, names the top findings in a line and carries the report's address.
 * Null when the number is not a Pakistani one WhatsApp can reach.
 */
export function whatsAppReplyLink(input: { phone: string; name: string; report: AuditReport; reportUrl: string }): string | null {
  const phone = normalisePkPhone(input.phone);
  if (!phone) return null;
  return chatLink(phone, whatsAppReplyText(input));
}

/** How a WhatsApp message to a lead or client opens: by their first name ("Assalam-o-Alaikum Ayesha!"). */
export function greeting(name: string): string {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return firstName ? `Assalam-o-Alaikum ${firstName}!` : 'Assalam-o-Alaikum!';
}

export function whatsAppReplyText({ name, report, reportUrl }: { name: string; report: AuditReport; reportUrl: string }): string {
  const site = withoutWww(new URL(report.url).hostname);
  const titles = report.topFixes.map((id) => report.checks.find((check) => check.id === id)?.title).filter(Boolean);
  const findings =
    titles.length > 0 ? `The most important things to fix: ${titles.join('; ')}.` : 'Good news: we found nothing urgent to fix.';
  return [`${greeting(name)} Your free website audit of ${site} is ready.`, findings, `Your report: ${reportUrl}`].join('\n');
}
