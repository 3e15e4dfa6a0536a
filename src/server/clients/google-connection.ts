import type { MissingReason, SearchQuery } from './google-figures';

/**
 * The site's Search Console connection as the monthly report uses it: the
 * query, the service account to add, and why figures are missing, in words
 * the client reads.
 */

/** Until the site's Search Console client is wired in, reports say Google is not connected. */
export const reportSearchQuery: SearchQuery | null = null;

export const serviceAccountOfSite = (): string | null => null;

const HOW_TO_ADD = (email: string | null) =>
  `add ${email ?? 'our service account'} as a user with Restricted permission in Search Console (Settings → Users and permissions), or as a delegated owner on the property's verification page`;

export const missingReason: MissingReason = (_error, property) => {
  const email = serviceAccountOfSite();
  if (!property)
    return `Google's figures are not in this report: we do not have your Search Console property yet. To connect it, ${HOW_TO_ADD(email)}, and send us the property's name on WhatsApp.`;
  return `Google's figures are not in this report: we could not read ${property} in Search Console. To connect it, ${HOW_TO_ADD(email)}.`;
};
