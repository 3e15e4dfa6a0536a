import { storesAreOnThisMachine } from './storage';

/**
 * A run on this machine (the tests, `npm run dev`, the browser tests'
 * `astro dev`) rather than a deployed site: under vitest, or with the stores
 * on this machine. Local runs may trade strength for ease where nothing real
 * is kept (a lower bcrypt cost, a generated second-factor key); a deployed
 * site never does.
 */
export function runsOnThisMachine(): boolean {
  return Boolean(process.env.VITEST) || storesAreOnThisMachine();
}
