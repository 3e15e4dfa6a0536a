import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';

/**
 * Throwaway-mail domains, from the community-maintained list
 * github.com/disposable-email-domains/disposable-email-domains as packaged by
 * disposable-email-domains-js (CommonJS + JSON, so Netlify's runtime can load
 * it). Updating the dependency updates the list.
 */
let domains: Set<string> | undefined;

/** Whether the address's domain, or a domain it is under (mx.mailinator.com), is on the list. */
export function isDisposableMail(email: string | undefined): boolean {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0) return false;
  domains ??= disposableEmailBlocklistSet();
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split('.');
  for (let start = 0; start < labels.length - 1; start += 1) if (domains.has(labels.slice(start).join('.'))) return true;
  return false;
}
