import { z } from 'zod';
import { createJson, deleteKey, readJson, readVersioned, replaceJson } from '../storage';

/**
 * The jobs store (`background-jobs`), the only module of the jobs area that
 * touches storage: one claim per job and key, `claim/<job>/<key>` (the job is
 * its background function's name, the key what the job says one run is for),
 * holding which run has it and since when. Nothing else is kept here: a claim
 * is deleted when its run ends, and one left by a run that ended without a
 * word is taken over after CLAIM_TIMEOUT_MS.
 */
export const jobKeys = {
  claim: (job: string, key: string) => `claim/${job}/${encodeURIComponent(key)}`,
} as const;

/** A background function runs 15 minutes at most: a claim older than this was left by a run that has ended. */
export const CLAIM_TIMEOUT_MS = 15 * 60_000;

const claimSchema = z.object({ holder: z.string(), at: z.number() });

/**
 * Takes the claim for `holder`: written only if there is none, or over one
 * older than CLAIM_TIMEOUT_MS, each by a conditional write, so of two runs
 * racing exactly one has it. False while another run holds it.
 */
export async function takeClaim(job: string, key: string, holder: string, now: number): Promise<boolean> {
  const claim = { holder, at: now };
  const at = jobKeys.claim(job, key);
  if (await createJson('jobs', at, claim)) return true;
  const held = await readVersioned('jobs', at, claimSchema);
  if (!held) return createJson('jobs', at, claim);
  if (now - held.value.at < CLAIM_TIMEOUT_MS) return false;
  return (await replaceJson('jobs', at, claim, held.etag)).written;
}

/** Lets go of the claim, if `holder` still has it (after the timeout another run may). */
export async function releaseClaim(job: string, key: string, holder: string): Promise<void> {
  const at = jobKeys.claim(job, key);
  const held = await readVersioned('jobs', at, claimSchema);
  if (held?.value.holder === holder) await deleteKey('jobs', at);
}

/** Whether a run holds the claim at `now` (one left by an ended run no longer counts after the timeout). */
export async function claimHeld(job: string, key: string, now: number): Promise<boolean> {
  const held = await readJson('jobs', jobKeys.claim(job, key), claimSchema);
  return held !== null && now - held.at < CLAIM_TIMEOUT_MS;
}
