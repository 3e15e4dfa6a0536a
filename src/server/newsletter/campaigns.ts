import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import type { Campaign, CampaignInput } from '../../lib/api/newsletter';
import type { RenderedMail } from './mail-templates';
import { omit } from './omit';
import {
  createCampaignRecord,
  readAllCampaigns,
  readCampaignRecord,
  replaceCampaignRecord,
  type StoredCampaign,
  type Versioned,
} from './store';

/**
 * Newsletter campaigns, kept with their text: `campaign/<id>` in the
 * campaigns store. Only a draft can be edited; "send" (an Admin's approval)
 * schedules it (now or at a chosen time) by one conditional write, so a
 * campaign is only ever queued once, and records the version of the text it
 * approved; the runner (sending.ts) sends that version only. Scheduled or
 * sending, the text is locked; unscheduling makes it a draft again. Stored records also hold
 * the site origin for the links and the current run's lease, never shown
 * (storedCampaignSchema, store.ts).
 */
export type { StoredCampaign } from './store';

export function publicCampaign(record: StoredCampaign): Campaign {
  return { ...omit(record, 'origin', 'run', 'next_attempt_at', 'approved_version'), text_version: textVersion(record) };
}

/** A fingerprint of what readers get: subject, preview text and body. */
export function textVersion(text: CampaignInput): string {
  return createHash('sha256')
    .update(JSON.stringify([text.subject, text.preview_text, text.body_markdown]))
    .digest('base64url');
}

export function readCampaign(id: string): Promise<Versioned<StoredCampaign> | null> {
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(id)) return Promise.resolve(null);
  return readCampaignRecord(id);
}

export async function writeCampaign(current: Versioned<StoredCampaign>, next: StoredCampaign): Promise<boolean> {
  return (await replaceCampaignRecord(next, current.etag)).written;
}

export async function createCampaign(input: CampaignInput, by: string, now: Date = new Date()): Promise<Campaign> {
  const at = now.toISOString();
  const campaign: StoredCampaign = {
    id: ulid(now.getTime()),
    ...input,
    status: 'draft',
    created_at: at,
    created_by: by,
    updated_at: at,
    updated_by: by,
  };
  if (!(await createCampaignRecord(campaign))) throw new Error('Campaign id collision');
  return publicCampaign(campaign);
}

export async function listCampaigns(): Promise<{ items: Campaign[]; unreadable: number }> {
  const { records, unreadable } = await readAllCampaigns();
  const items = records.map((record) => publicCampaign(record.value)).sort((a, b) => b.id.localeCompare(a.id));
  return { items, unreadable: unreadable.length };
}

/** `changed`: the text is no longer the one the writer saw (another save came in between). */
export type CampaignChange<T> =
  { kind: 'ok'; value: T } | { kind: 'missing' } | { kind: 'locked'; campaign: Campaign } | { kind: 'changed'; campaign: Campaign };

/**
 * Applies `change` to a campaign in `allowed` states whose text is still `seen` (its textVersion),
 * retrying on a concurrent write that left the text as it was.
 */
async function changeCampaign(
  id: string,
  allowed: readonly StoredCampaign['status'][],
  seen: string | null,
  change: (record: StoredCampaign) => StoredCampaign,
): Promise<CampaignChange<Campaign>> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const current = await readCampaign(id);
    if (!current) return { kind: 'missing' };
    if (!allowed.includes(current.value.status)) return { kind: 'locked', campaign: publicCampaign(current.value) };
    if (seen !== null && textVersion(current.value) !== seen) return { kind: 'changed', campaign: publicCampaign(current.value) };
    const next = change(current.value);
    if (await writeCampaign(current, next)) return { kind: 'ok', value: publicCampaign(next) };
  }
  throw new Error(`Campaign ${id} kept changing; gave up after 10 attempts`);
}

/** Edits the text of a draft written over the text version `seen`; a scheduled or sending campaign is locked. */
export function updateCampaign(
  id: string,
  input: CampaignInput,
  { by, seen, now = new Date() }: { by: string; seen: string; now?: Date },
): Promise<CampaignChange<Campaign>> {
  return changeCampaign(id, ['draft'], seen, (record) => ({ ...record, ...input, updated_at: now.toISOString(), updated_by: by }));
}

/**
 * Queues a draft whose text is still the version `seen` to go to every confirmed reader at `at`
 * (now when absent). Only a draft can be queued: never twice.
 */
export function scheduleCampaign(
  id: string,
  { at, by, origin, seen, now = new Date() }: { at?: Date; by: string; origin: string; seen: string; now?: Date },
): Promise<CampaignChange<Campaign>> {
  const when = at && at.getTime() > now.getTime() ? at : now;
  return changeCampaign(id, ['draft'], seen, (record) => ({
    ...record,
    status: 'scheduled',
    scheduled_at: when.toISOString(),
    scheduled_by: by,
    origin,
    approved_version: textVersion(record),
  }));
}

/** Takes a scheduled campaign back to draft, if it has not started. */
export function unscheduleCampaign(id: string): Promise<CampaignChange<Campaign>> {
  return changeCampaign(id, ['scheduled'], null, (record) => {
    return { ...omit(record, 'scheduled_at', 'scheduled_by', 'origin', 'approved_version'), status: 'draft' };
  });
}

/** The mail as a reader will get it, with this unsubscribe link. */
export async function renderCampaign(text: CampaignInput, unsubscribeUrl: string): Promise<RenderedMail> {
  // The templates (React Email, with its markdown and CSS tooling) load when a mail is first drawn, not with every newsletter function.
  const { campaignMail } = await import('./mail-templates');
  return campaignMail({ subject: text.subject, previewText: text.preview_text, markdown: text.body_markdown, unsubscribeUrl });
}
