import {
  CHECK_GROUP_TITLES,
  CHECK_GROUPS,
  type AuditComparison,
  type AuditReport,
  type CheckResult,
  type CheckStatus,
} from '../../lib/api/audits';
import { chatLink } from '../../lib/chat/chat-link';
import { PAKISTAN_TIME_ZONE } from '../../lib/time/pakistan-time';
import { esc, PAGE_COLOURS, renderPrivatePage } from '../private-page/index';
import { withoutWww } from './site';

/**
 * The private report page: server-rendered HTML with no JavaScript, every
 * value from the audited site escaped, no image loaded from it (previews are
 * drawn as text), printable ("Save as PDF" from the browser's print), readable
 * at 390 px, in the site's colours (tailwind.config.mjs: brand orange,
 * accent green). No score: each finding stands on its evidence.
 */

export interface ReportPageOptions {
  brandName: string;
  /** The agency's WhatsApp number, digits only. */
  whatsappNumber: string;
  /** Where the methodology is published. */
  methodologyUrl: string;
  /** How long the report stays available. */
  retentionDays: number;
  comparison?: AuditComparison;
}

const COLOURS = PAGE_COLOURS;

/** The report's own rules, after the private page's shared ones. */
const STYLE = `
h3{font-size:1.05rem;margin:0 0 .25rem}
p,li{overflow-wrap:anywhere}
.fixes{padding-left:1.25rem}
.fixes li{margin-bottom:1rem}
.card{border:1px solid ${COLOURS.line};border-radius:.5rem;padding:.75rem;margin:.75rem 0;break-inside:avoid}
.google .site{font-size:.85rem;color:${COLOURS.muted}}
.google .title{color:#1a0dab;font-size:1.15rem;margin:.1rem 0}
.whatsapp{background:#e7fce3;border-left:4px solid ${COLOURS.accent700}}
.whatsapp .image{font-size:.8rem;color:${COLOURS.muted}}
.check{border-left:4px solid ${COLOURS.line}}
.check.fail{border-left-color:#b91c1c}
.check.warn{border-left-color:${COLOURS.brand600}}
.check.pass{border-left-color:${COLOURS.accent700}}
.badge{display:inline-block;font-size:.8rem;font-weight:600;padding:0 .4rem;border-radius:.25rem;margin-right:.4rem}
.badge.fail{background:#fee2e2;color:#991b1b}
.badge.warn{background:${COLOURS.brand50};color:${COLOURS.brand700}}
.badge.pass{background:${COLOURS.accent50};color:${COLOURS.accent700}}
.badge.info{background:#f3f4f6;color:${COLOURS.muted}}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f9fafb;padding:.5rem;border-radius:.25rem;font-size:.85rem;margin:.4rem 0}
.next{background:${COLOURS.brand50};border:1px solid ${COLOURS.brand600}}
`;

const STATUS_LABELS: Record<CheckStatus, string> = { fail: 'Problem', warn: 'Needs work', pass: 'Good', info: 'Note' };

function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
}

function hostOf(url: string): string {
  try {
    return withoutWww(new URL(url).hostname);
  } catch {
    return url;
  }
}

function checkCard(check: CheckResult): string {
  return `<section class="card check ${check.status}">
<h3><span class="badge ${check.status}">${STATUS_LABELS[check.status]}</span>${esc(check.title)}</h3>
<pre>${esc(check.evidence)}</pre>
${check.fix ? `<p><strong>Fix:</strong> ${esc(check.fix)} <span class="muted">(about ${esc(check.effort)})</span></p>` : ''}
<p class="muted">${esc(check.why)}</p>
</section>`;
}

function googlePreview(report: AuditReport): string {
  const { preview } = report;
  const url = new URL(preview.url);
  const crumbs = [url.hostname, ...url.pathname.split('/').filter(Boolean)].join(' › ');
  return `<div class="card google" aria-label="Google result preview">
<div class="site">${esc(preview.siteName ?? hostOf(preview.url))}<br>${esc(crumbs)}</div>
<div class="title">${esc(truncate(preview.title ?? '(no title: Google will make one up)', 60))}</div>
<div>${esc(truncate(preview.description ?? '(no description: Google will pick words from the page)', 160))}</div>
</div>`;
}

function whatsappPreview(report: AuditReport): string {
  const { preview } = report;
  const title = preview.ogTitle ?? preview.title;
  const description = preview.ogDescription ?? preview.description;
  return `<div class="card whatsapp" aria-label="WhatsApp link preview">
<div class="image">${preview.ogImage ? `Picture: ${esc(truncate(preview.ogImage, 120))}` : 'No picture (no og:image)'}</div>
<strong>${esc(truncate(title ?? '(no title)', 80))}</strong>
<div>${esc(truncate(description ?? '', 120))}</div>
<div class="muted">${esc(hostOf(preview.url))}</div>
</div>`;
}

function comparisonSection(report: AuditReport, comparison: AuditComparison | undefined): string {
  if (!comparison) return '';
  const title = (id: string) => esc(report.checks.find((check) => check.id === id)?.title ?? id);
  const list = (ids: string[]) => (ids.length ? ids.map(title).join(', ') : 'none');
  return `<h2>Since the last audit</h2>
<p><strong>Fixed:</strong> ${list(comparison.fixed)}</p>
<p><strong>New:</strong> ${list(comparison.new)}</p>
<p><strong>Still to do:</strong> ${list(comparison.unchanged)}</p>`;
}

export function renderAuditReport(report: AuditReport, options: ReportPageOptions): string {
  const host = hostOf(report.url);
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: PAKISTAN_TIME_ZONE }).format(
    new Date(report.finishedAt),
  );
  const top = report.topFixes
    .map((id) => report.checks.find((check) => check.id === id))
    .filter((check): check is CheckResult => Boolean(check));
  const chat = chatLink(
    options.whatsappNumber,
    `Hello! I have read the website audit of ${host} and would like to talk about the next step.`,
  );
  const groups = CHECK_GROUPS.map((group) => {
    const checks = report.checks.filter((check) => check.group === group);
    if (checks.length === 0) return '';
    const needing = checks.filter((check) => check.status === 'fail' || check.status === 'warn').length;
    return `<h2>${esc(CHECK_GROUP_TITLES[group])}</h2>
<p class="muted">${checks.length} checks, ${needing} needing work.</p>
${checks.map(checkCard).join('\n')}`;
  }).join('\n');
  const main = `<h1>Website audit of ${esc(host)}</h1>
<p class="muted">Made on ${esc(date)} (Pakistan time). Use your browser’s Print to save it as a PDF.</p>
<p><strong>What we looked at</strong> (${report.fetched.length} addresses):</p>
<ul class="muted">${report.fetched.map((entry) => `<li>${esc(entry.url)}: ${entry.status === null ? 'no answer' : entry.status} <span class="muted">(${esc(entry.purpose)})</span></li>`).join('')}</ul>

<h2>Three things to fix first</h2>
${
  top.length === 0
    ? '<p>We found nothing urgent to fix. The details below show what we checked.</p>'
    : `<ol class="fixes">${top
        .map(
          (check) => `<li><h3>${esc(check.title)}</h3>
<p><strong>Why it costs you customers:</strong> ${esc(check.why)}</p>
<p><strong>How to fix it:</strong> ${esc(check.fix)}</p>
<p><strong>How long it takes:</strong> about ${esc(check.effort)}</p></li>`,
        )
        .join('\n')}</ol>`
}

<h2>How your site looks when people find it</h2>
<h3>In Google</h3>
${googlePreview(report)}
<h3>When someone shares it on WhatsApp</h3>
${whatsappPreview(report)}
${comparisonSection(report, options.comparison)}
${groups}

<section class="card next">
<h2>What we cannot see from outside</h2>
<p>This audit reads your site as Google does from the outside. What decides your calls and visits is inside your accounts: where you rank for the searches your customers make, what Search Console reports about your pages, and what your Google Business Profile insights say about calls, direction requests and reviews. With your permission we look at those next, free.</p>
<p><a class="button" href="${esc(chat)}" rel="noopener noreferrer">Talk to us on WhatsApp</a></p>
</section>

<footer>
<p>There is no score out of 100 here: each finding is shown with the evidence we found, so you can check it yourself. Time to first byte was measured from ${esc(report.timings.measuredFrom)}, not from Pakistan.</p>
<p><a href="${esc(options.methodologyUrl)}">How we check (methodology)</a> · This report is private and is erased after ${options.retentionDays} days.</p>
</footer>`;
  return renderPrivatePage({
    title: `Website audit of ${host}`,
    brandName: options.brandName,
    kind: 'Website audit',
    style: STYLE,
    printStyle: '.card{border-color:#999}',
    main,
  });
}
