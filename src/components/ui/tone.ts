/** Section backgrounds: plain (white), muted (grey), warm, dark, brand (orange). */
export type Tone = 'plain' | 'muted' | 'warm' | 'dark' | 'brand';

/** Sections alternate white and grey below the hero. */
export const toneAt = (index: number): Tone => (index % 2 === 0 ? 'plain' : 'muted');
