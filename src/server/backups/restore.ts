import { z } from 'zod';
import { factorsUnreadableWith } from '../auth/index';
import { forgetLeads } from '../leads/index';
import { deleteKey, keyPages, readAll, storeHoldsData, storeNameOf, writeBytes, type StoreKind } from '../storage';
import {
  backupLines,
  belongsToErased,
  checkBackup,
  checkedBytes,
  kindOfStore,
  type BackupKeys,
  type Erased,
  type OpenBackup,
} from './verify';
import { LEFT_OUT_STORES } from './policy';

/** Writes (and deletes) at once: enough to hide the store's latency. */
const WRITES_AT_ONCE = 16;

/** The target holds data and `replace` was not given; nothing was written. */
export class RestoreRefusedError extends Error {
  // A plain field, not a parameter property: the commands run this file on bare Node, which only strips types.
  readonly stores: string[];

  constructor(stores: string[]) {
    super(`The target already holds data in ${stores.join(', ')}; restore with --replace to replace it. Nothing was written.`);
    this.name = 'RestoreRefusedError';
    this.stores = stores;
  }
}

export interface StoreReport {
  store: string;
  /** Records in the backup. */
  inBackup: number;
  restored: number;
  /** Records of people erased (in the backup's erasure log or, with replace, the target's): not written. */
  skippedErased: number;
  /** Records the target held before a replace, removed (the erasure log and suppression list are merged instead). */
  removed: number;
}

export interface RestoreReport {
  createdAt: string;
  stores: StoreReport[];
  /** Stores the backup leaves out, what was done to them and why. */
  leftOut: { store: string; why: string; cleared: boolean }[];
  /** Members whose authenticator app and recovery codes do not open with the target's ADMIN_FACTORS_SECRET. */
  factorsUnreadable: string[];
}

/**
 * Kept through a replace and merged with the backup's: what the site being
 * replaced erased or suppressed after the backup was made stays so.
 */
const MERGED: readonly StoreKind[] = ['erasures', 'newsletterSuppression'];

const erasureSchema = z.object({ id: z.string().min(1) });

async function targetErasures(): Promise<Set<string>> {
  const { records } = await readAll('erasures', erasureSchema);
  return new Set(records.map((record) => record.value.id));
}

async function clearStore(kind: StoreKind): Promise<number> {
  let removed = 0;
  // Collect first: deleting while paging through a listing can skip keys.
  const keys: string[] = [];
  for await (const page of keyPages(kind)) keys.push(...page);
  for (let start = 0; start < keys.length; start += WRITES_AT_ONCE) {
    await Promise.all(keys.slice(start, start + WRITES_AT_ONCE).map((key) => deleteKey(kind, key)));
    removed += Math.min(WRITES_AT_ONCE, keys.length - start);
  }
  return removed;
}

/**
 * A restore that stopped while writing (the store failed): says exactly
 * which stores hold the backup's records, which one was being written, and
 * which were not touched, so the site's state is known.
 */
export class RestoreIncompleteError extends Error {
  readonly restored: string[];
  readonly partial: string;
  readonly untouched: string[];

  constructor(restored: string[], partial: string, untouched: string[], cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const list = (names: string[]) => (names.length > 0 ? names.join(', ') : 'none');
    super(
      `The restore stopped while writing ${partial} (${reason}). Written from the backup: ${list(restored)}. ` +
        `Partly written${MERGED.map(storeNameOf).includes(partial) ? ' (merged)' : ' (emptied first with --replace)'}: ${partial}. ` +
        `Not touched: ${list(untouched)}. Run the same restore again with --replace to finish it.`,
      { cause },
    );
    this.name = 'RestoreIncompleteError';
    this.restored = restored;
    this.partial = partial;
    this.untouched = untouched;
  }
}

/**
 * Restores a backup into the connected stores, in steps:
 *
 * 1. Check: the whole file is read once (checkBackup): its signature, every
 *    checksum, the manifest; nothing is written unless all of it passes.
 * 2. Refuse a target that holds data in any store the backup restores,
 *    unless `replace`.
 * 3. Write, store by store in the backup's order: with `replace` a store is
 *    emptied just before its records are written (except the erasure log
 *    and the suppression list, which are merged). If a write fails, the
 *    error says which stores were written, which one was partly, and which
 *    were not touched (RestoreIncompleteError).
 * 4. With `replace`, clear the target's signed-in sessions and one-time links.
 *
 * People erased on either side stay erased.
 */
export async function restoreBackup(open: OpenBackup, keys: BackupKeys, options: { replace: boolean }): Promise<RestoreReport> {
  const erased: Erased = { ids: options.replace ? await targetErasures() : new Set(), addresses: new Set() };
  const checked = await checkBackup(open, keys, erased);
  const kinds = checked.header.stores.map(kindOfStore);

  const holding: string[] = [];
  for (const kind of kinds) if (await storeHoldsData(kind)) holding.push(storeNameOf(kind));
  if (holding.length > 0 && !options.replace) throw new RestoreRefusedError(holding);

  const reports = new Map<StoreKind, StoreReport>(
    kinds.map((kind) => [
      kind,
      { store: storeNameOf(kind), inBackup: checked.stores[storeNameOf(kind)]?.records ?? 0, restored: 0, skippedErased: 0, removed: 0 },
    ]),
  );
  await writeStores(open, keys.identity, kinds, reports, erased, options.replace);

  const leftOut = LEFT_OUT_STORES.map(({ kind, why, clearedOnReplace }) => ({
    store: storeNameOf(kind),
    why,
    cleared: options.replace && clearedOnReplace,
  }));
  if (options.replace) for (const { kind, clearedOnReplace } of LEFT_OUT_STORES) if (clearedOnReplace) await clearStore(kind);
  // The inbox index lists leads' summaries; an erased lead leaves it too.
  if (erased.ids.size > 0) await forgetLeads([...erased.ids]);
  return { createdAt: checked.header.created_at, stores: [...reports.values()], leftOut, factorsUnreadable: await factorsUnreadableWith() };
}

/** Step 3: each store emptied (with replace) and written in turn; a failure names where it stopped. */
async function writeStores(
  open: OpenBackup,
  identity: string,
  kinds: StoreKind[],
  reports: Map<StoreKind, StoreReport>,
  erased: Erased,
  replace: boolean,
): Promise<void> {
  const done: StoreKind[] = [];
  let current: StoreKind | undefined;
  const begin = async (kind: StoreKind) => {
    current = kind;
    if (replace && !MERGED.includes(kind)) reports.get(kind)!.removed = await clearStore(kind);
  };
  let pending: Promise<void>[] = [];
  try {
    for await (const line of backupLines(open, identity)) {
      if (line.t === 'record' || line.t === 'store') {
        const kind = kindOfStore(line.store);
        if (current !== kind) await begin(kind);
      }
      if (line.t === 'store') {
        await Promise.all(pending);
        pending = [];
        done.push(current!);
        current = undefined;
        continue;
      }
      if (line.t !== 'record') continue;
      const kind = current!;
      const report = reports.get(kind)!;
      // Checked again: the file could have changed since the first pass.
      const bytes = checkedBytes(line);
      if (belongsToErased(kind, line.key, bytes, erased)) {
        report.skippedErased += 1;
        continue;
      }
      pending.push(writeBytes(kind, line.key, bytes, line.meta).then(() => void (report.restored += 1)));
      if (pending.length >= WRITES_AT_ONCE) {
        await Promise.all(pending);
        pending = [];
      }
    }
  } catch (error) {
    await Promise.allSettled(pending);
    if (!current) throw error;
    const name = storeNameOf(current);
    throw new RestoreIncompleteError(
      done.map(storeNameOf),
      name,
      kinds.filter((kind) => kind !== current && !done.includes(kind)).map(storeNameOf),
      error,
    );
  }
}
