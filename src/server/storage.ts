import { getStore, type Store } from '@netlify/blobs';
import type { z } from 'zod';

/**
 * The one module that talks to Netlify Blobs. Every record is its own key, so
 * writes to different records never lose each other; writes that must not
 * race use the store's conditions (`onlyIfNew`, `onlyIfMatch`). Stores are
 * opened per call, inside handlers, because the Blobs context only exists
 * while a request is being served.
 *
 * Nothing is reported written unless it was: @netlify/blobs 11.1 answers a
 * conditional write with `{ modified: true }` for any status but 412, a 500
 * after its retries included, so every conditional write is checked here (a
 * real etag must come back, or the record is read back). Any store failure
 * becomes a StoreUnavailableError, which the functions answer with 503.
 *
 * Bare Node loads this file too (the build plugin and `npm run build` take the
 * content snapshot through it, see content-snapshot/), so it imports nothing
 * of ours and uses only type syntax Node can strip.
 */
const STORE_NAMES = {
  /** Audit requests from the home page form, one key per submission (time-ordered id). */
  leads: 'contact-submissions',
  /** Newsletter subscribers, keyed by normalised e-mail. */
  newsletter: 'newsletter-subscribers',
  /** Editable page text, keyed `<page>/<contentKey>`. */
  content: 'page-content',
  /** Admin accounts and the first-admin claim. */
  admins: 'admin-users',
  /** Session signing secret, per-admin revocation times, login attempts. */
  auth: 'admin-auth',
  /** Earlier texts of each content entry, keyed `<page>/<contentKey>/<time of that text>-<its version>`. */
  contentHistory: 'page-content-history',
  /**
   * The build requested and not yet snapshotted, the last hook call, the last snapshot (content/store.ts); the
   * IndexNow records kept here before the `indexnow` store (read once, copied there: indexnow/store.ts).
   */
  publishing: 'site-publishing',
  /** Keyed hashes of the e-mails and phones that sent the audit form lately, with their latest lead's id and time (leads/store.ts). */
  leadRepeatIndex: 'lead-repeat-index',
  /** Form tokens already sent with a request, keyed `<day the form was shown>/<signature>`, so each vouches once (leads/store.ts). */
  leadFormTokens: 'lead-form-tokens',
  /** Who erased which lead or subscriber id, and when; never the person's data. */
  erasures: 'erasure-log',
  /** One record per admin sign-in (`records/<user>/<id>`) and its coarse last-seen time (`seen/<user>/<id>`). */
  sessions: 'admin-sessions',
  /** The activity log: one record per event, keyed `<ulid>/<action>/<actor>` (a refusal's is counted up within its hour, found by `refusal/<hour>/<hash>`; only the daily sweep deletes). */
  activity: 'activity-log',
  /** Pending invites, password-reset and e-mail-change links (stored as hashes of the link's token). */
  adminTokens: 'admin-tokens',
  /** Insights articles `article/<id>`, and the address each slug belongs to `slug/<slug>` (src/server/articles/). */
  articles: 'articles',
  /** Earlier saved versions of each article, keyed `<id>/<time of that save>-<its version>`. */
  articleHistory: 'article-history',
  /** Uploaded article images (bytes, EXIF removed), keyed by image id, type and size in the metadata. */
  articleImages: 'article-images',
  /** Newsletter link tokens, keyed `<purpose>/<sha256 of the token>`: which address a confirm or unsubscribe link is for. */
  newsletterTokens: 'newsletter-tokens',
  /** Addresses never to be mailed (unsubscribed, bounced), keyed by the sha256 of the address, so erasure leaves no address here. */
  newsletterSuppression: 'newsletter-suppression',
  /** Campaigns (`campaign/<id>`), their frozen audience (`audience/<id>`), one claim per recipient and attempt (`claim/<id>/<address hash>/<n>`) and the outcomes (`outcomes/<id>/<run>/<n>`): src/server/newsletter/store.ts. */
  campaigns: 'newsletter-campaigns',
  /** Encrypted site backups (`runs/<id>` how each went, `parts/<id>/<n>` the age file in parts): src/server/backups/. */
  backups: 'site-backups',
  /**
   * The growth dashboard's facts (src/server/growth/): each day's taps per page `taps/<day>/<page>`, each lead's
   * facts `lead/<day>/<id>/<rev>-<facts>`, days changed since their rollup `dirty/<day>/<ulid>`, and the rollups
   * `taps-month/<YYYY-MM>` and `leads-month/<YYYY-MM>` (days in Pakistan time). Nothing that identifies a person.
   */
  growth: 'growth-figures',
  /**
   * Website audits (src/server/audit/store.ts): the record `audit/<id>` with its report, and the indexes
   * `token/<token>`, `site/<host>/<id>`, `lead/<leadId>/<id>`, `links/<id>/<leadId>`, `day/<day>/<id>`
   * (the expiry sweep), `lead-claim/<host>` (one audit per site per day for leads) and `starts/<member>/<hour>/<ulid>`.
   */
  audits: 'site-audits',
  /**
   * Search Console's figures (src/server/search-console/): the connection `settings`, and under each property
   * (`<p>` = the property in base64url) its sync state `state/<p>`, one record per month of page totals by day
   * `pages/<p>/<YYYY-MM>` and one per month and page of its top queries `queries/<p>/<YYYY-MM>/<hash of the path>`.
   * Snapshots Google no longer gives after 16 months; nothing that identifies a person.
   */
  searchConsole: 'search-console',
  /**
   * Clients (src/server/clients/): the record `client/<id>`, the lead each was made from `lead/<leadId>`,
   * the work log `work/<id>/<entry>`, the monthly reports `report/<id>/<YYYY-MM>` with their addresses
   * `token/<token>`, the first audit compared with `baseline/<id>` and the one report job `job/<id>`.
   */
  clients: 'agency-clients',
  /** The claim of each background job's run, `claim/<job>/<key>`, deleted when the run ends (src/server/jobs/store.ts). */
  jobs: 'background-jobs',
  /**
   * IndexNow (src/server/indexnow/store.ts): the site's generated key `key`, the pages last submitted
   * `submitted`, one claim per deploy `deploy/<deploy id>` and the cooldown `last-submission`.
   */
  indexnow: 'site-indexnow',
  /**
   * Proof (src/server/proof/store.ts): each client's answer to a monthly report `answer/<clientId>/<YYYY-MM>`
   * (the consent record and staff's decision on the review), its results card `card/<clientId>`, the industry
   * and city chosen for it `tags/<clientId>`, and the rating setting `settings`.
   */
  proof: 'client-proof',
} as const;

export type StoreKind = keyof typeof STORE_NAMES;

/** The store could not be read or written (after the client's own retries); nothing was saved. */
export class StoreUnavailableError extends Error {
  constructor(what: string, options?: { cause?: unknown }) {
    super(`The data store failed to ${what}`, options);
    this.name = 'StoreUnavailableError';
  }
}

/** Where to reach the stores when the environment has no Blobs context: the build plugin, the local build script. */
export interface StoreConnection {
  siteID: string;
  token: string;
  edgeURL?: string;
  uncachedEdgeURL?: string;
}
let connection: StoreConnection | undefined;

/** Points every later store call at `to` (functions never call this: Netlify gives them their context). */
export function connectStores(to: StoreConnection): void {
  connection = to;
}

/**
 * Whether the stores are a Blobs server on this machine: `astro dev`'s local
 * store or a test's (their context points at a loopback address). A deployed
 * function's store is Netlify's, never a loopback address, so this can let
 * local runs trade strength for speed where nothing real is kept (see
 * auth/passwords.ts).
 */
export function storesAreOnThisMachine(): boolean {
  const edge = connection ? (connection.uncachedEdgeURL ?? connection.edgeURL) : blobsContextEdgeURL();
  try {
    return edge !== undefined && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(edge).hostname);
  } catch {
    return false;
  }
}

/**
 * Which stores the calls reach: the site and the address (never the token, which may change from one
 * invocation to the next). A value kept from a store (a site secret) belongs to that store, and a test
 * process meets many stores.
 */
export function storesInUse(): string {
  if (connection) return `${connection.siteID} ${connection.uncachedEdgeURL ?? connection.edgeURL ?? ''}`;
  const context = blobsContext();
  return `${typeof context?.siteID === 'string' ? context.siteID : ''} ${blobsContextEdgeURL() ?? ''}`;
}

function blobsContext(env: NodeJS.ProcessEnv = process.env): Record<string, unknown> | undefined {
  const encoded = env.NETLIFY_BLOBS_CONTEXT;
  if (!encoded) return undefined;
  try {
    const context: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return typeof context === 'object' && context !== null ? (context as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The edge URL in the Blobs context Netlify (or its local emulation) gives functions, if any. */
export function blobsContextEdgeURL(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const context = blobsContext(env);
  const url = context?.uncachedEdgeURL ?? context?.edgeURL;
  return typeof url === 'string' ? url : undefined;
}

function open(kind: StoreKind): Store {
  // Strong consistency: an admin reads what was just written (a revocation, a fresh submission).
  return getStore({ name: STORE_NAMES[kind], consistency: 'strong', ...connection });
}

/**
 * Runs one store call; whatever it throws (an HTTP error after the client's
 * retries, a refused connection, a missing Blobs context) becomes a
 * StoreUnavailableError. The client already retries 5xx, 429 and network
 * errors five times, so a failure reaching here is not a passing blip.
 */
async function attempt<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
    throw new StoreUnavailableError(what, { cause: error });
  }
}

export interface Versioned<T> {
  value: T;
  etag: string;
}

export async function readJson<T>(kind: StoreKind, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const data: unknown = await attempt(`read ${kind}/${key}`, () => open(kind).get(key, { type: 'json' }));
  return data === null ? null : schema.parse(data);
}

/**
 * A record with the etag to write it back conditionally. Netlify returns the
 * etag with the read; the local development server does not, and its listing
 * is the only place that has it. There the etag is taken first and the data
 * second, so a write in between makes the later conditional write fail (safe)
 * rather than succeed over text we never saw.
 */
export async function readVersioned<T>(kind: StoreKind, key: string, schema: z.ZodType<T>): Promise<Versioned<T> | null> {
  const found = await attempt(`read ${kind}/${key}`, async (): Promise<{ data: unknown; etag: string } | null> => {
    const store = open(kind);
    const first = await store.getWithMetadata(key, { type: 'json' });
    if (!first) return null;
    if (first.etag) return { data: first.data as unknown, etag: first.etag };
    const { blobs } = await store.list({ prefix: key });
    const etag = blobs.find((blob) => blob.key === key)?.etag;
    const data: unknown = await store.get(key, { type: 'json' });
    return etag && data !== null ? { data, etag } : null;
  });
  return found && { value: schema.parse(found.data), etag: found.etag };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Settles a conditional write the client called modified: with the etag the
 * store sends on success it was; without one (an error status the client did
 * not recognise) only a read-back can tell, and a record that is not exactly
 * what we wrote means the write did not happen.
 */
async function confirmWrite(
  kind: StoreKind,
  key: string,
  value: unknown,
  result: { modified: boolean; etag?: string },
): Promise<{ written: boolean; etag?: string }> {
  if (!result.modified) return { written: false };
  if (result.etag) return { written: true, etag: result.etag };
  const stored: unknown = await open(kind)
    .get(key, { type: 'json' })
    .catch(() => undefined);
  if (stored !== undefined && stored !== null && sameJson(stored, value)) return { written: true };
  throw new StoreUnavailableError(`write ${kind}/${key} (no confirmation from the store)`);
}

/** Writes only when the key does not exist yet; false when it already did. */
export async function createJson(kind: StoreKind, key: string, value: unknown): Promise<boolean> {
  const result = await attempt(`write ${kind}/${key}`, async () =>
    confirmWrite(kind, key, value, await open(kind).setJSON(key, value, { onlyIfNew: true })),
  );
  return result.written;
}

/**
 * Writes only when the entry still has the given etag. `written` is false when
 * someone changed it meanwhile; `etag` is the new one where the store said it.
 */
export async function replaceJson(
  kind: StoreKind,
  key: string,
  value: unknown,
  etag: string,
): Promise<{ written: boolean; etag?: string }> {
  // An empty etag would make the write unconditional: refuse rather than overwrite blindly.
  if (!etag) throw new Error(`No etag to write ${kind}/${key} conditionally`);
  return attempt(`write ${kind}/${key}`, async () =>
    confirmWrite(kind, key, value, await open(kind).setJSON(key, value, { onlyIfMatch: etag })),
  );
}

/** Unconditional write, for records only one writer owns (e.g. a revocation time). The client raises on any non-200. */
export async function writeJson(kind: StoreKind, key: string, value: unknown): Promise<void> {
  await attempt(`write ${kind}/${key}`, () => open(kind).setJSON(key, value));
}

/** Bytes with their metadata (images). Unconditional: each key is a fresh id written once. */
export async function writeBytes(kind: StoreKind, key: string, bytes: Uint8Array, metadata: Record<string, unknown>): Promise<void> {
  await attempt(`write ${kind}/${key}`, () => open(kind).set(key, new Blob([new Uint8Array(bytes)]), { metadata }));
}

export async function readBytes(kind: StoreKind, key: string): Promise<{ bytes: Uint8Array; metadata: Record<string, unknown> } | null> {
  const found = await attempt(`read ${kind}/${key}`, () => open(kind).getWithMetadata(key, { type: 'arrayBuffer' }));
  return found && { bytes: new Uint8Array(found.data), metadata: found.metadata };
}

/** A record's metadata without its data (null when there is no such key). */
export async function readMetadata(kind: StoreKind, key: string): Promise<Record<string, unknown> | null> {
  const found = await attempt(`read ${kind}/${key}`, () => open(kind).getMetadata(key));
  return found ? found.metadata : null;
}

export async function deleteKey(kind: StoreKind, key: string): Promise<void> {
  await attempt(`delete ${kind}/${key}`, () => open(kind).delete(key));
}

export async function listKeys(kind: StoreKind, prefix?: string): Promise<string[]> {
  const { blobs } = await attempt(`list ${kind}`, () => open(kind).list(prefix ? { prefix } : {}));
  return blobs.map((blob) => blob.key);
}

/** The "folders" directly under `prefix` (e.g. the time buckets of login attempts), without their keys. */
export async function listFolders(kind: StoreKind, prefix: string): Promise<string[]> {
  return (await listLevel(kind, prefix)).folders;
}

/** The keys and the "folders" directly under `prefix`, without listing what the folders hold. */
export async function listLevel(kind: StoreKind, prefix = ''): Promise<{ keys: string[]; folders: string[] }> {
  const { blobs, directories } = await attempt(`list ${kind}`, () => open(kind).list({ prefix, directories: true }));
  return { keys: blobs.map((blob) => blob.key), folders: directories };
}

/** A list as the admin reads it, and how many stored records could not be read (skipped, logged). */
export interface Listing<T> {
  items: T[];
  unreadable: number;
}

export interface StoredRecord<T> extends Versioned<T> {
  key: string;
}

export interface ReadAllResult<T> {
  records: StoredRecord<T>[];
  /** Keys whose record is not valid JSON or not of the expected shape (each one logged). */
  unreadable: string[];
}

/**
 * Every record under a prefix, a few reads at a time, with its etag. A record
 * that does not parse is skipped and logged with its key, so one bad record
 * never takes a whole list down; keys deleted since listing are skipped too.
 * One read per record (never two): the dev runtime adds a header entry per read.
 */
export async function readAll<T>(kind: StoreKind, schema: z.ZodType<T>, prefix?: string): Promise<ReadAllResult<T>> {
  const store = open(kind);
  const { blobs } = await attempt(`list ${kind}`, () => store.list(prefix ? { prefix } : {}));
  return readRecords(store, kind, blobs, schema);
}

/**
 * The records under the given keys (e.g. one page of a list whose keys were
 * listed before), in that order, with the same rules as readAll: unreadable
 * records are skipped, logged and named; deleted ones are skipped.
 */
export async function readKeys<T>(kind: StoreKind, keys: readonly string[], schema: z.ZodType<T>): Promise<ReadAllResult<T>> {
  return readRecords(
    open(kind),
    kind,
    keys.map((key) => ({ key, etag: '' })),
    schema,
  );
}

async function readRecords<T>(
  store: Store,
  kind: StoreKind,
  entries: readonly { key: string; etag: string }[],
  schema: z.ZodType<T>,
): Promise<ReadAllResult<T>> {
  const records: StoredRecord<T>[] = [];
  const unreadable: string[] = [];
  const BATCH = 25;
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = await Promise.all(
      entries.slice(start, start + BATCH).map(({ key, etag }) =>
        attempt(`read ${kind}/${key}`, () => store.getWithMetadata(key, { type: 'text' })).then((found) => ({
          key,
          etag: found?.etag || etag,
          text: found?.data ?? null,
        })),
      ),
    );
    for (const { key, etag, text } of batch) {
      if (text === null) continue;
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        console.error(`Skipping unreadable record ${STORE_NAMES[kind]}/${key}: not valid JSON`);
        unreadable.push(key);
        continue;
      }
      const parsed = schema.safeParse(data);
      if (parsed.success) records.push({ key, etag, value: parsed.data });
      else {
        console.error(`Skipping unreadable record ${STORE_NAMES[kind]}/${key}: ${parsed.error.issues[0]?.message ?? 'wrong shape'}`);
        unreadable.push(key);
      }
    }
  }
  return { records, unreadable };
}

/*
 * Whole-store access for backups (src/server/backups/): every store by its
 * Blobs name, its keys a listing page at a time, and records as raw bytes
 * with their metadata, whatever their type.
 */

/** Every store kind, in the order they are declared above. */
export const STORE_KINDS = Object.keys(STORE_NAMES) as StoreKind[];

/** The Blobs name of a store (what a backup calls it, so a renamed kind still finds its data). */
export const storeNameOf = (kind: StoreKind): string => STORE_NAMES[kind];

/** The keys of a store (under `prefix`), one listing page at a time, so a large store is never listed whole. */
export async function* keyPages(kind: StoreKind, prefix?: string): AsyncGenerator<string[]> {
  const pages = open(kind).list({ paginate: true, ...(prefix && { prefix }) });
  const iterator = pages[Symbol.asyncIterator]();
  for (;;) {
    const page = await attempt(`list ${kind}`, () => iterator.next());
    if (page.done) return;
    yield page.value.blobs.map((blob) => blob.key);
  }
}

/** Whether a store holds any record at all (one listing page). */
export async function storeHoldsData(kind: StoreKind): Promise<boolean> {
  for await (const keys of keyPages(kind)) if (keys.length > 0) return true;
  return false;
}
