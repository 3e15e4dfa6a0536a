import { auditReportSchema, type AuditReport } from '../../lib/api/audits';
import type { AuditContext } from './check-kit';
import { judge } from './checks';
import { FetchLog, gatherSite, type AuditDeps } from './gather';
import { createSafeFetcher } from './safe-fetch';

/** An audit of one address: gather (gather.ts), judge (checks.ts), and the report of both. */

/** What the report shows of the page before any check: how it looks in Google and in a link preview. */
function previewOf(context: AuditContext, faviconFound: boolean, origin: string): AuditReport['preview'] {
  const { page, facts } = context;
  const nodes = facts.jsonLd.flatMap((block) => block.nodes);
  const websiteNode = nodes.find((node) => [node['@type']].flat().includes('WebSite'));
  return {
    url: page.url,
    title: facts.titles[0]?.slice(0, 300) || null,
    description: facts.description?.slice(0, 600) ?? null,
    siteName: (typeof websiteNode?.name === 'string' ? websiteNode.name : facts.og['og:site_name'])?.slice(0, 200) ?? null,
    favicon: facts.icons[0] ?? (faviconFound ? `${origin}/favicon.ico` : null),
    ogTitle: facts.og['og:title']?.slice(0, 300) ?? null,
    ogDescription: facts.og['og:description']?.slice(0, 600) ?? null,
    ogImage: facts.og['og:image']?.slice(0, 2048) ?? null,
  };
}

export async function runAudit(address: string, deps: AuditDeps = {}): Promise<AuditReport> {
  const clock = deps.clock ?? (() => new Date());
  const startedAt = clock();
  const begin = performance.now();
  const fetcher = createSafeFetcher(deps);
  const log = new FetchLog();
  try {
    const { context, faviconFound, origin } = await gatherSite(fetcher, address, deps, log);
    const { checks, topFixes } = judge(context);
    const report: AuditReport = {
      version: 1,
      address,
      url: context.page.url,
      startedAt: startedAt.toISOString(),
      finishedAt: clock().toISOString(),
      fetched: log.entries().slice(0, 40),
      checks,
      topFixes,
      preview: previewOf(context, faviconFound, origin),
      timings: {
        totalMs: Math.round(performance.now() - begin),
        ttfbMs: Math.round(context.page.ttfbMs),
        measuredFrom: context.measuredFrom,
      },
    };
    return auditReportSchema.parse(report);
  } finally {
    await fetcher.close();
  }
}
