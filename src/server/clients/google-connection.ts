import { SearchConsoleError } from '../search-console/index';
import { querySearchAnalytics } from '../search-console/index';
import { serviceAccountEmail } from '../search-console/index';
import type { MissingReason, SearchQuery } from './google-figures';

/**
 * The site's Search Console connection as the monthly report uses it (the
 * service account of the agency's own property, GOOGLE_SERVICE_ACCOUNT_KEY):
 * the query, the account to add, and why figures are missing, in words the
 * client reads.
 */

export const reportSearchQuery: SearchQuery = (property, query) => querySearchAnalytics(property, query);

export const serviceAccountOfSite = (): string | null => serviceAccountEmail();

const howToAdd = (email: string | null) =>
  `add ${email ?? 'our service account'} as a user with Restricted permission in Search Console (Settings → Users and permissions), or as a delegated owner on the property's verification page`;

export const missingReason: MissingReason = (error, property) => {
  const email = serviceAccountOfSite();
  const kind = error instanceof SearchConsoleError ? error.problem.kind : null;
  if (!property)
    return `Google's figures are not in this report: we do not have your Search Console property yet. To connect it, ${howToAdd(email)}, and send us the property's name on WhatsApp.`;
  if (kind === 'unavailable')
    return `Google's figures are not in this report: Google did not answer when it was made. Ask us on WhatsApp and we make it again.`;
  if (kind === 'not-configured' || kind === 'bad-key')
    return `Google's figures are not in this report: our connection to Search Console is not working yet. We are on it; nothing is needed from you.`;
  return `Google's figures are not in this report: we could not read ${property} in Search Console. To connect it, ${howToAdd(email)}.`;
};
