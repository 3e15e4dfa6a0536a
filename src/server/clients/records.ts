import { isValid, ulid } from 'ulid';
import { z } from 'zod';
import { clientRecordSchema, type ClientChangeRequest, type ClientFields, type ClientRecord } from '../../lib/api/clients';
import { normalisePkPhone } from '../../lib/contact/phone';
import { createJson, deleteKey, listKeys, readJson, readKeys, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * A client's record (`client/<id>`) and the link from the lead it was made
 * from (`lead/<leadId>` → its id). Clients are few (the agency's paying
 * businesses; an erased one leaves the store), so the list reads them all.
 * Changes are conditional writes on the record's etag, retried.
 */

const linkSchema = z.object({ clientId: z.string() });

export const isClientId = (id: string) => isValid(id);
const clientKey = (id: string) => `client/${id}`;
const leadKey = (leadId: string) => `lead/${encodeURIComponent(leadId)}`;

export async function readClient(id: string): Promise<ClientRecord | null> {
  if (!isClientId(id)) return null;
  return readJson('clients', clientKey(id), clientRecordSchema);
}

export async function listClients(): Promise<ClientRecord[]> {
  const keys = await listKeys('clients', 'client/');
  const { records } = await readKeys('clients', keys.sort().reverse(), clientRecordSchema);
  return records.map((record) => record.value);
}

/** The client made from a lead, if any. */
export async function clientOfLead(leadId: string): Promise<ClientRecord | null> {
  const link = await readJson('clients', leadKey(leadId), linkSchema);
  return link && readClient(link.clientId);
}

export interface NewClient extends Partial<ClientFields> {
  businessName: string;
  leadId?: string | null;
  auditIds?: readonly string[];
}

const EMPTY: Omit<ClientFields, 'businessName'> = { contactName: '', email: '', phone: '', website: '', property: '', nextMonth: '' };

/**
 * Stores a new client. From a lead, the lead's link is taken first with a
 * conditional write, so making a client twice from one lead (two clicks,
 * two members) gives the one client: `made` is false and the first is answered.
 */
export async function createClient(input: NewClient, by: string, now: Date = new Date()): Promise<{ client: ClientRecord; made: boolean }> {
  const id = ulid(now.getTime());
  const at = now.toISOString();
  const fields = { ...EMPTY, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) } as ClientFields;
  const client = clientRecordSchema.parse({
    ...fields,
    id,
    whatsapp: normalisePkPhone(fields.phone),
    status: 'active',
    leadId: input.leadId ?? null,
    auditIds: [...(input.auditIds ?? [])],
    createdAt: at,
    createdBy: by,
    updatedAt: at,
  });
  if (input.leadId && !(await createJson('clients', leadKey(input.leadId), { clientId: id }))) {
    const existing = await clientOfLead(input.leadId);
    if (existing) return { client: existing, made: false };
    // A link left by a client since erased: this one takes it over.
    await writeJson('clients', leadKey(input.leadId), { clientId: id });
  }
  await writeJson('clients', clientKey(id), client);
  return { client, made: true };
}

const RETRIES = 8;

/** Applies a change with a conditional write, again on a conflict; null when there is no such client. */
export async function changeClient(
  id: string,
  change: ClientChangeRequest,
  now: Date = new Date(),
): Promise<{ kind: 'ok'; client: ClientRecord } | { kind: 'missing' } | { kind: 'conflict' }> {
  if (!isClientId(id)) return { kind: 'missing' };
  for (let attempt = 0; attempt < RETRIES; attempt += 1) {
    const current = await readVersioned('clients', clientKey(id), clientRecordSchema);
    if (!current) return { kind: 'missing' };
    const merged = { ...current.value, ...change };
    const next = clientRecordSchema.parse({ ...merged, whatsapp: normalisePkPhone(merged.phone), updatedAt: now.toISOString() });
    if ((await replaceJson('clients', clientKey(id), next, current.etag)).written) return { kind: 'ok', client: next };
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
  }
  return { kind: 'conflict' };
}

/** Every key under a client's folders (work log, reports, baseline, job); the report addresses too. */
export async function eraseClientRecords(client: ClientRecord, reportTokens: readonly string[]): Promise<void> {
  for (const token of reportTokens) await deleteKey('clients', `token/${token}`);
  for (const prefix of [`work/${client.id}/`, `report/${client.id}/`])
    for (const key of await listKeys('clients', prefix)) await deleteKey('clients', key);
  await deleteKey('clients', `baseline/${client.id}`);
  await deleteKey('clients', `job/${client.id}`);
  if (client.leadId) {
    const link = await readJson('clients', leadKey(client.leadId), linkSchema);
    if (link?.clientId === client.id) await deleteKey('clients', leadKey(client.leadId));
  }
  await deleteKey('clients', clientKey(client.id));
}
