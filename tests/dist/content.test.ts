import { describe, expect, it } from 'vitest';
import { contentDefaults } from '../../src/data/editable';
import { readBuilt, loadBuilt, textOf } from './dist-helpers';
import { buildRecordSchema } from '../../src/lib/publishing/publish-status';
import { textFingerprint } from '../../src/lib/publishing/text-fingerprint';

/**
 * The test build reads tests/fixtures/content-snapshot.json (see
 * scripts/test.mjs), which holds one edit: Lahore's hero_title, with markup in it.
 */
describe('edited text in the static HTML', () => {
  const lahore = loadBuilt('/seo-services-lahore');

  it('puts the stored Lahore hero title into the built page', () => {
    expect(textOf(lahore.root.querySelector('h1'))).toBe('Lahore SEO edited in the admin <em>& published</em>');
  });

  it('escapes markup typed by an admin instead of rendering it', () => {
    expect(lahore.html).toContain('Lahore SEO edited in the admin &lt;em&gt;&amp; published&lt;/em&gt;');
    expect(lahore.root.querySelector('h1 em')).toBeNull();
  });

  it('keeps the default for keys with no stored entry', () => {
    const description = contentDefaults.lahore.find((e) => e.contentKey === 'hero_description')!.content;
    expect(textOf(lahore.root.querySelector('main'))).toContain(description);
    const homeHeading = contentDefaults.home.find((e) => e.contentKey === 'main_heading')!.content;
    expect(textOf(loadBuilt('/').root.querySelector('h1'))).toBe(homeHeading);
  });

  it('never shows a loading placeholder to visitors', () => {
    expect(textOf(lahore.root)).not.toContain('Loading...');
  });
});

describe('the build record, /content-version.json', () => {
  const record = buildRecordSchema.parse(JSON.parse(readBuilt('content-version.json').toString('utf8')));

  it('says which snapshot the build used and fingerprints the text each page shows', () => {
    expect(record.snapshotTakenAt).toBe('2026-11-20T09:00:00.000Z');
    expect(Date.parse(record.builtAt)).not.toBeNaN();
    expect(record.texts['lahore.hero_title']).toBe(textFingerprint('Lahore SEO edited in the admin <em>& published</em>'));
    for (const page of ['home', 'islamabad', 'karachi', 'sialkot'] as const) {
      for (const entry of contentDefaults[page]) expect(record.texts[`${page}.${entry.contentKey}`]).toBe(textFingerprint(entry.content));
    }
  });
});
