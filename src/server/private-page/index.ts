/**
 * The private page kit: what every page served to people without an account
 * (a website audit's report at /report/<token>, a client's monthly report at
 * /client-report/<token>) shares: its frame and shared styles, its headers
 * (own CSP by style hash, noindex, no referrer, never cached) and its 404.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { privatePageAnswer, privatePageHeaders } from './headers';
export { notFoundAnswer } from './not-found';
export { esc, PAGE_COLOURS, renderPrivatePage } from './page';
