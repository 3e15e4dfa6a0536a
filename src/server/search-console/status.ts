import type { SearchConsoleStatus } from '../../lib/api/search-console';
import { HOUR_MS } from '../../lib/time/durations';
import { connectedProperty, readSyncState, SYNCS_PER_HOUR } from './connection';
import { syncJob } from './job';
import { problemInWords, SearchConsoleError } from './problems';
import { serviceAccountEmail, serviceAccountKey } from './service-account';

/** What the Growth screen shows of Search Console: the key, the property, the last sync and whether one runs now. */
export async function searchConsoleStatus(
  now: number,
  env: Record<string, string | undefined> = process.env,
): Promise<SearchConsoleStatus> {
  let configured: boolean;
  let keyProblem: string | null = null;
  try {
    configured = serviceAccountKey(env) !== null;
  } catch (error) {
    configured = false;
    keyProblem = error instanceof SearchConsoleError ? error.message : problemInWords({ kind: 'bad-key' });
  }
  const property = await connectedProperty();
  const state = property ? await readSyncState(property) : null;
  return {
    configured,
    keyProblem,
    serviceAccountEmail: serviceAccountEmail(env),
    property,
    lastSync: state?.lastRun
      ? {
          at: state.lastRun.at,
          ok: !state.lastRun.problem,
          problem: state.lastRun.problem && problemInWords(state.lastRun.problem),
          days: state.lastRun.days,
        }
      : null,
    dataThrough: state?.fetchedThrough ?? null,
    daysToFetch: state?.missing.length ?? 0,
    syncing: property ? await syncJob.running({ property }) : false,
    syncsLeft: state ? Math.max(0, SYNCS_PER_HOUR - state.syncNow.filter((at) => now - at < HOUR_MS).length) : SYNCS_PER_HOUR,
  };
}
