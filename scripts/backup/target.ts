import '../lib/ts-resolve.ts';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { BlobsServer } from '@netlify/blobs/server';

/** The local development store `npm run dev` writes (see scripts/content-snapshot-local.mjs). */
export const LOCAL_STORE_DIR = '.netlify/blobs-serve';
/** The site id the local development server files its stores under. */
const LOCAL_SITE_ID = '0';

export class UsageError extends Error {}

/** The backup signing key from --signing-key-file or BACKUP_SIGNING_KEY (like the token, never an argument). */
export function signingKeyText(file: string | undefined): string | undefined {
  if (file) {
    if (!existsSync(file)) throw new UsageError(`No signing key file at ${file}.`);
    return readFileSync(file, 'utf8');
  }
  const fromEnvironment = process.env.BACKUP_SIGNING_KEY;
  if (!fromEnvironment) throw new UsageError('Give the backup signing key: --signing-key-file <file>, or set BACKUP_SIGNING_KEY.');
  return fromEnvironment;
}

export interface Target {
  description: string;
  close: () => Promise<void>;
}

/** The options every command takes to reach a Netlify site; `token` only to refuse it with the reason. */
export const TARGET_OPTIONS = {
  site: { type: 'string' },
  'token-file': { type: 'string' },
  token: { type: 'string' },
} as const;

/** The variable the Netlify CLI reads its personal access token from, and these commands too. */
const TOKEN_VARIABLE = 'NETLIFY_AUTH_TOKEN';

/**
 * The personal access token: from --token-file or NETLIFY_AUTH_TOKEN, never
 * from the command line, where it would show in `ps` and the shell history.
 */
function netlifyToken(options: { token?: string; 'token-file'?: string }): string | undefined {
  if (options.token !== undefined) {
    throw new UsageError(
      `A token on the command line shows in \`ps\` and the shell history: set ${TOKEN_VARIABLE} or give --token-file <file> instead.`,
    );
  }
  if (options['token-file']) {
    if (!existsSync(options['token-file'])) throw new UsageError(`No token file at ${options['token-file']}.`);
    const token = readFileSync(options['token-file'], 'utf8').trim();
    if (!token) throw new UsageError(`${options['token-file']} is empty.`);
    return token;
  }
  return process.env[TOKEN_VARIABLE] || undefined;
}

/**
 * Points the storage module at a Netlify site (--site, and a personal access
 * token from NETLIFY_AUTH_TOKEN or --token-file) or, by default, at the local
 * development store through a Blobs server of our own on it. `create` makes
 * the local folder when there is none (a restore into a fresh clone).
 */
export async function connectTarget(
  options: { site?: string; token?: string; 'token-file'?: string },
  { create = false }: { create?: boolean } = {},
): Promise<Target> {
  const token = netlifyToken(options);
  const { connectStores } = await import('../../src/server/storage.ts');
  if (options.site) {
    if (!token) throw new UsageError(`--site needs a personal access token: set ${TOKEN_VARIABLE} or give --token-file <file>.`);
    connectStores({ siteID: options.site, token });
    return { description: `Netlify site ${options.site}`, close: async () => {} };
  }
  if (options['token-file']) throw new UsageError('--token-file goes with --site <site id>.');
  if (!existsSync(LOCAL_STORE_DIR)) {
    if (!create) throw new UsageError(`There is no local store in ${LOCAL_STORE_DIR} (run \`npm run dev\` once), or give --site.`);
    mkdirSync(LOCAL_STORE_DIR, { recursive: true });
  }
  const localToken = 'local-backup';
  const server = new BlobsServer({ directory: LOCAL_STORE_DIR, token: localToken });
  const { port } = await server.start();
  const url = `http://localhost:${port}`;
  connectStores({ siteID: LOCAL_SITE_ID, token: localToken, edgeURL: url, uncachedEdgeURL: url });
  return { description: `the local development store (${LOCAL_STORE_DIR})`, close: () => server.stop() };
}

/**
 * Runs a command's body: `--help` (or `-h`) prints the usage; a usage or check failure prints one
 * sentence and exits 1 (2 for usage, an unknown option or a missing value among them).
 */
export async function runCommand(usage: string, body: () => Promise<void>): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  try {
    await body();
  } catch (error) {
    const parseError = isParseArgsError(error);
    // node:util's parseArgs explains its own options syntax after the first sentence: the usage says it better.
    const message = parseError
      ? `${error.message.split(/\.\s/)[0]}. --help shows the usage.`
      : error instanceof Error
        ? error.message
        : String(error);
    console.error(parseError ? message : `\n${message}`);
    if (!parseError && !(error instanceof UsageError) && !(error instanceof Error && /Backup|Restore/.test(error.name)))
      console.error(error);
    process.exitCode = parseError || error instanceof UsageError ? 2 : 1;
  }
}

function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS_');
}
