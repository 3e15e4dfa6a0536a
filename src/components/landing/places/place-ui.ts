/**
 * Id of the hidden sentence "Opens WhatsApp in a new tab" that every chat
 * button points to with aria-describedby: screen readers hear the warning,
 * while the button's name stays exactly its visible label.
 */
export const CHAT_NOTE_ID = 'chat-note';

/** Background of a landing-page section: white, light grey or dark. */
export type SectionTone = 'plain' | 'muted' | 'dark';

/** Sections alternate white and grey below the hero. */
export const toneAt = (index: number): SectionTone => (index % 2 === 0 ? 'plain' : 'muted');
