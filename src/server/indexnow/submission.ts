import { readFileSync } from 'node:fs';
import { pageFingerprintsSchema, type PageFingerprints } from '../../lib/publishing/page-fingerprints';
import { runsLocally } from '../local-run';
import { indexNowKey } from './key';
import { claimDeploy, readSubmitted, takeCooldown, writeSubmitted } from './store';

/**
 * Telling search engines which public pages a deploy changed, by IndexNow
 * (Bing, Yandex, Seznam, Naver and the others that share submissions; Google
 * does not use it). After a production deploy is published, the pages whose
 * built HTML changed since the last submission that was taken (and pages
 * gone from the sitemap) are sent in one POST to IndexNow's shared endpoint,
 * as its protocol says: `{host, key, keyLocation, urlList}`, at most 10,000
 * addresses. What was taken is recorded in the IndexNow store (store.ts); a
 * submission that fails is logged and its pages are sent again after the next
 * deploy. Each deploy is submitted at most once (a claim on its id), and no
 * two submissions start within SUBMISSION_COOLDOWN_MS of each other, so no
 * caller, even one replaying a signed notification, can make the site post
 * to IndexNow or rewrite its record as often as it likes. Nothing here can
 * hold up or fail a publish: the deploy is live before this runs.
 */
export const INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
/** The protocol's limit of addresses per POST. */
export const INDEXNOW_MAX_URLS = 10_000;
const TIMEOUT_MS = 10_000;
/** The least time between two submissions; a deploy within it has its pages sent with the next one. */
export const SUBMISSION_COOLDOWN_MS = 10 * 60_000;

/** Where submissions go: `INDEXNOW_URL` (a local stand-in) only in a local run, IndexNow's endpoint otherwise. */
export function indexNowEndpoint(env: NodeJS.ProcessEnv = process.env, local = runsLocally()): string {
  const override = env.INDEXNOW_URL?.trim();
  return local && override ? override : INDEXNOW_ENDPOINT;
}

/** The build's list of pages and fingerprints (dist/page-fingerprints.json, shipped with the function). */
export function readPageFingerprints(file: string | URL): PageFingerprints {
  return pageFingerprintsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Paths that are new or changed in `now`, then those gone from it, at most INDEXNOW_MAX_URLS. */
export function changedPaths(before: PageFingerprints, now: PageFingerprints): string[] {
  const changed = Object.keys(now).filter((path) => before[path] !== now[path]);
  const gone = Object.keys(before).filter((path) => !Object.hasOwn(now, path));
  return [...changed.sort(), ...gone.sort()].slice(0, INDEXNOW_MAX_URLS);
}

export type SubmissionOutcome =
  | { state: 'already-submitted' }
  | { state: 'cooling-down' }
  | { state: 'nothing-changed' }
  | { state: 'submitted'; urls: number; status: number }
  | { state: 'failed'; urls: number; reason: string };

/** Submits the pages of `pages` (the live deploy's list) that changed since the last submission IndexNow took. */
export async function submitChangedPages(
  pages: PageFingerprints,
  origin: string,
  deployId: string,
  now = Date.now(),
): Promise<SubmissionOutcome> {
  if (!(await claimDeploy(deployId, new Date(now)))) return { state: 'already-submitted' };
  if (!(await takeCooldown(new Date(now), SUBMISSION_COOLDOWN_MS))) return { state: 'cooling-down' };
  const submitted = (await readSubmitted())?.pages ?? {};
  const paths = changedPaths(submitted, pages);
  if (paths.length === 0) return { state: 'nothing-changed' };
  const key = await indexNowKey();
  const body = { host: new URL(origin).host, key, keyLocation: `${origin}/${key}.txt`, urlList: paths.map((path) => `${origin}${path}`) };
  let status: number;
  try {
    const answer = await fetch(indexNowEndpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = answer.status;
    await answer.body?.cancel();
  } catch (error) {
    return { state: 'failed', urls: paths.length, reason: `no answer (${error instanceof Error ? error.message : String(error)})` };
  }
  // 200: taken; 202: taken, the key file still to be checked. 400/403/422/429 and 5xx: not taken.
  if (status !== 200 && status !== 202) return { state: 'failed', urls: paths.length, reason: `IndexNow answered ${status}` };
  const record: PageFingerprints = { ...submitted };
  for (const path of paths) {
    if (Object.hasOwn(pages, path)) record[path] = pages[path]!;
    else delete record[path];
  }
  await writeSubmitted({ at: new Date(now).toISOString(), pages: record });
  return { state: 'submitted', urls: paths.length, status };
}

/** The last submission IndexNow took: when, and how many pages its record holds. */
export async function lastSubmission(): Promise<{ at: string | null; pages: number }> {
  const record = await readSubmitted();
  return { at: record?.at ?? null, pages: record ? Object.keys(record.pages).length : 0 };
}
