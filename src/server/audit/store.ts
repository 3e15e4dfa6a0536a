import type { z } from 'zod';
import { auditRecordSchema, type AuditRecord } from '../../lib/api/audits';
import { createJson, deleteKey, listFolders, listKeys, readJson, readKeys, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The audits store (`site-audits`), the only module of the audit area that
 * touches storage. No screen lists every record ever written: each question
 * has its own index, answered from key listings, and only the records shown
 * are read.
 *
 * - `audit/<id>` the record (state, report, its report token)
 * - `token/<token>` → id, for the report page
 * - `site/<host>/<id>` the audits of a site (the Audits screen, the 24-hour reuse)
 * - `lead/<leadId>/<id>` and `links/<id>/<leadId>` which leads an audit belongs to
 *   (a repeat lead links to the audit of the first)
 * - `day/<YYYY-MM-DD>/<id>` the day each audit was made, for the expiry sweep
 * - `lead-claim/<host>` the audit the form's leads share for 24 hours
 * - `starts/<member>/<hour>/<slot>` staff starts (slots 01-10, each taken by a conditional create), for their hourly limit
 * - `hourly/<hour>/<slot>` leads' audits started in an hour (slots up to AUDIT_HOURLY_LIMIT), the site-wide budget
 * - `waiting/<id>` leads' audits waiting for an hour with budget left (deleted when started or expired)
 * - `source/<day>/<source>/<slot>` leads' audits started in a day per source (a keyed hash of the sender's address, slots up to AUDIT_SOURCE_DAILY_LIMIT)
 *
 * Index entries are written before the record, so a failure half-way leaves
 * entries that point at nothing (skipped), never a record no index finds.
 */

const segment = (value: string) => encodeURIComponent(value);

/** Every key and key prefix of the audits store. */
export const auditKeys = {
  record: (id: string) => `audit/${id}`,
  token: (token: string) => `token/${token}`,
  sites: 'site/',
  site: (host: string, id: string) => `site/${segment(host)}/${id}`,
  siteAudits: (host: string) => `site/${segment(host)}/`,
  leads: 'lead/',
  lead: (leadId: string, id: string) => `lead/${segment(leadId)}/${id}`,
  leadAudits: (leadId: string) => `lead/${segment(leadId)}/`,
  link: (id: string, leadId: string) => `links/${id}/${segment(leadId)}`,
  links: (id: string) => `links/${id}/`,
  days: 'day/',
  day: (day: string, id: string) => `day/${day}/${id}`,
  dayAudits: (day: string) => `day/${day}/`,
  leadClaim: (host: string) => `lead-claim/${segment(host)}`,
  staffStarts: 'starts/',
  staffStartHour: (member: string, hour: string) => `starts/${segment(member)}/${hour}/`,
  staffStart: (member: string, hour: string, slot: string) => `starts/${segment(member)}/${hour}/${slot}`,
  hourlyStarts: 'hourly/',
  hourlyStartHour: (hour: string) => `hourly/${hour}/`,
  hourlyStart: (hour: string, slot: string) => `hourly/${hour}/${slot}`,
  waitingAudits: 'waiting/',
  waiting: (id: string) => `waiting/${id}`,
  sourceDays: 'source/',
  sourceDay: (day: string) => `source/${day}/`,
  sourceStarts: (day: string, source: string) => `source/${day}/${segment(source)}/`,
  sourceStart: (day: string, source: string, slot: string) => `source/${day}/${segment(source)}/${slot}`,
} as const;

/** The two parts after an index's folder (`site/<host>/<id>` → host, id), the first decoded. */
export function indexEntry(key: string): { owner: string; id: string } | null {
  const [, owner, id] = key.split('/');
  return owner && id ? { owner: decodeURIComponent(owner), id } : null;
}

/** The part of a key after `prefix`, decoded. */
export const afterPrefix = (key: string, prefix: string): string => decodeURIComponent(key.slice(prefix.length));

export const readRecord = (id: string): Promise<AuditRecord | null> => readJson('audits', auditKeys.record(id), auditRecordSchema);
export const readRecordVersioned = (id: string) => readVersioned('audits', auditKeys.record(id), auditRecordSchema);
export const createRecord = (record: AuditRecord): Promise<boolean> => createJson('audits', auditKeys.record(record.id), record);
export const replaceRecord = (id: string, record: AuditRecord, etag: string) => replaceJson('audits', auditKeys.record(id), record, etag);

export async function readRecords(ids: readonly string[]): Promise<AuditRecord[]> {
  const { records } = await readKeys(
    'audits',
    ids.map((id) => auditKeys.record(id)),
    auditRecordSchema,
  );
  return records.map((record) => record.value);
}

/** An index entry: its key is the whole fact. */
export const putEntry = (key: string): Promise<void> => writeJson('audits', key, {});
export const writeEntry = (key: string, value: unknown): Promise<void> => writeJson('audits', key, value);
export const readEntry = <T>(key: string, schema: z.ZodType<T>): Promise<T | null> => readJson('audits', key, schema);
export const readEntryVersioned = <T>(key: string, schema: z.ZodType<T>) => readVersioned('audits', key, schema);
export const createEntry = (key: string, value: unknown): Promise<boolean> => createJson('audits', key, value);
export const replaceEntry = (key: string, value: unknown, etag: string) => replaceJson('audits', key, value, etag);
export const removeKey = (key: string): Promise<void> => deleteKey('audits', key);
export const keysUnder = (prefix: string): Promise<string[]> => listKeys('audits', prefix);
export const foldersUnder = (prefix: string): Promise<string[]> => listFolders('audits', prefix);
