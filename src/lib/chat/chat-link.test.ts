import { describe, expect, it } from 'vitest';
import { chatLink } from './chat-link';

describe('chatLink', () => {
  it('links to the number alone when there is no text', () => {
    expect(chatLink('923001234567')).toBe('https://wa.me/923001234567');
  });

  it('strips everything but digits from the number', () => {
    expect(chatLink('+92 300-123 4567')).toBe('https://wa.me/923001234567');
  });

  it('URL-encodes the prefilled text, including spaces, ampersands and Urdu', () => {
    const url = chatLink('923001234567', 'SEO & audit? 100% سلام');
    expect(url).toBe('https://wa.me/923001234567?text=SEO%20%26%20audit%3F%20100%25%20%D8%B3%D9%84%D8%A7%D9%85');
    expect(new URL(url).searchParams.get('text')).toBe('SEO & audit? 100% سلام');
  });

  it('ignores blank text', () => {
    expect(chatLink('923001234567', '   ')).toBe('https://wa.me/923001234567');
  });

  it('refuses a number with no digits', () => {
    expect(() => chatLink('')).toThrow();
  });
});
