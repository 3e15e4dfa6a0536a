/**
 * Measures backup and restore at the site's expected size, against real
 * local Blobs servers: 5,000 leads (statuses and notes), 2,000 subscribers
 * (some unsubscribed, some erased), 50 articles with 100 images and their
 * history, page text with history, 3 staff accounts with factors, a campaign.
 * Backs the site up to a file (as `npm run backup` does), restores it into
 * an empty store (as `npm run restore` does), compares records per store,
 * and reports time and peak memory of each. Not a gate: run by hand, numbers
 * go to docs/backups-performance.md. The CI round trip is
 * netlify/tests/backups.test.ts (a small site, sign-ins included).
 *
 * Run: node scripts/bench-backup.ts
 */
import './lib/ts-resolve.ts';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const { startLocalBlobs } = await import('../netlify/tests/support/local-blobs.ts');
const { newKeyPair } = await import('../src/server/backups/index.ts');
const { encryptedBackup } = await import('../src/server/backups/index.ts');
const { restoreBackup } = await import('../src/server/backups/index.ts');
const { BACKED_UP_STORES } = await import('../src/server/backups/index.ts');
const { keyPages, writeBytes, writeJson } = await import('../src/server/storage.ts');
const { updateLead, deleteLead } = await import('../src/server/leads/index.ts');
const { storeFormLead } = await import('../netlify/tests/support/leads.ts');
const { createSubscriber, deleteSubscriber, newSubscriber } = await import('../src/server/newsletter/index.ts');
const { suppress } = await import('../src/server/newsletter/index.ts');

const LEADS = 5000;
const SUBSCRIBERS = 2000;
const ARTICLES = 50;
const IMAGES = 100;
const IMAGE_BYTES = 200 * 1024;

async function inBatches<T>(items: readonly T[], size: number, run: (item: T, index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, i) => run(item, start + i)));
  }
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

async function seed(): Promise<void> {
  const leads: { id: string }[] = [];
  await inBatches(range(LEADS), 25, async (i) => {
    leads[i] = await storeFormLead({
      name: `Lead ${i}`,
      email: `lead${i}@example.pk`,
      phone: '0300 1234567',
      website: 'https://example.pk',
      service_required: 'SEO',
    });
  });
  await inBatches(leads.slice(0, 1000), 25, (lead, i) =>
    updateLead(lead.id, 'owner', { status: i % 2 ? 'contacted' : 'won', note: `Note ${i}` }),
  );
  await inBatches(leads.slice(1000, 1050), 10, (lead) => deleteLead(lead.id, 'owner'));
  await inBatches(range(SUBSCRIBERS), 25, (i) =>
    createSubscriber({ ...newSubscriber(`reader${i}@example.pk`, new Date(), 'home'), status: 'confirmed' }),
  );
  await inBatches(range(100), 25, (i) => suppress(`reader${i}@example.pk`, { reason: 'unsubscribed', at: new Date().toISOString() }));
  await inBatches(range(50), 10, (i) => deleteSubscriber(`reader${100 + i}@example.pk`, 'owner'));
  await inBatches(range(ARTICLES), 25, async (i) => {
    await writeJson('articles', `article/a${i}`, { id: `a${i}`, title: `Article ${i}`, body: 'Lorem ipsum '.repeat(400) });
    await writeJson('articles', `slug/article-${i}`, { id: `a${i}` });
    for (let v = 0; v < 3; v += 1)
      await writeJson('articleHistory', `a${i}/2026-01-0${v + 1}T00:00:00.000Z-${v}`, { title: `Article ${i} v${v}` });
  });
  await inBatches(range(IMAGES), 10, (i) => {
    const bytes = new Uint8Array(IMAGE_BYTES);
    crypto.getRandomValues(bytes.subarray(0, 65536));
    for (let at = 65536; at < IMAGE_BYTES; at += 65536) crypto.getRandomValues(bytes.subarray(at, Math.min(at + 65536, IMAGE_BYTES)));
    return writeBytes('articleImages', `img${i}`, bytes, { type: 'image/webp', width: 1200, height: 800 });
  });
  await inBatches(range(60), 20, async (i) => {
    await writeJson('content', `home/field${i}`, { text: `Text ${i}`, version: 3 });
    for (let v = 1; v < 3; v += 1)
      await writeJson('contentHistory', `home/field${i}/2026-01-0${v}T00:00:00.000Z-${v}`, { text: `Old ${i}` });
  });
  for (const name of ['owner', 'sana', 'bilal']) {
    await writeJson('admins', `users/${name}`, {
      username: name,
      email: `${name}@example.pk`,
      password_hash: '$2b$12$'.padEnd(60, 'x'),
      created_at: new Date().toISOString(),
    });
    await writeJson('admins', `factors/${name}`, { totp: { secret: 'JBSWY3DPEHPK3PXP' }, recovery: ['a'.repeat(64)] });
    await writeJson('admins', `passkeys/${name}`, { passkeys: [{ id: 'cred', public_key: 'pk'.repeat(40), counter: 3 }] });
  }
  await writeJson('campaigns', 'campaign/c1', { id: 'c1', subject: 'Monthly news', body: 'Hello '.repeat(200) });
  await writeJson('campaigns', 'audience/c1', { addresses: range(1850).map((i) => `reader${i + 150}@example.pk`) });
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const kind of BACKED_UP_STORES) {
    let n = 0;
    for await (const page of keyPages(kind)) n += page.length;
    out[kind] = n;
  }
  return out;
}

/** Runs `work`, sampling this process's memory: its time and the peak RSS and heap above where it started. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakRssMb: number; peakHeapMb: number }> {
  globalThis.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - started) / 1000,
      peakRssMb: (peakRss - base.rss) / 1_048_576,
      peakHeapMb: (peakHeap - base.heapUsed) / 1_048_576,
    };
  } finally {
    clearInterval(timer);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-backup-'));
const file = join(dir, 'site.age');
const keys = await newKeyPair();
const signingKey = new Uint8Array(crypto.getRandomValues(new Uint8Array(32)));
const source = await startLocalBlobs();
let before: Record<string, number>;
let backup: Awaited<ReturnType<typeof measured<void>>>;
try {
  const seeding = await measured(seed);
  console.log(`Seeded in ${seeding.seconds.toFixed(1)} s`);
  before = await counts();
  backup = await measured(async () => {
    const { stream } = await encryptedBackup(keys.recipient, signingKey);
    await pipeline(Readable.fromWeb(stream as import('node:stream/web').ReadableStream), createWriteStream(file));
  });
} finally {
  await source.stop();
}
const target = await startLocalBlobs();
try {
  const restore = await measured(() =>
    restoreBackup(
      () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      { identity: keys.identity, signingKey },
      { replace: false },
    ),
  );
  const after = await counts();
  const size = statSync(file).size / 1_048_576;
  console.log(
    `\n| Store | Records before | In backup | Restored | Left out (erased) | After |\n| --- | ---: | ---: | ---: | ---: | ---: |`,
  );
  // The report lists the stores in the backup's order, which is BACKED_UP_STORES.
  for (const [i, kind] of BACKED_UP_STORES.entries()) {
    const row = restore.result.stores[i]!;
    console.log(`| ${row.store} | ${before[kind]} | ${row.inBackup} | ${row.restored} | ${row.skippedErased} | ${after[kind]} |`);
  }
  console.log(`\n| Step | Time | Peak RSS above start | Peak heap above start |\n| --- | ---: | ---: | ---: |`);
  console.log(
    `| Backup (${size.toFixed(1)} MB file) | ${backup.seconds.toFixed(1)} s | ${backup.peakRssMb.toFixed(0)} MB | ${backup.peakHeapMb.toFixed(0)} MB |`,
  );
  console.log(
    `| Restore (check pass + write pass) | ${restore.seconds.toFixed(1)} s | ${restore.peakRssMb.toFixed(0)} MB | ${restore.peakHeapMb.toFixed(0)} MB |`,
  );
} finally {
  await target.stop();
  rmSync(dir, { recursive: true, force: true });
}
