import { describe, expect, it } from 'vitest';
import { isCommonPassword, PASSWORD_MESSAGES, passwordStrength, staffPasswordSchema } from './password-policy';

const message = (password: string) => {
  const result = staffPasswordSchema.safeParse(password);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('staff password policy', () => {
  it('needs 8 characters, allows 64 and up to 72 bytes, refuses 73 bytes rather than cutting them', () => {
    expect(message('abc7xyz')).toBe(PASSWORD_MESSAGES.short);
    expect(message('river tiger lamp')).toBeNull();
    expect(message('k'.repeat(64))).toBeNull();
    expect(message('k'.repeat(72))).toBeNull();
    expect(message('k'.repeat(73))).toBe(PASSWORD_MESSAGES.long);
    expect(message('é'.repeat(37))).toBe(PASSWORD_MESSAGES.long);
  });

  it('refuses passwords from the common-password list, whatever their case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(message('Password1')).toBe(PASSWORD_MESSAGES.common);
    expect(message('qwertyuiop')).toBe(PASSWORD_MESSAGES.common);
    expect(message('lantern orbit pickle')).toBeNull();
  });

  it('gives a strength hint for the screens', () => {
    expect(passwordStrength('password').score).toBe(0);
    expect(passwordStrength('lantern orbit pickle 93').score).toBeGreaterThanOrEqual(3);
    expect(passwordStrength('ayesha2024', ['ayesha']).label).toMatch(/weak/i);
  });
});
