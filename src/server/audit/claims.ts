import { z } from 'zod';
import { readAudit } from './records';
import { auditKeys, createEntry, readEntryVersioned, removeKey, replaceEntry } from './store';
import { DAY_MS } from '../../lib/time/durations';

/**
 * The 24-hour claim: the form's leads of one site share one audit a day,
 * whatever its outcome (a failed audit is run again by staff, not by the next
 * lead, so a stranger cannot aim the audit at a site by failing it).
 */

export const claimSchema = z.object({ id: z.string(), at: z.iso.datetime() });

/** How long a claim whose audit record is not written yet counts as being written. */
const CLAIM_PENDING_MS = 60_000;

/**
 * The audit the form's leads for `site` share: the one claimed in the last
 * 24 hours, or the claim is taken for `id` (a conditional
 * write, so two leads arriving together agree on one). Returns the id that
 * holds the claim; its record may still be being written.
 */
export async function claimLeadAudit(site: string, id: string, now: Date = new Date()): Promise<string> {
  const key = auditKeys.leadClaim(site);
  const claim = { id, at: now.toISOString() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const current = await readEntryVersioned(key, claimSchema);
    if (!current) {
      if (await createEntry(key, claim)) return id;
      continue;
    }
    const age = now.getTime() - Date.parse(current.value.at);
    if (age < DAY_MS) {
      // A claim whose record was never written (its intake stopped half-way) is taken over.
      if (age < CLAIM_PENDING_MS || (await readAudit(current.value.id))) return current.value.id;
    }
    if ((await replaceEntry(key, claim, current.etag)).written) return id;
  }
  return id;
}

/** Gives up the claim `id` holds on `site` (an audit that will not be run), so the site's next lead gets its own. */
export async function releaseLeadClaim(site: string, id: string): Promise<void> {
  const current = await readEntryVersioned(auditKeys.leadClaim(site), claimSchema);
  if (current?.value.id === id) await removeKey(auditKeys.leadClaim(site));
}
