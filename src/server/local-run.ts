import { storesAreOnThisMachine } from './storage';

/**
 * Whether this process is a test or a local run rather than a deployed site:
 * under vitest, or when the stores are on this machine (`astro dev` with the
 * local Blobs server). Settings that trade safety or strength for speed in
 * tests (a lower bcrypt cost, private audit targets, a generated second-factor key) are honoured only here.
 */
export function runsLocally(): boolean {
  return Boolean(process.env.VITEST) || storesAreOnThisMachine();
}
