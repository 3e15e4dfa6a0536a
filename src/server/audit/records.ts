import { randomBytes } from 'node:crypto';
import { decodeTime, isValid, ulid } from 'ulid';
import { z } from 'zod';
import { auditRecordSchema, type AuditRecord } from '../../lib/api/audits';
import { RETENTION } from '../../data/documents/privacy';
import { createJson, deleteKey, listFolders, listKeys, readJson, readKeys, readVersioned, replaceJson, writeJson } from '../storage';
import { candidateUrls } from './address';

/**
 * The audits store (`site-audits`). No screen lists every record ever
 * written: each question has its own index, answered from key listings, and
 * only the records shown are read.
 *
 * - `audit/<id>` the record (state, report, its report token)
 * - `token/<token>` → id, for the report page
 * - `site/<host>/<id>` the audits of a site (the Audits screen, the 24-hour reuse)
 * - `lead/<leadId>/<id>` and `links/<id>/<leadId>` which leads an audit belongs to
 *   (a repeat lead links to the audit of the first)
 * - `day/<YYYY-MM-DD>/<id>` the day each audit was made, for the expiry sweep
 * - `lead-claim/<host>` the audit the form's leads share for 24 hours
 * - `starts/<member>/<hour>/<ulid>` staff starts, for their hourly limit
 *
 * Index entries are written before the record, so a failure half-way leaves
 * entries that point at nothing (skipped), never a record no index finds.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const AUDIT_RETENTION_MS = RETENTION.auditReportDays * DAY_MS;

const idOnly = z.object({ id: z.string() });
const claimSchema = z.object({ id: z.string(), at: z.iso.datetime() });

const segment = (value: string) => encodeURIComponent(value);
const dayOf = (iso: string) => iso.slice(0, 10);

/** The site an address means: host (with any port but 80/443), lower case, without "www."; null when it is no address at all. */
export function siteOf(address: string): string | null {
  const [first] = candidateUrls(address);
  if (!first) return null;
  try {
    const url = new URL(first);
    if (!url.hostname) return null;
    return url.host.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** 256 random bits: the report's address cannot be guessed or walked. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isAuditId(id: string): boolean {
  return isValid(id);
}

export const newAuditId = (now: Date = new Date()): string => ulid(now.getTime());

export interface NewAudit {
  /** Made here unless given (a lead's audit claims its site under its id first). */
  id?: string;
  address: string;
  host: string;
  requestedBy: string;
  leadId?: string;
  previousId?: string | null;
  now?: Date;
}

export async function createAudit({
  address,
  host,
  requestedBy,
  leadId,
  previousId = null,
  now = new Date(),
  ...given
}: NewAudit): Promise<AuditRecord> {
  const id = given.id ?? newAuditId(now);
  const record: AuditRecord = auditRecordSchema.parse({
    id,
    token: newToken(),
    address: address.trim().slice(0, 2048),
    host,
    state: 'queued',
    createdAt: now.toISOString(),
    startedAt: null,
    finishedAt: null,
    requestedBy,
    previousId,
    failure: null,
    report: null,
  });
  await writeJson('audits', `token/${record.token}`, { id });
  await writeJson('audits', `site/${segment(host)}/${id}`, {});
  await writeJson('audits', `day/${dayOf(record.createdAt)}/${id}`, {});
  if (leadId) await linkLead(id, leadId);
  if (!(await createJson('audits', `audit/${id}`, record))) throw new Error(`Audit ${id} already exists`);
  return record;
}

export async function linkLead(id: string, leadId: string): Promise<void> {
  await writeJson('audits', `links/${id}/${segment(leadId)}`, {});
  await writeJson('audits', `lead/${segment(leadId)}/${id}`, {});
}

export async function readAudit(id: string): Promise<AuditRecord | null> {
  if (!isAuditId(id)) return null;
  return readJson('audits', `audit/${id}`, auditRecordSchema);
}

/** Whether an audit is past its retention (the sweep may not have run yet). */
export function isExpired(record: Pick<AuditRecord, 'createdAt'>, now: Date = new Date()): boolean {
  return now.getTime() - Date.parse(record.createdAt) >= AUDIT_RETENTION_MS;
}

/** The audit a report token opens; null for any token that is not exactly one of ours, or expired. */
export async function auditByToken(token: string, now: Date = new Date()): Promise<AuditRecord | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const entry = await readJson('audits', `token/${token}`, idOnly);
  const record = entry && (await readAudit(entry.id));
  // The record must name this very token: an index entry left behind never opens another report.
  if (!record || record.token !== token || isExpired(record, now)) return null;
  return record;
}

/**
 * Moves an audit from one state to the next with a conditional write, so two
 * runs of the same call never both run it. Null when it was not in `from`.
 */
export async function advanceAudit(
  id: string,
  from: AuditRecord['state'],
  change: (record: AuditRecord) => AuditRecord,
): Promise<AuditRecord | null> {
  const current = await readVersioned('audits', `audit/${id}`, auditRecordSchema);
  if (!current || current.value.state !== from) return null;
  const next = auditRecordSchema.parse(change(current.value));
  return (await replaceJson('audits', `audit/${id}`, next, current.etag)).written ? next : null;
}

/** The ids of an index folder's entries, newest first (ids are time-ordered). */
async function idsUnder(prefix: string): Promise<string[]> {
  return (await listKeys('audits', prefix))
    .map((key) => key.slice(prefix.length))
    .filter(isAuditId)
    .sort()
    .reverse();
}

export const siteAuditIds = (host: string) => idsUnder(`site/${segment(host)}/`);
export const leadAuditIds = (leadId: string) => idsUnder(`lead/${segment(leadId)}/`);

/** Every site with audits, with its audit ids newest first; sites newest first. */
export async function siteIndex(): Promise<{ host: string; ids: string[] }[]> {
  const keys = await listKeys('audits', 'site/');
  const bySite = new Map<string, string[]>();
  for (const key of keys) {
    const [, host, id] = key.split('/');
    if (!host || !id || !isAuditId(id)) continue;
    const site = decodeURIComponent(host);
    bySite.set(site, [...(bySite.get(site) ?? []), id]);
  }
  return [...bySite]
    .map(([host, ids]) => ({ host, ids: ids.sort().reverse() }))
    .sort((a, b) => (a.ids[0]! < b.ids[0]! ? 1 : a.ids[0]! > b.ids[0]! ? -1 : 0));
}

export async function readAudits(ids: readonly string[]): Promise<AuditRecord[]> {
  const { records } = await readKeys(
    'audits',
    ids.map((id) => `audit/${id}`),
    auditRecordSchema,
  );
  return records.map((record) => record.value);
}

/** The leads an audit belongs to. */
export async function linkedLeads(id: string): Promise<string[]> {
  const prefix = `links/${id}/`;
  return (await listKeys('audits', prefix)).map((key) => decodeURIComponent(key.slice(prefix.length)));
}

/** When an id was made. */
export const createdAtOf = (id: string): Date => new Date(decodeTime(id));

/** A queued or running audit older than this was interrupted (its function ended or never started). */
const STALLED_AFTER_MS = 5 * 60_000;

/** Whether an audit will not finish: it failed, or its run stopped without a word. */
export function isStalledOrFailed(record: AuditRecord, now: Date = new Date()): boolean {
  if (record.state === 'failed') return true;
  if (record.state === 'done') return false;
  return now.getTime() - Date.parse(record.startedAt ?? record.createdAt) > STALLED_AFTER_MS;
}

/** How long a claim whose audit record is not written yet counts as being written. */
const CLAIM_PENDING_MS = 60_000;

/**
 * The audit the form's leads for `host` share: the one claimed in the last
 * 24 hours (unless it failed or stalled), or the claim is taken for `id` (a conditional
 * write, so two leads arriving together agree on one). Returns the id that
 * holds the claim; its record may still be being written.
 */
export async function claimLeadAudit(host: string, id: string, now: Date = new Date()): Promise<string> {
  const key = `lead-claim/${segment(host)}`;
  const claim = { id, at: now.toISOString() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await readVersioned('audits', key, claimSchema);
    if (!current) {
      if (await createJson('audits', key, claim)) return id;
      continue;
    }
    const age = now.getTime() - Date.parse(current.value.at);
    if (age < DAY_MS) {
      const held = await readAudit(current.value.id);
      if (held ? !isStalledOrFailed(held, now) : age < CLAIM_PENDING_MS) return current.value.id;
    }
    if ((await replaceJson('audits', key, claim, current.etag)).written) return id;
  }
  return id;
}

export const STAFF_STARTS_PER_HOUR = 10;

/** Counts one staff start; false when the member has used up this hour's. */
export async function takeStaffStart(member: string, now: Date = new Date()): Promise<boolean> {
  const prefix = `starts/${segment(member.toLowerCase())}/${now.toISOString().slice(0, 13)}/`;
  if ((await listKeys('audits', prefix)).length >= STAFF_STARTS_PER_HOUR) return false;
  await writeJson('audits', `${prefix}${ulid(now.getTime())}`, {});
  return true;
}

/** Erases one audit: its record, report and every index entry. */
export async function eraseAudit(id: string): Promise<void> {
  const record = await readJson('audits', `audit/${id}`, auditRecordSchema).catch((error: unknown) => {
    if (error instanceof z.ZodError) return null;
    throw error;
  });
  const day = record ? dayOf(record.createdAt) : createdAtOf(id).toISOString().slice(0, 10);
  for (const leadId of await linkedLeads(id)) {
    await deleteKey('audits', `lead/${segment(leadId)}/${id}`);
    await deleteKey('audits', `links/${id}/${segment(leadId)}`);
  }
  if (record) {
    await deleteKey('audits', `token/${record.token}`);
    await deleteKey('audits', `site/${segment(record.host)}/${id}`);
    const claim = await readJson('audits', `lead-claim/${segment(record.host)}`, claimSchema).catch(() => null);
    if (claim?.id === id) await deleteKey('audits', `lead-claim/${segment(record.host)}`);
  }
  await deleteKey('audits', `audit/${id}`);
  await deleteKey('audits', `day/${day}/${id}`);
}

/**
 * A lead's erasure: its links go, and each audit linked to no other lead is
 * erased whole (an audit a later lead of the same site shares stays theirs).
 * Returns how many audits were erased.
 */
export async function eraseLeadAudits(leadId: string): Promise<number> {
  let erased = 0;
  for (const id of await leadAuditIds(leadId)) {
    await deleteKey('audits', `links/${id}/${segment(leadId)}`);
    await deleteKey('audits', `lead/${segment(leadId)}/${id}`);
    if ((await linkedLeads(id)).length === 0) {
      await eraseAudit(id);
      erased += 1;
    }
  }
  return erased;
}

/**
 * Erases every audit made on a day now past the retention, and the staff
 * start counts older than a day. Day folders are listed, never every record.
 */
export async function sweepExpiredAudits(now: Date = new Date()): Promise<number> {
  const cutoff = dayOf(new Date(now.getTime() - AUDIT_RETENTION_MS).toISOString());
  let erased = 0;
  for (const folder of await listFolders('audits', 'day/')) {
    const day = folder.replace(/^day\//, '').replace(/\/$/, '');
    if (day >= cutoff) continue;
    for (const key of await listKeys('audits', `day/${day}/`)) {
      await eraseAudit(key.slice(`day/${day}/`.length));
      erased += 1;
    }
  }
  const hourCutoff = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 13);
  for (const member of await listFolders('audits', 'starts/')) {
    for (const hour of await listFolders('audits', member.endsWith('/') ? member : `${member}/`)) {
      const stamp = hour.replace(/\/$/, '').split('/').pop() ?? '';
      if (stamp < hourCutoff)
        for (const key of await listKeys('audits', hour.endsWith('/') ? hour : `${hour}/`)) await deleteKey('audits', key);
    }
  }
  return erased;
}

/** Each lead's latest audit, for the leads export: one listing of the lead index, and only those records read. */
export async function latestAuditsOfLeads(): Promise<Map<string, AuditRecord>> {
  const latest = new Map<string, string>();
  for (const key of await listKeys('audits', 'lead/')) {
    const [, lead, id] = key.split('/');
    if (!lead || !id || !isAuditId(id)) continue;
    const leadId = decodeURIComponent(lead);
    if ((latest.get(leadId) ?? '') < id) latest.set(leadId, id);
  }
  const records = new Map((await readAudits([...new Set(latest.values())])).map((record) => [record.id, record]));
  const out = new Map<string, AuditRecord>();
  for (const [leadId, id] of latest) {
    const record = records.get(id);
    if (record) out.set(leadId, record);
  }
  return out;
}
