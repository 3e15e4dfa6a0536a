import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '../api/articles';
import { articleBuildKey, articleFingerprint, articleStatus } from './article-status';
import type { BuildRecord, PublishInfo } from './publish-status';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const fields = {
  title: 'An article about the map pack',
  slug: 'map-pack',
  excerpt: 'x'.repeat(60),
  body: 'Body',
  category: 'local-seo' as const,
  tags: [],
  author: 'editor',
  hero: null,
  seo: { title: '', description: '', imageId: null },
};
const record = (published: ArticleRecord['published'], working = fields): ArticleRecord => ({
  id: '01JD2B7X4S5T6V8W9Y0Z1A2B3C',
  fields: working,
  created_at: '2026-11-19T00:00:00.000Z',
  created_by: 'editor',
  updated_at: '2026-11-20T09:00:00.000Z',
  updated_by: 'editor',
  published,
  firstLiveAt: null,
  formerSlugs: [],
});
const hook = (over: Partial<PublishInfo> = {}): PublishInfo => ({
  mode: 'hook',
  pendingSince: null,
  lastRequest: null,
  lastSnapshotAt: null,
  ...over,
});
const deployedWith = (texts: Record<string, string>): BuildRecord => ({ builtAt: '', snapshotTakenAt: '', texts });

describe('articleStatus', () => {
  const liveVersion = { fields, goLiveAt: '2026-11-20T09:00:00.000Z', publishedBy: 'editor' };
  const shownOnSite = deployedWith({ [articleBuildKey('01JD2B7X4S5T6V8W9Y0Z1A2B3C')]: articleFingerprint(fields, liveVersion.goLiveAt) });

  it('draft, scheduled with its time, live, changed since live', () => {
    expect(articleStatus(record(null), hook(), null, NOW)).toEqual({ state: 'draft' });
    const at = '2026-11-21T04:00:00.000Z';
    expect(articleStatus(record({ ...liveVersion, goLiveAt: at }), hook(), null, NOW)).toEqual({ state: 'scheduled', at });
    expect(articleStatus(record(liveVersion), hook(), shownOnSite, NOW)).toEqual({ state: 'live' });
    expect(articleStatus(record(liveVersion, { ...fields, title: 'Edited since it went live' }), hook(), shownOnSite, NOW)).toEqual({
      state: 'changed',
    });
  });

  it('publishing while its build is on the way, failed when the hook failed or no build came', () => {
    expect(articleStatus(record(liveVersion), hook({ pendingSince: '2026-11-20T09:55:00.000Z' }), null, NOW)).toEqual({
      state: 'publishing',
      since: '2026-11-20T09:55:00.000Z',
    });
    expect(
      articleStatus(record(liveVersion), hook({ lastRequest: { at: '2026-11-20T09:55:00.000Z', ok: false } }), null, NOW),
    ).toMatchObject({
      state: 'failed',
      reason: 'hook-failed',
    });
    expect(articleStatus(record(liveVersion), hook({ pendingSince: '2026-11-20T09:55:00.000Z' }), null, NOW + 3_600_000)).toMatchObject({
      state: 'failed',
      reason: 'no-build',
    });
  });

  it('a scheduled article that just fell due counts as publishing until the scheduled function asks for its build', () => {
    expect(articleStatus(record({ ...liveVersion, goLiveAt: '2026-11-20T09:58:00.000Z' }), hook(), null, NOW)).toEqual({
      state: 'publishing',
      since: null,
    });
  });

  it('unpublished but still on the deployed site: publishing (coming off), then draft once a build without it is live', () => {
    expect(articleStatus(record(null), hook({ pendingSince: '2026-11-20T09:56:00.000Z' }), shownOnSite, NOW)).toMatchObject({
      state: 'publishing',
    });
    expect(articleStatus(record(null), hook(), deployedWith({}), NOW)).toEqual({ state: 'draft' });
  });

  it('is live at once under npm run dev (pages read the store)', () => {
    expect(articleStatus(record(liveVersion), { ...hook(), mode: 'live' }, null, NOW)).toEqual({ state: 'live' });
  });
});
