import { z } from 'zod';
import { auditRecordSchema } from '../../lib/api/audits';
import { claimSchema } from './claims';
import { hourOf } from './limits';
import { createdAtOf, dayOf, leadAuditIds, linkedLeads } from './records';
import { AUDIT_RETENTION_MS } from './state';
import { auditKeys, foldersUnder, keysUnder, readEntry, removeKey } from './store';
import { DAY_MS } from '../../lib/time/durations';

/** Erasure: one audit, a lead's audits, and the daily sweep of those past their retention. */

/** Erases one audit: its record, report and every index entry. */
async function eraseAudit(id: string): Promise<void> {
  const record = await readEntry(auditKeys.record(id), auditRecordSchema).catch((error: unknown) => {
    if (error instanceof z.ZodError) return null;
    throw error;
  });
  const day = record ? dayOf(record.createdAt) : dayOf(createdAtOf(id).toISOString());
  for (const leadId of await linkedLeads(id)) {
    await removeKey(auditKeys.lead(leadId, id));
    await removeKey(auditKeys.link(id, leadId));
  }
  if (record) {
    await removeKey(auditKeys.token(record.token));
    await removeKey(auditKeys.site(record.host, id));
    const claim = await readEntry(auditKeys.leadClaim(record.host), claimSchema).catch(() => null);
    if (claim?.id === id) await removeKey(auditKeys.leadClaim(record.host));
  }
  await removeKey(auditKeys.waiting(id));
  await removeKey(auditKeys.record(id));
  await removeKey(auditKeys.day(day, id));
}

/**
 * A lead's erasure: its links go, and each audit linked to no other lead is
 * erased whole (an audit a later lead of the same site shares stays theirs).
 * Returns how many audits were erased.
 */
export async function eraseLeadAudits(leadId: string): Promise<number> {
  let erased = 0;
  for (const id of await leadAuditIds(leadId)) {
    await removeKey(auditKeys.link(id, leadId));
    await removeKey(auditKeys.lead(leadId, id));
    if ((await linkedLeads(id)).length === 0) {
      await eraseAudit(id);
      erased += 1;
    }
  }
  return erased;
}

/** Erases every audit made on a day now past the retention. Day folders are listed, never every record. */
async function sweepExpiredDays(now: Date): Promise<number> {
  const cutoff = dayOf(new Date(now.getTime() - AUDIT_RETENTION_MS).toISOString());
  let erased = 0;
  for (const folder of await foldersUnder(auditKeys.days)) {
    const day = folder.replace(/^day\//, '').replace(/\/$/, '');
    if (day >= cutoff) continue;
    const prefix = auditKeys.dayAudits(day);
    for (const key of await keysUnder(prefix)) {
      await eraseAudit(key.slice(prefix.length));
      erased += 1;
    }
  }
  return erased;
}

/** Erases the staff start counts older than a day. */
async function sweepOldStarts(now: Date): Promise<void> {
  const hourCutoff = hourOf(new Date(now.getTime() - DAY_MS));
  for (const member of await foldersUnder(auditKeys.staffStarts)) {
    for (const hour of await foldersUnder(member.endsWith('/') ? member : `${member}/`)) {
      const stamp = hour.replace(/\/$/, '').split('/').pop() ?? '';
      if (stamp < hourCutoff) for (const key of await keysUnder(hour.endsWith('/') ? hour : `${hour}/`)) await removeKey(key);
    }
  }
}

/** Erases the site-wide hourly budget's slots older than a day. Hour folders are listed, at most 24 a day. */
async function sweepOldHourlySlots(now: Date): Promise<void> {
  const hourCutoff = hourOf(new Date(now.getTime() - DAY_MS));
  for (const folder of await foldersUnder(auditKeys.hourlyStarts)) {
    const hour = folder.replace(/\/$/, '').split('/').pop() ?? '';
    if (hour < hourCutoff) for (const key of await keysUnder(auditKeys.hourlyStartHour(hour))) await removeKey(key);
  }
}

/** Erases the per-source daily counts of days before yesterday (no hash of a sender's address is kept longer). */
async function sweepOldSourceSlots(now: Date): Promise<void> {
  const dayCutoff = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  for (const folder of await foldersUnder(auditKeys.sourceDays)) {
    const day = folder.replace(/\/$/, '').split('/').pop() ?? '';
    if (day < dayCutoff) for (const key of await keysUnder(auditKeys.sourceDay(day))) await removeKey(key);
  }
}

/** The daily sweep: expired audits and old staff, site-wide and per-source start counts. Returns how many audits were erased. */
export async function sweepExpiredAudits(now: Date = new Date()): Promise<number> {
  const erased = await sweepExpiredDays(now);
  await sweepOldStarts(now);
  await sweepOldHourlySlots(now);
  await sweepOldSourceSlots(now);
  return erased;
}
