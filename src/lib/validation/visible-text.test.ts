import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './visible-text';

describe('hasVisibleText', () => {
  it.each(['', ' \n\t', '\u200B', '\u200B\u200C\u200D\uFEFF', '\u2060\u00AD', '\u3164', '\u2800 \u00A0'])('counts %j as empty', (value) =>
    expect(hasVisibleText(value)).toBe(false),
  );
  it.each(['a', '\u200Bأحمد', 'ٹ', '😀', 'x\u200B'])('counts %j as text', (value) => expect(hasVisibleText(value)).toBe(true));
});
