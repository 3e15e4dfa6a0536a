import {
  contentEntryId,
  type ContentEntry,
  type ContentVersion,
  type VersionedContentEntry,
  UNSTORED_VERSION,
  type ContentCreate,
} from '../../lib/api/content';
import {
  storedPageSchema,
  textLookup,
  type ContentItem,
  type DefaultEntry,
  type EditablePage,
  type StoredPage,
} from '../../lib/content/editable-content';
import { contentDefaults } from '../../data/editable';
import { fieldOfContentKey, SEARCH_APPEARANCE_PAGE, searchTextProblem } from '../../lib/seo/search-appearance';
import { StoreUnavailableError, type Listing, type Versioned } from '../storage';
import {
  contentKeys,
  createEntryRecord,
  createVersion,
  historyKeys,
  readEntryVersioned,
  readPageEntries,
  readVersion,
  removeVersion,
  replaceEntryRecord,
  versionKeysOf,
} from './store';

/**
 * Editable page text. Each entry is its own key, `<page>/<contentKey>`, and its
 * public id is `<page>.<contentKey>`. Seeding and creating write `onlyIfNew`, so
 * they never overwrite an edit; an edit writes `onlyIfMatch` on the etag it
 * read, so of two racing edits one is told about the other instead of lost.
 * The etag is the entry's `version`: the admin sends back the version it
 * read, so an editor who read before someone else saved gets a conflict
 * with the current text instead of overwriting it.
 *
 * Every save first keeps the text it replaces in the history store (see
 * `historyKey`), so any edit can be undone; restoring is an ordinary save of
 * the old text, versioned and published like any other.
 */
/**
 * Built-in text of a stored page: the editable text, or every route's search
 * title and description. The latter come from the page data files, loaded
 * only when a search appearance entry is handled (they are most of the site).
 */
export async function defaultsOf(page: StoredPage): Promise<readonly DefaultEntry[]> {
  if (page !== SEARCH_APPEARANCE_PAGE) return contentDefaults[page];
  return (await import('../../data/search-appearance')).searchAppearanceDefaults;
}

export function parseEntryId(id: string): { page: StoredPage; contentKey: string } | null {
  const match = /^([a-z]+)\.([a-z][a-z0-9_]{0,63})$/.exec(id);
  if (!match) return null;
  const page = storedPageSchema.safeParse(match[1]);
  return page.success ? { page: page.data, contentKey: match[2]! } : null;
}

/** Default keys first, in the order the page shows them; then any others by section and key. */
function byPageOrder(defaults: readonly DefaultEntry[]) {
  const order = new Map(defaults.map((entry, index) => [entry.contentKey, index]));
  const rank = (entry: ContentEntry) => order.get(entry.contentKey) ?? Number.MAX_SAFE_INTEGER;
  return (a: ContentEntry, b: ContentEntry) =>
    rank(a) - rank(b) || a.section.localeCompare(b.section) || a.contentKey.localeCompare(b.contentKey);
}

const versioned = (entry: ContentEntry, version: string): VersionedContentEntry => ({ ...entry, version });

/** A page's readable entries, each with its version; unreadable records are skipped and counted. */
export async function listEntries(page: StoredPage): Promise<Listing<VersionedContentEntry>> {
  const { records, unreadable } = await readPageEntries(page);
  const items = records.map((record) => versioned(record.value, record.etag)).sort(byPageOrder(await defaultsOf(page)));
  return { items, unreadable: unreadable.length };
}

export type UpdateResult =
  | { status: 'updated'; entry: VersionedContentEntry }
  | { status: 'missing' }
  | { status: 'invalid'; reason: string }
  | { status: 'conflict'; current: VersionedContentEntry | null };

/**
 * A search appearance text must meet the limits every page's title and
 * description meet (pageSeoSchema); it is kept without surrounding spaces,
 * exactly as the pages show it. Page text has no such rule.
 */
function checkText(page: StoredPage, contentKey: string, content: string): { ok: true; content: string } | { ok: false; reason: string } {
  if (page !== SEARCH_APPEARANCE_PAGE) return { ok: true, content };
  const field = fieldOfContentKey(contentKey);
  if (!field) return { ok: false, reason: 'There is no search appearance field with that key.' };
  const reason = searchTextProblem(field, content);
  return reason ? { ok: false, reason } : { ok: true, content: content.trim() };
}

/**
 * Replaces an entry's text. `expectedVersion` is the version the editor read;
 * without it (a client that does not send one) the version of the read just
 * made is used, which still stops two racing writes from losing one.
 *
 * A search appearance entry that is not stored yet (the page shows its
 * data-file value) is created by its first save; the editor sends
 * UNSTORED_VERSION for it, and a save that finds it created meanwhile is a conflict.
 */
export async function updateEntry(id: string, text: string, expectedVersion?: string, savedBy?: string): Promise<UpdateResult> {
  const ref = parseEntryId(id);
  if (!ref) return { status: 'missing' };
  const builtIn = (await defaultsOf(ref.page)).find((entry) => entry.contentKey === ref.contentKey);
  if (ref.page === SEARCH_APPEARANCE_PAGE && !builtIn) return { status: 'missing' };
  const checked = checkText(ref.page, ref.contentKey, text);
  if (!checked.ok) return { status: 'invalid', reason: checked.reason };
  const content = checked.content;
  const key = contentKeys.entry(ref.page, ref.contentKey);
  const found = await readEntryVersioned(key);
  if (!found) {
    if (ref.page !== SEARCH_APPEARANCE_PAGE || !builtIn) return { status: 'missing' };
    if (expectedVersion && expectedVersion !== UNSTORED_VERSION) return { status: 'conflict', current: null };
    return createFromBuiltIn(
      key,
      { page: ref.page, section: builtIn.section, contentKey: ref.contentKey, builtIn: builtIn.content },
      content,
      savedBy,
    );
  }
  const current = () => versioned(found.value, found.etag);
  if (expectedVersion && expectedVersion !== found.etag) return { status: 'conflict', current: current() };
  const now = new Date().toISOString();
  // The old text is kept before it is replaced: a store failure here stops the save (503), nothing is lost.
  await keepPrevious(key, found, now);
  const entry: ContentEntry = { ...found.value, content, updated_at: now, ...(savedBy && { updated_by: savedBy }) };
  const result = await replaceEntryRecord(key, entry, expectedVersion ?? found.etag);
  if (result.written) {
    await forgetOldVersions(key);
    const version = result.etag ?? (await readEntryVersioned(key))?.etag ?? '';
    return { status: 'updated', entry: versioned(entry, version) };
  }
  const latest = await readEntryVersioned(key);
  return { status: 'conflict', current: latest && versioned(latest.value, latest.etag) };
}

/**
 * First save of a search appearance entry: the built-in value goes into the
 * history first (so Restore can bring it back), then the entry is created
 * only if nobody created it meanwhile.
 */
async function createFromBuiltIn(
  key: string,
  ref: { page: StoredPage; section: string; contentKey: string; builtIn: string },
  content: string,
  savedBy: string | undefined,
): Promise<UpdateResult> {
  const now = new Date().toISOString();
  const historyRecordKey = historyKeys.builtIn(key);
  await createVersion(historyRecordKey, {
    id: historyRecordKey,
    content: ref.builtIn,
    replaced_at: now,
  } satisfies ContentVersion);
  const entry: ContentEntry = {
    id: contentEntryId(ref.page, ref.contentKey),
    page: ref.page,
    section: ref.section,
    contentKey: ref.contentKey,
    content,
    updated_at: now,
    ...(savedBy && { updated_by: savedBy }),
  };
  if (await createEntryRecord(key, entry)) {
    const version = (await readEntryVersioned(key))?.etag ?? '';
    return { status: 'updated', entry: versioned(entry, version) };
  }
  const latest = await readEntryVersioned(key);
  return { status: 'conflict', current: latest && versioned(latest.value, latest.etag) };
}

/** How many earlier texts of an entry are kept (and listed). */
export const HISTORY_LIMIT = 30;

/**
 * `<page>/<key>/<time the text was saved, padded>-<its version>`: sorts by age,
 * and two racing saves over the same text write the same key (the second
 * create is a no-op), so a refused save leaves no stray record.
 */
function historyKey(entryKey: string, replaced: Versioned<ContentEntry>): string {
  const savedMs = Date.parse(replaced.value.updated_at ?? '') || 0;
  const version = replaced.etag.replace(/[^A-Za-z0-9]/g, '').slice(0, 24);
  return historyKeys.version(entryKey, savedMs, version);
}

async function keepPrevious(entryKey: string, replaced: Versioned<ContentEntry>, replacedAt: string): Promise<void> {
  const record: ContentVersion = {
    id: '',
    content: replaced.value.content,
    ...(replaced.value.updated_at && { saved_at: replaced.value.updated_at }),
    ...(replaced.value.updated_by && { saved_by: replaced.value.updated_by }),
    replaced_at: replacedAt,
  };
  const key = historyKey(entryKey, replaced);
  await createVersion(key, { ...record, id: key });
}

const newestKeysFirst = (keys: string[]) => [...keys].sort((a, b) => b.localeCompare(a));

/** Keeps the newest HISTORY_LIMIT texts; a failure only leaves a few extra records for next time. */
async function forgetOldVersions(entryKey: string): Promise<void> {
  try {
    const old = newestKeysFirst(await versionKeysOf(entryKey)).slice(HISTORY_LIMIT);
    await Promise.all(old.map((key) => removeVersion(key)));
  } catch (error) {
    console.warn(`Content history: could not trim the history of ${entryKey} (harmless; tried again next save).`, error);
  }
}

/**
 * An entry's earlier texts, newest first (null for an unknown id). One read per
 * record, at most HISTORY_LIMIT of them; one that does not parse is skipped.
 */
export async function listHistory(id: string): Promise<ContentVersion[] | null> {
  const ref = parseEntryId(id);
  if (!ref) return null;
  const keys = newestKeysFirst(await versionKeysOf(contentKeys.entry(ref.page, ref.contentKey))).slice(0, HISTORY_LIMIT);
  const records = await Promise.all(
    keys.map((key) =>
      readVersion(key).catch((error: unknown) => {
        if (error instanceof StoreUnavailableError) throw error;
        console.error(`Skipping unreadable history record ${key}`, error);
        return null;
      }),
    ),
  );
  return records.filter((record): record is ContentVersion => record !== null);
}

/** The etag of an entry as stored now (for callers that edit in two steps). */
export async function entryEtag(id: string): Promise<string | null> {
  const ref = parseEntryId(id);
  if (!ref) return null;
  return (await readEntryVersioned(contentKeys.entry(ref.page, ref.contentKey)))?.etag ?? null;
}

/** Adds an entry; null when that page already has the key. */
export async function createEntry(input: ContentCreate): Promise<ContentEntry | null> {
  const entry: ContentEntry = {
    id: contentEntryId(input.page, input.contentKey),
    page: input.page,
    section: input.section,
    contentKey: input.contentKey,
    content: input.content,
    updated_at: new Date().toISOString(),
  };
  return (await createEntryRecord(contentKeys.entry(input.page, input.contentKey), entry)) ? entry : null;
}

/** Writes the built-in text of every key the page does not have yet; returns how many were added. */
export async function seedPage(page: EditablePage): Promise<number> {
  const now = new Date().toISOString();
  const results = await Promise.all(
    contentDefaults[page].map((item) =>
      createEntryRecord(contentKeys.entry(page, item.contentKey), {
        id: contentEntryId(page, item.contentKey),
        page,
        section: item.section,
        contentKey: item.contentKey,
        content: item.content,
        updated_at: now,
      } satisfies ContentEntry),
    ),
  );
  return results.filter(Boolean).length;
}

/**
 * What a public page reads: every default key with the stored text where an
 * admin has set some (the same rule as `textLookup`), then keys only the store has.
 */
export async function publicContent(page: EditablePage): Promise<ContentItem[]> {
  const stored = (await listEntries(page)).items;
  const defaults = contentDefaults[page];
  const text = textLookup(defaults, stored);
  const defaultKeys = new Set(defaults.map((entry) => entry.contentKey));
  const sectionOf = new Map(stored.map((entry) => [entry.contentKey, entry.section]));
  return [
    ...defaults.map((entry) => ({
      contentKey: entry.contentKey,
      content: text(entry.contentKey),
      section: sectionOf.get(entry.contentKey) ?? entry.section,
    })),
    ...stored
      .filter((entry) => !defaultKeys.has(entry.contentKey) && entry.content.trim())
      .map(({ contentKey, content, section }) => ({ contentKey, content, section })),
  ];
}
