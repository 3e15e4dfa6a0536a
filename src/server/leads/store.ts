import { decodeTime } from 'ulid';
import { z } from 'zod';
import { LEAD_STATUSES, leadSchema, type Lead, type LeadStatus } from '../../lib/api/leads';
import { createJson, deleteKey, listFolders, listKeys, readJson, readKeys, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The leads area's three stores, and the only module of the area that
 * touches storage.
 *
 * `contact-submissions` (kind `leads`; the store keeps its first name), `leadKeys`:
 * - `lead/<day>/<ULID>/<summary>` the lead; `day` (YYYYMMDD, UTC) is the ULID's own date, so a lead's key
 *   is found from its id alone (one listing of `lead/<day>/<ULID>/`). The summary is the base64url of name,
 *   e-mail, phone and website (cut to a byte budget, split into path segments short enough for any file
 *   system), so the inbox searches without reading records. The key never changes after creation.
 * - `status/<day>/<ULID>/<rev, 8 digits>-<status>` one per status change, under the day of the change;
 *   the highest rev of a lead is its status (inbox-index.ts)
 * - `inbox-index` every lead of the days up to `through`, with its status (inbox-index.ts)
 *
 * `lead-repeat-index` (kind `leadRepeatIndex`, not backed up), `repeatKeys`:
 * - `<keyed hash of an e-mail or phone>` → the latest lead that sent it and when (repeat-index.ts)
 *
 * `lead-form-tokens` (kind `leadFormTokens`, not backed up), `formTokenKeys`:
 * - `<YYYYMMDD the form was shown>/<signature>` a form token spent by a request (form-token.ts)
 */
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
const SUMMARY_BYTES = 360;
const SEGMENT_CHARS = 160;
const SEPARATOR = '\u001f';

export const isLeadId = (id: string) => ULID.test(id);

/** What a lead's key tells of it. */
export interface Summary {
  name: string;
  email: string;
  phone: string;
  website: string;
}

function encodeSummary(summary: Summary): string {
  let text = [summary.name, summary.email, summary.phone, summary.website].join(SEPARATOR);
  const encoder = new TextEncoder();
  // Cut whole characters until it fits; a long website is what usually goes.
  while (encoder.encode(text).byteLength > SUMMARY_BYTES) text = text.slice(0, -1);
  const encoded = Buffer.from(text, 'utf8').toString('base64url') || '_';
  const segments: string[] = [];
  for (let start = 0; start < encoded.length; start += SEGMENT_CHARS) segments.push(encoded.slice(start, start + SEGMENT_CHARS));
  return segments.join('/');
}

function decodeSummary(segments: string): Summary {
  const text = segments === '_' ? '' : Buffer.from(segments.replaceAll('/', ''), 'base64url').toString('utf8');
  const [name = '', email = '', phone = '', website = ''] = text.split(SEPARATOR);
  return { name, email, phone, website };
}

/** YYYYMMDD (UTC): sorts like the days it names. */
export const utcDayOf = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll('-', '');

/** Where a lead's record lives: `lead/<day>/<id>/`. */
export const leadFolder = (id: string) => `lead/${utcDayOf(decodeTime(id))}/${id}/`;

export const leadKey = (lead: Pick<Lead, 'id' | 'name' | 'email' | 'phone' | 'website'>) => `${leadFolder(lead.id)}${encodeSummary(lead)}`;

/** Every key and key prefix of the `contact-submissions` store. */
export const leadKeys = {
  leads: 'lead/',
  leadsOfDay: (day: string) => `lead/${day}/`,
  leadFolder,
  lead: leadKey,
  statuses: 'status/',
  statusesOfDay: (day: string) => `status/${day}/`,
  statusesOfLead: (day: string, id: string) => `status/${day}/${id}/`,
  /** The tag of a status change, filed under the day it was written. */
  status: (id: string, rev: number, status: LeadStatus, now = new Date()) =>
    `status/${utcDayOf(now.getTime())}/${id}/${String(rev).padStart(8, '0')}-${status}`,
  inboxIndex: 'inbox-index',
} as const;

/** The id and summary a lead's key carries, or null for another key. */
export function parseLeadKey(key: string): { id: string; key: string; summary: Summary } | null {
  const match = /^lead\/\d{8}\/([0-9A-Z]{26})\/(.+)$/.exec(key);
  if (!match || !ULID.test(match[1]!)) return null;
  return { id: match[1]!, key, summary: decodeSummary(match[2]!) };
}

/** The name, e-mail, phone and website a lead's key carries (cut to the summary's budget), or null for another key. */
export const summaryOfKey = (key: string): Summary | null => parseLeadKey(key)?.summary ?? null;

export interface StatusTag {
  id: string;
  rev: number;
  status: LeadStatus;
}

export function parseStatusKey(key: string): StatusTag | null {
  const match = /^status\/\d{8}\/([0-9A-Z]{26})\/(\d{8})-([a-z]+)$/.exec(key);
  const status = LEAD_STATUSES.find((candidate) => candidate === match?.[3]);
  return match && status ? { id: match[1]!, rev: Number(match[2]), status } : null;
}

/** Every key and key prefix of the `lead-repeat-index` store. */
export const repeatKeys = {
  sender: (hash: string) => hash,
} as const;

/** Every key of the `lead-form-tokens` store. */
export const formTokenKeys = {
  spent: (day: string, signature: string) => `${day}/${signature}`,
  spentOfDay: (day: string) => `${day}/`,
} as const;

/* ---- contact-submissions ---- */

/** Stores a new lead under its key; false when the key is taken (never overwritten). */
export const createLeadRecord = (lead: Lead): Promise<boolean> => createJson('leads', leadKeys.lead(lead), lead);
export const readLeadRecord = (key: string) => readJson('leads', key, leadSchema);
export const readLeadVersioned = (key: string) => readVersioned('leads', key, leadSchema);
export const replaceLeadRecord = (key: string, lead: Lead, etag: string) => replaceJson('leads', key, lead, etag);
/** The leads under these keys, in that order (unreadable ones skipped, logged and named; erased ones missing). */
export const readLeadRecords = (keys: readonly string[]) => readKeys('leads', keys, leadSchema);
export const writeStatusTagRecord = (lead: Pick<Lead, 'id' | 'rev' | 'status'>, now?: Date): Promise<void> =>
  writeJson('leads', leadKeys.status(lead.id, lead.rev, lead.status, now), {});
export const leadKeysUnder = (prefix: string): Promise<string[]> => listKeys('leads', prefix);
export const leadFoldersUnder = (prefix: string): Promise<string[]> => listFolders('leads', prefix);
export const removeLeadKey = (key: string): Promise<void> => deleteKey('leads', key);

const inboxIndexSchema = z.object({
  through: z.string(),
  leads: z.array(z.tuple([z.string(), z.enum(LEAD_STATUSES), z.number().int()])),
});
export type StoredInboxIndex = z.infer<typeof inboxIndexSchema>;

/** Throws a ZodError (or a StoreUnavailableError caused by a SyntaxError) for an index that is stored but unreadable. */
export const readInboxIndexVersioned = () => readVersioned('leads', leadKeys.inboxIndex, inboxIndexSchema);
export const createInboxIndex = (index: StoredInboxIndex): Promise<boolean> => createJson('leads', leadKeys.inboxIndex, index);
export const replaceInboxIndex = (index: StoredInboxIndex, etag: string) => replaceJson('leads', leadKeys.inboxIndex, index, etag);
export const removeInboxIndex = (): Promise<void> => deleteKey('leads', leadKeys.inboxIndex);

/* ---- lead-repeat-index ---- */

const repeatEntrySchema = z.object({ lead: z.string(), at: z.string() });
type RepeatEntry = z.infer<typeof repeatEntrySchema>;

/** Notes a sender; false when an entry for it was there already. */
export const createRepeatEntry = (hash: string, entry: RepeatEntry): Promise<boolean> =>
  createJson('leadRepeatIndex', repeatKeys.sender(hash), entry);
export const readRepeatEntry = (hash: string) => readJson('leadRepeatIndex', repeatKeys.sender(hash), repeatEntrySchema);
export const writeRepeatEntry = (hash: string, entry: RepeatEntry): Promise<void> =>
  writeJson('leadRepeatIndex', repeatKeys.sender(hash), entry);
export const removeRepeatEntry = (hash: string): Promise<void> => deleteKey('leadRepeatIndex', repeatKeys.sender(hash));
export const repeatEntryHashes = (): Promise<string[]> => listKeys('leadRepeatIndex');

/* ---- lead-form-tokens ---- */

/** Records a token as spent; false when it was spent before. */
export const createSpentToken = (key: string): Promise<boolean> => createJson('leadFormTokens', key, {});
/** The days (YYYYMMDD) that have spent tokens. */
export const spentTokenDays = (): Promise<string[]> => listFolders('leadFormTokens', '');
export const spentTokensOf = (day: string): Promise<string[]> => listKeys('leadFormTokens', formTokenKeys.spentOfDay(day));
export const removeSpentToken = (key: string): Promise<void> => deleteKey('leadFormTokens', key);
