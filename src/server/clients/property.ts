import { site } from '../../config/site';
import type { ClientRecord, ClientReport } from '../../lib/api/clients';
import { connectedProperty } from '../search-console/index';
import { changeClient, listClients, readClient } from './records';

/**
 * A client's Search Console property: whose figures it holds. A report reads
 * it with the site's own service account, which can also read the agency's
 * property, so a property is the client's only when its figures are neither
 * the site's own (the property connected on Growth, or the site's address)
 * nor another client's. Only an Admin sets it (PUT …/property, the role
 * table), refused with the conflict named; a report is made, and shown,
 * without Google's figures when its property is not its client's alone (a
 * property set before this rule, two saves at once, or the site connecting it later).
 */

/** What a property's figures cover: a domain and every host under it, or one host (a URL prefix). */
type Scope = { domain: string } | { host: string };

const withoutWww = (host: string) => host.toLowerCase().replace(/^www\./, '');

function scopeOf(property: string): Scope | null {
  if (property.startsWith('sc-domain:')) return { domain: withoutWww(property.slice('sc-domain:'.length)) };
  try {
    const { hostname } = new URL(property);
    return hostname ? { host: withoutWww(hostname) } : null;
  } catch {
    return null;
  }
}

const under = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Whether two properties can hold figures of the same pages (a domain covers its hosts; `www.` counts as the same host). */
export function propertiesOverlap(a: string, b: string): boolean {
  const x = scopeOf(a);
  const y = scopeOf(b);
  if (!x || !y) return false;
  if ('domain' in x && 'domain' in y) return under(x.domain, y.domain) || under(y.domain, x.domain);
  if ('domain' in x) return 'host' in y && under(y.host, x.domain);
  if ('domain' in y) return under(x.host, y.domain);
  return x.host === y.host;
}

export type PropertyConflict =
  { kind: 'site'; property: string } | { kind: 'client'; client: Pick<ClientRecord, 'id' | 'businessName' | 'property'> };

/** The site's own figures: the property connected on Growth, and the site's address as a URL prefix. */
async function siteProperties(): Promise<string[]> {
  const connected = await connectedProperty();
  return [...(connected ? [connected] : []), `${new URL(site.origin).origin}/`];
}

/** Why `property` is not `clientId`'s alone (the site's own figures, or another client's), or null when it is. */
export async function propertyConflict(clientId: string, property: string): Promise<PropertyConflict | null> {
  if (!property) return null;
  const own = (await siteProperties()).find((siteProperty) => propertiesOverlap(property, siteProperty));
  if (own) return { kind: 'site', property: own };
  const other = (await listClients()).find(
    (client) => client.id !== clientId && client.property && propertiesOverlap(property, client.property),
  );
  return other ? { kind: 'client', client: other } : null;
}

/** The refusal's words for staff (409). */
export function propertyConflictMessage(property: string, conflict: PropertyConflict): string {
  if (conflict.kind === 'site')
    return `${property} holds this site's own figures (${conflict.property}): a client's report never shows the agency's.`;
  return `${property} holds figures of ${conflict.client.businessName}, whose property is ${conflict.client.property}: two clients never share figures.`;
}

export type PropertyChange =
  { kind: 'ok'; client: ClientRecord } | { kind: 'missing' } | { kind: 'conflict' } | { kind: 'taken'; conflict: PropertyConflict };

/** Sets a client's property (empty: none), unless its figures are the site's or another client's. */
export async function setClientProperty(id: string, property: string, now: Date = new Date()): Promise<PropertyChange> {
  if (!(await readClient(id))) return { kind: 'missing' };
  const conflict = await propertyConflict(id, property);
  if (conflict) return { kind: 'taken', conflict };
  return changeClient(id, { property }, now);
}

/** What the client reads when its report has no figures because its property is not its alone. */
export const NOT_ITS_OWN =
  "Google's figures are not in this report: the Search Console property we have on file for you needs checking on our side. We are on it; nothing is needed from you.";

/**
 * A report as it may be shown: its Google figures only while its property is
 * its client's alone (a report made before a conflict came to light keeps
 * its figures stored, and shows them again once the conflict is resolved).
 */
export async function withOwnFigures(report: ClientReport): Promise<ClientReport> {
  const { google } = report;
  if (google.state !== 'ok' || !(await propertyConflict(report.clientId, google.property))) return report;
  return { ...report, google: { state: 'missing', property: google.property, reason: NOT_ITS_OWN } };
}
