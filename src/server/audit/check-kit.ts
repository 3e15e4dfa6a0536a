import type { CheckGroup, CheckPriority, CheckResult, CheckStatus } from '../../lib/api/audits';
import type { PageFacts } from './page-facts';
import type { FetchedAsset } from './resources';
import type { FetchedResource } from './safe-fetch';

/** Everything the checks judge, gathered once by runAudit. */
export interface AuditContext {
  page: FetchedResource;
  facts: PageFacts;
  /** The same address over http (only when the page is https). */
  httpVersion: { finalUrl: string | null; status: number | null; error: string | null } | null;
  robots: { url: string; status: number | null; body: string | null };
  sitemap: { url: string | null; via: string | null; tried: string[] };
  ogImage: { url: string; status: number | null; contentType: string | null; error: string | null } | null;
  /** /favicon.ico, probed only when the page links no icon. */
  faviconFile: { url: string; status: number | null } | null;
  llmsTxt: { url: string; status: number | null; contentType: string | null };
  dns: { spf: string[]; dmarc: string[]; error: string | null };
  /** The first images, and the page's own stylesheets and scripts, asked for within the request budget. */
  resources: FetchedAsset[];
  measuredFrom: string;
}

export interface CheckDefinition {
  id: string;
  group: CheckGroup;
  title: string;
  priority: CheckPriority;
  effort: string;
  why: string;
  fix: string;
  /** What a browser would see that the audit, reading HTML without running it, cannot (docs/audit-methodology.md, "Known limits"). */
  limits: string;
}

/** A check as data: what it is (id, group, priority, the words) and how it judges a gathered page. */
export interface Check extends CheckDefinition {
  judge: (context: AuditContext) => CheckResult;
}

/** A check from its definition and its judge (which gets the definition back, for `verdict`). */
export function defineCheck<const D extends CheckDefinition>(
  definition: D,
  judge: (context: AuditContext, definition: D) => CheckResult,
): Check {
  return { ...definition, judge: (context) => judge(context, definition) };
}

/** A check's result: the fix is given only when something needs doing. */
export function verdict(definition: CheckDefinition, status: CheckStatus, evidence: string, fix: string = definition.fix): CheckResult {
  const needsWork = status === 'fail' || status === 'warn';
  return {
    id: definition.id,
    group: definition.group,
    title: definition.title,
    status,
    priority: definition.priority,
    evidence: evidence.slice(0, 2000),
    fix: needsWork ? fix : '',
    effort: needsWork ? definition.effort : '',
    why: definition.why,
  };
}

/** Quotes a found value for evidence, shortened. */
export function quote(value: string, max = 200): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** One site: the registrable domain (site.ts), as the fetcher's budget counts it. */
export { sameSite } from './site';
