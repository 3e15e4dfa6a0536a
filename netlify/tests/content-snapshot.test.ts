import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getStore } from '@netlify/blobs';
import { onPreBuild } from '../plugins/content-snapshot/index.js';
import { seedPage, updateEntry } from '../../src/server/content';
import { snapshotSource, pageText } from '../../src/server/page-text';
import { startLocalBlobs, type LocalBlobs } from './support/local-blobs';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(async () => blobs.stop());

describe('the content-snapshot build plugin', () => {
  it('writes every stored entry to the snapshot file the build reads', async () => {
    await getStore('page-content').deleteAll();
    await seedPage('lahore');
    await updateEntry('lahore.hero_title', 'Lahore title from the admin');
    const path = join(await mkdtemp(join(tmpdir(), 'snapshot-')), 'content-snapshot.json');
    vi.stubEnv('CONTENT_SNAPSHOT_PATH', path);
    const status = vi.fn();

    await onPreBuild({ constants: {}, utils: { status: { show: status } } });

    const snapshot = JSON.parse(await readFile(path, 'utf8')) as { takenAt: string; entries: { id: string }[] };
    expect(Date.parse(snapshot.takenAt)).not.toBeNaN();
    expect(snapshot.entries.map((e) => e.id)).toContain('lahore.hero_title');
    expect(status).not.toHaveBeenCalled();
    const text = await pageText('lahore', snapshotSource(path, () => {}));
    expect(text('hero_title')).toBe('Lahore title from the admin');
    vi.unstubAllEnvs();
  });

  it('reports, and does not fail the build, when the store cannot be read', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'snapshot-')), 'content-snapshot.json');
    vi.stubEnv('CONTENT_SNAPSHOT_PATH', path);
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', '');
    const status = vi.fn();
    await expect(onPreBuild({ constants: {}, utils: { status: { show: status } } })).resolves.toBeUndefined();
    expect(status).toHaveBeenCalledWith(expect.objectContaining({ title: 'Content snapshot skipped' }));
    vi.unstubAllEnvs();
  });
});
