import { describe, expect, it } from 'vitest';
import { addTapPings, pagePathOf, tapKindsIn } from './tap-pings';

describe('tap pings', () => {
  it('adds a ping to chat, call and e-mail links only, leaving the link as it was', () => {
    const html = [
      '<a href="https://wa.me/923000000000?text=Hi" target="_blank" rel="noopener noreferrer" class="btn">Chat</a>',
      '<a class="x" href="tel:+923000000000">Call</a>',
      '<a href="mailto:hello@example.pk">Mail</a>',
      '<a href="https://api.whatsapp.com/send?phone=92300">Chat</a>',
      '<a href="/dental-seo">Dental</a>',
      '<a href="https://wa.me.example.com/">Not a chat</a>',
    ].join('');
    expect(addTapPings(html, '/dental-seo')).toBe(
      [
        '<a ping="/api/tap?kind=whatsapp&amp;page=/dental-seo" href="https://wa.me/923000000000?text=Hi" target="_blank" rel="noopener noreferrer" class="btn">Chat</a>',
        '<a ping="/api/tap?kind=call&amp;page=/dental-seo" class="x" href="tel:+923000000000">Call</a>',
        '<a ping="/api/tap?kind=email&amp;page=/dental-seo" href="mailto:hello@example.pk">Mail</a>',
        '<a ping="/api/tap?kind=whatsapp&amp;page=/dental-seo" href="https://api.whatsapp.com/send?phone=92300">Chat</a>',
        '<a href="/dental-seo">Dental</a>',
        '<a href="https://wa.me.example.com/">Not a chat</a>',
      ].join(''),
    );
  });

  it('names each page by its path, and never pings twice', () => {
    expect(pagePathOf('/d', '/d/index.html')).toBe('/');
    expect(pagePathOf('/d', '/d/dental-seo.html')).toBe('/dental-seo');
    expect(pagePathOf('/d', '/d/insights/lahore-google-map-pack.html')).toBe('/insights/lahore-google-map-pack');
    const once = addTapPings('<a href="tel:1">x</a>', '/');
    expect(addTapPings(once, '/')).toBe(once);
  });
});

describe('the list of pages with tap links', () => {
  it('names the kinds of link a page pings for itself, once each', () => {
    const html = addTapPings('<a href="tel:1">a</a><a href="mailto:x@y.pk">b</a><a href="tel:2">c</a><a href="/x">d</a>', '/uk');
    expect(tapKindsIn(html, '/uk')).toEqual(['call', 'email']);
    expect(tapKindsIn(html, '/')).toEqual([]);
    expect(tapKindsIn('<a href="/x">d</a>', '/')).toEqual([]);
  });
});
