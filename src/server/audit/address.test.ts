import { describe, expect, it } from 'vitest';
import { candidateUrls } from './address';

describe('candidateUrls', () => {
  it('tries https then http, then the www. name, for a bare domain', () => {
    expect(candidateUrls(' example.pk ')).toEqual([
      'https://example.pk',
      'http://example.pk',
      'https://www.example.pk',
      'http://www.example.pk',
    ]);
  });

  it('keeps a www. name and a path as typed', () => {
    expect(candidateUrls('www.example.pk/shop')).toEqual(['https://www.example.pk/shop', 'http://www.example.pk/shop']);
  });

  it('uses a full address as it is', () => {
    expect(candidateUrls('http://example.pk/')).toEqual(['http://example.pk/']);
  });
});
