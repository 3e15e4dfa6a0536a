import { sendJob } from '../../src/server/newsletter/index';

/**
 * Background function (the `-background` name makes it one: Netlify answers
 * 202 at once and lets it run up to 15 minutes): sends every campaign that is
 * due, batch by batch (src/server/newsletter/sending.ts). Its address is
 * public, so it runs only for a signed call of this site's own
 * (src/server/newsletter/trigger.ts); anyone else's does nothing.
 */
export default sendJob.handler;
