/**
 * The one place that builds a WhatsApp chat URL. Everything that opens the
 * chat (nav, floating button, package and service buttons, the contact form)
 * goes through here, so the number and the encoding can never drift.
 */
export function chatLink(whatsappNumber: string, prefilledText?: string): string {
  const digits = whatsappNumber.replace(/\D/g, '');
  if (!digits) throw new Error('chatLink needs a WhatsApp number with digits');
  const base = `https://wa.me/${digits}`;
  const text = prefilledText?.trim();
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Attributes every chat anchor carries: a new tab without handing it our window. */
export const chatLinkAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Said (to screen readers only) after the label of every link that opens the chat: one accessible-name rule. */
export const OPENS_CHAT_NOTE = '(opens WhatsApp in a new tab)';

/** Opens the chat from script (after a form submit, for instance). */
export function openChat(whatsappNumber: string, prefilledText?: string): void {
  window.open(chatLink(whatsappNumber, prefilledText), '_blank', 'noopener');
}

export const CONSULTATION_MESSAGE = "Hello! I'd like a free SEO consultation for my business.";
