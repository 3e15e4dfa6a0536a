/**
 * The erasure log: who erased which lead, subscriber or client id, and when; nothing of the person.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { recordErasure } from './log';
