import { reportJob } from '../../src/server/clients/index';

/**
 * Background function (Netlify answers its caller 202 at once and lets it
 * run): makes one client's monthly report, Google's figures and a fresh
 * audit of the website, for the client whose report job the call names
 * (src/server/clients/making.ts). Its address is public, so it runs only for
 * a signed call of this site's own; a repeat finds no claim and does nothing.
 */
export default reportJob.handler;
