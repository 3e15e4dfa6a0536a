import { describe, expect, it } from 'vitest';
import {
  BUILD_TIME_LIMIT_MS,
  entryStatus,
  isPublishing,
  pageStatus,
  statusSentence,
  type BuildRecord,
  type PublishInfo,
} from './publish-status';
import { textFingerprint } from './text-fingerprint';

const T0 = Date.parse('2026-11-20T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const minute = 60_000;

const entry = { id: 'lahore.hero_title', content: 'New title', updated_at: at(0) };
const hook = (info: Partial<PublishInfo> = {}): PublishInfo => ({
  mode: 'hook',
  pendingSince: null,
  lastRequest: null,
  lastSnapshotAt: null,
  ...info,
});
const deployedWith = (text: string, snapshotTakenAt = at(-minute)): BuildRecord => ({
  builtAt: at(-minute / 2),
  snapshotTakenAt,
  texts: { 'lahore.hero_title': textFingerprint(text) },
});

describe('entry publishing status', () => {
  it('is live under npm run dev, where pages read the store on each request', () => {
    expect(entryStatus(entry, { ...hook(), mode: 'live' }, null, T0)).toEqual({ state: 'live' });
  });

  it('is live when the deployed build shows exactly this text, whatever else is pending', () => {
    const info = hook({ pendingSince: at(0), lastRequest: { at: at(0), ok: true } });
    expect(entryStatus(entry, info, deployedWith('New title'), T0 + minute)).toEqual({ state: 'live' });
  });

  it('is publishing while a requested build has not taken its snapshot', () => {
    const info = hook({ pendingSince: at(-5_000), lastRequest: { at: at(-5_000), ok: true } });
    expect(entryStatus(entry, info, deployedWith('Old title'), T0 + minute)).toEqual({
      state: 'publishing',
      requestedAt: at(-5_000),
    });
  });

  it('is publishing while the build that snapshotted it is still running (no pending request left)', () => {
    const info = hook({ lastRequest: { at: at(-5_000), ok: true }, lastSnapshotAt: at(10_000) });
    expect(entryStatus(entry, info, deployedWith('Old title'), T0 + 2 * minute)).toEqual({
      state: 'publishing',
      requestedAt: at(-5_000),
    });
  });

  it('is failed when no build with it appeared within the time limit, counted from the request', () => {
    const info = hook({ pendingSince: at(0), lastRequest: { at: at(0), ok: true } });
    expect(entryStatus(entry, info, deployedWith('Old title'), T0 + BUILD_TIME_LIMIT_MS - 1).state).toBe('publishing');
    expect(entryStatus(entry, info, deployedWith('Old title'), T0 + BUILD_TIME_LIMIT_MS + 1)).toEqual({
      state: 'failed',
      reason: 'no-build',
      requestedAt: at(0),
    });
  });

  it('is failed when the last hook call failed', () => {
    const info = hook({ lastRequest: { at: at(0), ok: false } });
    expect(entryStatus(entry, info, deployedWith('Old title'), T0)).toMatchObject({ state: 'failed', reason: 'hook-failed' });
  });

  it('is failed (not requested) when it was saved after the last snapshot and no build is pending', () => {
    const info = hook({ lastRequest: { at: at(-2 * minute), ok: true }, lastSnapshotAt: at(-minute) });
    expect(entryStatus(entry, info, deployedWith('Old title'), T0)).toEqual({ state: 'failed', reason: 'not-requested' });
  });

  it('is not published where no build hook is set up', () => {
    expect(entryStatus(entry, { ...hook(), mode: 'manual' }, deployedWith('Old title'), T0)).toEqual({
      state: 'not-published',
    });
    // ...unless the last deploy already shows the text.
    expect(entryStatus(entry, { ...hook(), mode: 'manual' }, deployedWith('New title'), T0)).toEqual({ state: 'live' });
  });

  it('counts a site without a build record (an older deploy) as not showing the text', () => {
    const info = hook({ pendingSince: at(0), lastRequest: { at: at(0), ok: true } });
    expect(entryStatus(entry, info, null, T0).state).toBe('publishing');
  });
});

describe('page status', () => {
  it('is the worst of its entries, publishing since the earliest request', () => {
    expect(pageStatus([{ state: 'live' }, { state: 'live' }])).toEqual({ state: 'live' });
    expect(
      pageStatus([{ state: 'live' }, { state: 'publishing', requestedAt: at(5) }, { state: 'publishing', requestedAt: at(1) }]),
    ).toEqual({ state: 'publishing', requestedAt: at(1) });
    expect(
      pageStatus([
        { state: 'publishing', requestedAt: at(1) },
        { state: 'failed', reason: 'hook-failed' },
      ]).state,
    ).toBe('failed');
    expect(isPublishing([{ state: 'live' }, { state: 'publishing', requestedAt: at(1) }])).toBe(true);
    expect(isPublishing([{ state: 'live' }, { state: 'not-published' }])).toBe(false);
  });

  it('says when the build was requested, in the reader’s clock', () => {
    expect(statusSentence({ state: 'publishing', requestedAt: at(0) }, () => '15:00')).toContain('requested at 15:00');
    expect(statusSentence({ state: 'not-published' }, () => '')).toContain('rebuild the site to publish');
    expect(statusSentence({ state: 'failed', reason: 'hook-failed' }, () => '')).toContain('Publish now');
  });
});

describe('text fingerprint', () => {
  it('tells texts apart and is stable', () => {
    expect(textFingerprint('Lahore')).toBe(textFingerprint('Lahore'));
    expect(textFingerprint('Lahore')).not.toBe(textFingerprint('Lahore '));
    expect(textFingerprint('لاہور')).toMatch(/^[0-9a-f]{16}$/);
  });
});
