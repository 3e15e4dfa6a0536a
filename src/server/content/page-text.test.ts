import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDefaults } from '../../data/editable';
import { pageText, snapshotSource } from './page-text';

const dir = mkdtempSync(join(tmpdir(), 'page-text-'));
const defaultOf = (page: 'lahore' | 'home', key: string) => contentDefaults[page].find((entry) => entry.contentKey === key)!.content;

function snapshotFile(entries: unknown[]): string {
  const path = join(dir, `snapshot-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify({ takenAt: '2026-11-20T10:00:00.000Z', entries }));
  return path;
}

const entry = (page: string, contentKey: string, content: string, section = 'hero') => ({
  id: `${page}.${contentKey}`,
  page,
  section,
  contentKey,
  content,
});

describe('pageText from a build snapshot', () => {
  it('uses stored text where an entry exists and the default for every other key', async () => {
    const source = snapshotSource(snapshotFile([entry('lahore', 'hero_title', 'Edited Lahore title')]), () => {});
    const text = await pageText('lahore', source);
    expect(text('hero_title')).toBe('Edited Lahore title');
    expect(text('hero_description')).toBe(defaultOf('lahore', 'hero_description'));
  });

  it("keeps pages apart: Lahore's entry does not leak into home", async () => {
    const source = snapshotSource(snapshotFile([entry('lahore', 'main_heading', 'Not for home')]), () => {});
    expect((await pageText('home', source))('main_heading')).toBe(defaultOf('home', 'main_heading'));
  });

  it('ignores entries that do not parse and keys the page does not have', async () => {
    const source = snapshotSource(
      snapshotFile([{ page: 'lahore', contentKey: 'hero_title' }, entry('lahore', 'no_such_key', 'stray')]),
      () => {},
    );
    const text = await pageText('lahore', source);
    expect(text('hero_title')).toBe(defaultOf('lahore', 'hero_title'));
    expect(() => text('no_such_key')).toThrow();
  });

  it('falls back to the defaults, and says so in the build log, when there is no snapshot', async () => {
    const log: string[] = [];
    const source = snapshotSource(join(dir, 'missing.json'), (message) => log.push(message));
    expect((await pageText('home', source))('main_heading')).toBe(defaultOf('home', 'main_heading'));
    await pageText('lahore', source);
    expect(log).toEqual([expect.stringContaining('pages use the built-in default text')]);
  });

  it('keeps text as text: markup typed by an admin is returned as written, for the template to escape', async () => {
    const typed = '<script>alert("x")</script> & <b>bold</b>';
    const source = snapshotSource(snapshotFile([entry('home', 'main_heading', typed)]), () => {});
    expect((await pageText('home', source))('main_heading')).toBe(typed);
  });
});
