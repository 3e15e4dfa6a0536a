import { ulid } from 'ulid';
import { writeErasure, type ErasureRecord } from './store';

/**
 * The erasure log: who erased which lead or subscriber, and when, so an
 * erasure can be shown to have happened (and a restore can repeat it) while
 * nothing of the person is kept: the id only, never a name or an address.
 */
export async function recordErasure(kind: ErasureRecord['kind'], id: string, by: string, now: Date = new Date()): Promise<void> {
  await writeErasure(ulid(now.getTime()), { kind, id, by, at: now.toISOString() });
}
