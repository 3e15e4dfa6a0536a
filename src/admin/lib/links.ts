import { chatLink } from '../../lib/chat/chat-link';
import { normalisePkPhone } from '../../lib/contact/phone';

/**
 * Links for the contact details visitors typed in. The text is visitor input,
 * so a link is made only when it reads as what it claims to be; anything else
 * (a "javascript:" address, say) stays plain text.
 */

export function emailHref(email: string | null | undefined): string | undefined {
  return email && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? `mailto:${email}` : undefined;
}

export function phoneHref(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return /^\+?\d{7,}$/.test(digits) ? `tel:${digits}` : undefined;
}

/** "shop.pk", "www.shop.pk/x" or a full http(s) address; opened in a new tab. */
export function websiteHref(website: string | null | undefined): string | undefined {
  if (!website) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A WhatsApp reply to a lead, prefilled with their name and the service they asked about; none when
 * the phone is not a Pakistani number (the one rule, src/lib/contact/phone.ts, that the audit's reply reads too).
 */
export function leadWhatsappHref(lead: { name: string; phone: string; service_required: string }): string | undefined {
  const number = normalisePkPhone(lead.phone);
  if (!number) return undefined;
  const about = lead.service_required.trim() ? ` about ${lead.service_required.trim()}` : '';
  return chatLink(number, `Hello ${lead.name}, thank you for your free SEO audit request${about}. `);
}
