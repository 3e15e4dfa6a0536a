import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import { onPreBuild } from '../plugins/content-snapshot/index.js';
import { buildRecord, pageText, seedPage, snapshotSource, updateEntry } from '../../src/server/content/index';
import { contentDefaults } from '../../src/data/editable';
import { textFingerprint } from '../../src/lib/publishing/text-fingerprint';
import { useFunctionTestServers } from './support/function-tests';

useFunctionTestServers({ keepAdmins: true });

describe('the content-snapshot build plugin', () => {
  it('writes every stored entry to the snapshot file the build reads', async () => {
    await getStore('page-content').deleteAll();
    await seedPage('lahore');
    await updateEntry('lahore.hero_title', 'Lahore title from the admin');
    const path = join(await mkdtemp(join(tmpdir(), 'snapshot-')), 'content-snapshot.json');
    vi.stubEnv('CONTENT_SNAPSHOT_PATH', path);
    const status = vi.fn();

    await onPreBuild({ constants: {}, utils: { status: { show: status }, build: { failBuild: vi.fn() } } });

    const snapshot = JSON.parse(await readFile(path, 'utf8')) as { takenAt: string; entries: { id: string }[] };
    expect(Date.parse(snapshot.takenAt)).not.toBeNaN();
    expect(snapshot.entries.map((e) => e.id)).toContain('lahore.hero_title');
    expect(status).not.toHaveBeenCalled();
    const text = await pageText(
      'lahore',
      snapshotSource(path, () => {}),
    );
    expect(text('hero_title')).toBe('Lahore title from the admin');

    // The build record (/content-version.json) fingerprints exactly what the pages show.
    const record = await buildRecord(
      snapshotSource(path, () => {}),
      snapshot.takenAt,
      'built',
    );
    expect(record.snapshotTakenAt).toBe(snapshot.takenAt);
    expect(record.texts['lahore.hero_title']).toBe(textFingerprint('Lahore title from the admin'));
    const homeDefault = contentDefaults.home[0]!;
    expect(record.texts[`home.${homeDefault.contentKey}`]).toBe(textFingerprint(homeDefault.content));
    // The snapshot used up the pending build request and recorded its time for the admin.
    expect(await getStore('site-publishing').get('last-snapshot', { type: 'json' })).toEqual({ takenAt: snapshot.takenAt });
    vi.unstubAllEnvs();
  });

  it('fails the build, naming the reason, when the store cannot be reached (never builds defaults over edits)', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'snapshot-')), 'content-snapshot.json');
    vi.stubEnv('CONTENT_SNAPSHOT_PATH', path);
    // A store that does not answer: nothing listens on this port.
    const closed = 'http://127.0.0.1:9';
    vi.stubEnv(
      'NETLIFY_BLOBS_CONTEXT',
      Buffer.from(JSON.stringify({ siteID: 's', token: 't', edgeURL: closed, uncachedEdgeURL: closed })).toString('base64'),
    );
    const failBuild = vi.fn((message: string) => {
      throw new Error(message);
    });
    const status = vi.fn();
    await expect(onPreBuild({ constants: {}, utils: { status: { show: status }, build: { failBuild } } })).rejects.toThrow(
      /could not read the content store/,
    );
    expect(failBuild).toHaveBeenCalledTimes(1);
    expect(existsSync(path)).toBe(false);
    vi.unstubAllEnvs();
  }, 30_000);

  it('skips one unreadable record and snapshots the rest', async () => {
    await getStore('page-content').deleteAll();
    await seedPage('karachi');
    await getStore('page-content').set('karachi/broken', '{"id":"karachi.bro');
    const path = join(await mkdtemp(join(tmpdir(), 'snapshot-')), 'content-snapshot.json');
    vi.stubEnv('CONTENT_SNAPSHOT_PATH', path);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await onPreBuild({ constants: {}, utils: { status: { show: vi.fn() }, build: { failBuild: vi.fn() } } });
    const snapshot = JSON.parse(await readFile(path, 'utf8')) as { entries: { id: string }[] };
    expect(snapshot.entries.map((e) => e.id)).toContain('karachi.hero_title');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('page-content/karachi/broken'));
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });
});
