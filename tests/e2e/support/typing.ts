import type { Locator } from '@playwright/test';

/**
 * Types into a field key by key at a brisk person's pace. The audit form's
 * spam check sets aside a form sent sooner after it was shown than a person
 * can fill it in (src/server/leads/spam.ts), so a test playing a visitor types
 * like one rather than pasting every field at once.
 */
export async function typeLikeAPerson(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text, { delay: 45 });
}
