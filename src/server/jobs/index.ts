/**
 * Background jobs declared as data (define.ts): the signed start an area
 * calls, the handler its `-background` function exports, the body parsed with
 * zod, and one claim per run with one timeout (store.ts).
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { NO_INPUT, defineJob } from './define';
export { CLAIM_TIMEOUT_MS } from './store';
