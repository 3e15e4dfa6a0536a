import bcrypt from 'bcryptjs';
import { ADMIN_LIMITS } from '../../lib/api/auth';
import { runsLocally } from '../local-run';

/**
 * Password hashing with bcrypt at cost 12. Tests may lower the cost through
 * BCRYPT_COST_FOR_TESTS, which is honoured only under vitest or when the
 * hashes go to a store on this machine (the browser tests' `astro dev`, which
 * sets it: about 100 hashes and checks at 0.4-1 s each), so a deployed site
 * always hashes at 12.
 */
export const BCRYPT_COST = 12;

function cost(): number {
  const override = Number(process.env.BCRYPT_COST_FOR_TESTS);
  return runsLocally() && Number.isInteger(override) && override >= 4 ? override : BCRYPT_COST;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, cost());
}

/** One throwaway hash per cost, compared against when the username is unknown. */
const dummyHashes = new Map<number, Promise<string>>();

function dummyHash(): Promise<string> {
  const rounds = cost();
  let hash = dummyHashes.get(rounds);
  if (!hash) {
    hash = bcrypt.hash('no such admin', rounds);
    dummyHashes.set(rounds, hash);
  }
  return hash;
}

/**
 * Compares a password with a stored hash. With no hash (unknown user) it still
 * runs one comparison of the same cost, so both answers take about as long.
 * Passwords longer than bcrypt reads never match: setup refuses them, and
 * bcrypt would otherwise compare only their first 72 bytes.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const tooLong = new TextEncoder().encode(password).length > ADMIN_LIMITS.passwordMaxBytes;
  const compared = hash ?? (await dummyHash());
  const matches = await bcrypt.compare(tooLong ? password.slice(0, 1) : password, compared);
  return matches && hash !== undefined && !tooLong;
}
