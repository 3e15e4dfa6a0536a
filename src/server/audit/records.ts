import { randomBytes } from 'node:crypto';
import { decodeTime, isValid, ulid } from 'ulid';
import { z } from 'zod';
import { auditRecordSchema, type AuditFailureReason, type AuditRecord } from '../../lib/api/audits';
import { isExpired } from './state';
import {
  afterPrefix,
  auditKeys,
  createRecord,
  indexEntry,
  keysUnder,
  putEntry,
  readEntry,
  readRecord,
  readRecords,
  writeEntry,
} from './store';

/** Audit records: made, read, linked to leads, and found through the store's indexes (store.ts). */

const idOnly = z.object({ id: z.string() });

/** The day an ISO time falls on, as the day index names it. */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** 256 random bits: the report's address cannot be guessed or walked. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isAuditId(id: string): boolean {
  return isValid(id);
}

export const newAuditId = (now: Date = new Date()): string => ulid(now.getTime());

/** When an id was made. */
export const createdAtOf = (id: string): Date => new Date(decodeTime(id));

export interface NewAudit {
  /** Made here unless given (a lead's audit claims its site under its id first). */
  id?: string;
  address: string;
  host: string;
  requestedBy: string;
  leadId?: string;
  previousId?: string | null;
  now?: Date;
  /** `waiting`: a lead's audit held for a later hour (indexed under `waiting/<id>`). */
  state?: 'queued' | 'waiting';
  /** An audit recorded as not run at all (a lead's over a budget): stored failed, with this reason. */
  failure?: { reason: AuditFailureReason; message: string } | null;
}

export async function createAudit({
  address,
  host,
  requestedBy,
  leadId,
  previousId = null,
  now = new Date(),
  state = 'queued',
  failure = null,
  ...given
}: NewAudit): Promise<AuditRecord> {
  const id = given.id ?? newAuditId(now);
  const record: AuditRecord = auditRecordSchema.parse({
    id,
    token: newToken(),
    address: address.trim().slice(0, 2048),
    host,
    state: failure ? 'failed' : state,
    createdAt: now.toISOString(),
    startedAt: null,
    finishedAt: failure ? now.toISOString() : null,
    requestedBy,
    previousId,
    failure,
    report: null,
  });
  await writeEntry(auditKeys.token(record.token), { id });
  await putEntry(auditKeys.site(host, id));
  await putEntry(auditKeys.day(dayOf(record.createdAt), id));
  if (leadId) await linkLead(id, leadId);
  if (state === 'waiting' && !failure) await putEntry(auditKeys.waiting(id));
  if (!(await createRecord(record))) throw new Error(`Audit ${id} already exists`);
  return record;
}

export async function linkLead(id: string, leadId: string): Promise<void> {
  await putEntry(auditKeys.link(id, leadId));
  await putEntry(auditKeys.lead(leadId, id));
}

export async function readAudit(id: string): Promise<AuditRecord | null> {
  if (!isAuditId(id)) return null;
  return readRecord(id);
}

export const readAudits = (ids: readonly string[]): Promise<AuditRecord[]> => readRecords(ids);

/** The audit a report token opens; null for any token that is not exactly one of ours, or expired. */
export async function auditByToken(token: string, now: Date = new Date()): Promise<AuditRecord | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const entry = await readEntry(auditKeys.token(token), idOnly);
  const record = entry && (await readAudit(entry.id));
  // The record must name this very token: an index entry left behind never opens another report.
  if (!record || record.token !== token || isExpired(record, now)) return null;
  return record;
}

/** The ids of an index folder's entries, newest first (ids are time-ordered). */
async function idsUnder(prefix: string): Promise<string[]> {
  return (await keysUnder(prefix))
    .map((key) => key.slice(prefix.length))
    .filter(isAuditId)
    .sort()
    .reverse();
}

export const siteAuditIds = (host: string) => idsUnder(auditKeys.siteAudits(host));
export const leadAuditIds = (leadId: string) => idsUnder(auditKeys.leadAudits(leadId));

/** Every site with audits, with its audit ids newest first; sites newest first. */
export async function siteIndex(): Promise<{ host: string; ids: string[] }[]> {
  const keys = await keysUnder(auditKeys.sites);
  const bySite = new Map<string, string[]>();
  for (const key of keys) {
    const entry = indexEntry(key);
    if (!entry || !isAuditId(entry.id)) continue;
    bySite.set(entry.owner, [...(bySite.get(entry.owner) ?? []), entry.id]);
  }
  return [...bySite]
    .map(([host, ids]) => ({ host, ids: ids.sort().reverse() }))
    .sort((a, b) => (a.ids[0]! < b.ids[0]! ? 1 : a.ids[0]! > b.ids[0]! ? -1 : 0));
}

/** The leads an audit belongs to. */
export async function linkedLeads(id: string): Promise<string[]> {
  const prefix = auditKeys.links(id);
  return (await keysUnder(prefix)).map((key) => afterPrefix(key, prefix));
}
