import { describe, expect, it } from 'vitest';
import { changedPaths, INDEXNOW_ENDPOINT, indexNowEndpoint } from './submission';

describe('indexNowEndpoint', () => {
  it('honours INDEXNOW_URL only in a local run (the rule AUDIT_ALLOW_HOSTS follows)', () => {
    const env = { INDEXNOW_URL: 'http://127.0.0.1:4999/indexnow' };
    expect(indexNowEndpoint(env, true)).toBe('http://127.0.0.1:4999/indexnow');
    expect(indexNowEndpoint(env, false)).toBe(INDEXNOW_ENDPOINT);
    expect(indexNowEndpoint({}, true)).toBe('https://api.indexnow.org/indexnow');
  });
});

describe('changedPaths', () => {
  it('lists new and changed pages, then pages gone from the build', () => {
    expect(changedPaths({ '/': 'a', '/b': 'b', '/gone': 'g' }, { '/': 'a', '/b': 'b2', '/new': 'n' })).toEqual(['/b', '/new', '/gone']);
    expect(changedPaths({ '/': 'a' }, { '/': 'a' })).toEqual([]);
  });
});
