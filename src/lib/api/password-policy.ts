import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';
import { ADMIN_LIMITS } from './auth';

/**
 * The password rules of the staff screens (invite, My account, reset; setup
 * keeps spec 5's): at least 8 characters, at most 72 bytes (bcrypt reads no
 * more, so a longer one is refused, never cut), and not one of the ~49,000
 * passwords in @zxcvbn-ts's common-password list. The same module gives the
 * screens a strength hint while typing; the server checks the rules only.
 */
export const STAFF_PASSWORD = { minLength: 8, maxBytes: ADMIN_LIMITS.passwordMaxBytes } as const;

export const PASSWORD_MESSAGES = {
  missing: 'Please enter a password',
  short: `Password must be at least ${STAFF_PASSWORD.minLength} characters long`,
  long: `Password must be at most ${STAFF_PASSWORD.maxBytes} bytes long (fewer if it uses accented letters or symbols)`,
  common: 'This password is one of the most common ones and is easy to guess. Please choose another.',
} as const;

let common: Set<string> | undefined;

/** True when the password (ignoring case) is in the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords);
  return common.has(password.toLowerCase());
}

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

export const staffPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.missing })
  .min(1, PASSWORD_MESSAGES.missing)
  .refine((value) => [...value].length >= STAFF_PASSWORD.minLength, { message: PASSWORD_MESSAGES.short, abort: true })
  .refine((value) => utf8Length(value) <= STAFF_PASSWORD.maxBytes, { message: PASSWORD_MESSAGES.long, abort: true })
  .refine((value) => !isCommonPassword(value), { message: PASSWORD_MESSAGES.common });

export interface StrengthHint {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  label: 'Very weak' | 'Weak' | 'Fair' | 'Strong' | 'Very strong';
  /** zxcvbn's own advice, e.g. "Add more words that are less common." (may be empty). */
  suggestions: string[];
}

const LABELS: StrengthHint['label'][] = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];
let configured = false;

/** The hint a screen shows while the password is typed; `userInputs` (username, e-mail) count as easy to guess. */
export function passwordStrength(password: string, userInputs: string[] = []): StrengthHint {
  if (!configured) {
    zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });
    configured = true;
  }
  const result = zxcvbn(password.slice(0, 100), userInputs);
  return { score: result.score, label: LABELS[result.score]!, suggestions: result.feedback.suggestions };
}
