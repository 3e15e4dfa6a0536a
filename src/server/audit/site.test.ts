import { describe, expect, it } from 'vitest';
import { homeOf, siteOf } from './site';

describe('siteOf: one site is one registrable domain', () => {
  it('is the same site whatever the spelling: trailing dot, www., subdomains, the default ports', () => {
    const spellings = [
      'example.pk',
      'https://example.pk.',
      'example.pk:443',
      'https://example.pk:80/',
      'http://www.example.pk:443/contact',
      'shop.example.pk',
      'A.B.Example.PK/page?x=1',
      'www.example.pk..',
    ];
    expect(new Set(spellings.map(siteOf))).toEqual(new Set(['example.pk']));
  });

  it('knows multi-part public suffixes and private ones (each name on netlify.app is its own site)', () => {
    expect(siteOf('www.clinic.com.pk')).toBe('clinic.com.pk');
    expect(siteOf('shop.clinic.co.uk')).toBe('clinic.co.uk');
    expect(siteOf('one.netlify.app')).not.toBe(siteOf('two.netlify.app'));
  });

  it('makes another port (only local runs allow one) a site of its own', () => {
    expect(siteOf('http://127.0.0.1:5173/x')).toBe('127.0.0.1:5173');
    expect(siteOf('example.pk:8080')).toBe('example.pk:8080');
  });

  it('is null for what is no address', () => {
    expect(siteOf('   ')).toBeNull();
  });
});

describe("homeOf: a lead's audit reads the site's home page", () => {
  it('drops the path, query and fragment a lead typed', () => {
    expect(homeOf('example.pk/no-such-page?x=1')).toBe('example.pk');
    expect(homeOf('HTTPS://www.example.pk/a#b')).toBe('https://www.example.pk');
    expect(homeOf('http://127.0.0.1:5173/x?y')).toBe('http://127.0.0.1:5173');
    expect(homeOf('')).toBeNull();
  });
});
