import { z } from 'zod';
import { readAudit } from './records';
import { isStalledOrFailed } from './state';
import { auditKeys, createEntry, readEntryVersioned, replaceEntry } from './store';

/** The 24-hour claim: the form's leads of one site share one audit a day. */

const DAY_MS = 24 * 60 * 60 * 1000;

export const claimSchema = z.object({ id: z.string(), at: z.iso.datetime() });

/** How long a claim whose audit record is not written yet counts as being written. */
const CLAIM_PENDING_MS = 60_000;

/**
 * The audit the form's leads for `host` share: the one claimed in the last
 * 24 hours (unless it failed or stalled), or the claim is taken for `id` (a conditional
 * write, so two leads arriving together agree on one). Returns the id that
 * holds the claim; its record may still be being written.
 */
export async function claimLeadAudit(host: string, id: string, now: Date = new Date()): Promise<string> {
  const key = auditKeys.leadClaim(host);
  const claim = { id, at: now.toISOString() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await readEntryVersioned(key, claimSchema);
    if (!current) {
      if (await createEntry(key, claim)) return id;
      continue;
    }
    const age = now.getTime() - Date.parse(current.value.at);
    if (age < DAY_MS) {
      const held = await readAudit(current.value.id);
      if (held ? !isStalledOrFailed(held, now) : age < CLAIM_PENDING_MS) return current.value.id;
    }
    if ((await replaceEntry(key, claim, current.etag)).written) return id;
  }
  return id;
}
