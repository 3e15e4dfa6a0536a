import { execFileSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A function loads what it uses. Heavy libraries that only some paths need (passkeys, QR codes,
 * image processing, mail and its templates, HTML parsing, the audit's fetcher, share-image drawing) are imported
 * where they are used, so a page tap or a lead does not load them at every cold start (and every
 * function test file does not pay for them). These functions must stay lean: each is imported,
 * in one child process, under a hook that records which module asked for which.
 */
const ROOT = join(import.meta.dirname, '../..');
const LEAN = ['tap', 'lead-submit', 'lead-form-token', 'newsletter-signup', 'admin-me', 'content'];
const HEAVY = /\/node_modules\/(@simplewebauthn\/server|qrcode|sharp|nodemailer|cheerio|file-type|undici|satori|@react-email\/[^/]+)\//;

const LOAD_ALL = `
for (const entry of process.argv.slice(1)) await import(entry);
process.stdout.write(JSON.stringify([...globalThis.importedBy]));
`;

function importedBy(): Map<string, string | null> {
  const entries = LEAN.map((name) => pathToFileURL(join(ROOT, 'netlify/functions', `${name}.ts`)).href);
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      './scripts/quality/import-recorder.mjs',
      '--import',
      './scripts/lib/ts-resolve.ts',
      '--input-type=module',
      '-e',
      LOAD_ALL,
      ...entries,
    ],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return new Map(JSON.parse(out) as [string, string | null][]);
}

/** The chain from a function to the module, for the failure message. */
function chainTo(url: string, parents: Map<string, string | null>): string {
  const chain: string[] = [];
  for (let at: string | null | undefined = url; at && !at.endsWith('[eval1]'); at = parents.get(at)) {
    chain.unshift(relative(ROOT, new URL(at).pathname).replace(/^node_modules\//, ''));
  }
  return chain.join(' → ');
}

describe('the lean functions', () => {
  // One child process imports all of them (about a second; a loaded two-core machine may take several).
  it(`load no heavy library at import (${LEAN.join(', ')})`, { timeout: 60_000 }, () => {
    const parents = importedBy();
    const heavy = new Map<string, string>();
    for (const url of parents.keys()) {
      const library = HEAVY.exec(url)?.[1];
      if (library && !heavy.has(library)) heavy.set(library, chainTo(url, parents));
    }
    expect([...heavy.values()], 'import it where it is used: await import() with a literal name, in the module that owns it').toEqual([]);
  });
});
