import { escapeUTF8 } from 'entities';
import type { ClientReport, SearchFigures, SearchRow } from '../../lib/api/clients';
import { chatLink } from '../../lib/chat/chat-link';
import { PAKISTAN_TIME_ZONE, pakistanDay } from '../../lib/time/pakistan-time';
import { monthLabel } from '../../lib/time/months';
import { monthBefore, yearBefore } from './months';

/**
 * A client's monthly report page: server-rendered HTML with no JavaScript,
 * a frozen snapshot drawn as it was stored. The chart is inline SVG with
 * the same figures in a table beside it; printable; readable at 390 px. Served
 * with the audit report's headers and 404 (client-report-answer.ts).
 */

export interface MonthlyPageOptions {
  brandName: string;
  /** The agency's WhatsApp number, digits only. */
  whatsappNumber: string;
}

const COLOURS = {
  brand600: '#ea580c',
  brand700: '#c2410c',
  brand50: '#fff7ed',
  accent700: '#15803d',
  ink: '#111827',
  muted: '#4b5563',
  line: '#e5e7eb',
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif;color:${COLOURS.ink};background:#fff;line-height:1.5;font-size:16px}
main{max-width:46rem;margin:0 auto;padding:1rem}
header.top{background:${COLOURS.brand700};color:#fff;padding:.75rem 1rem}
header.top p{margin:0 auto;max-width:46rem;font-weight:600}
h1{font-size:1.6rem;line-height:1.2;margin:1rem 0 .25rem}
h2{font-size:1.25rem;margin:2rem 0 .5rem;border-bottom:2px solid ${COLOURS.brand600};padding-bottom:.25rem}
h3{font-size:1.05rem;margin:1rem 0 .25rem}
p,li,td,th{overflow-wrap:anywhere}
.muted{color:${COLOURS.muted}}
.figures{display:flex;flex-wrap:wrap;gap:.75rem;margin:.75rem 0}
.figure{flex:1 1 12rem;border:1px solid ${COLOURS.line};border-radius:.5rem;padding:.75rem;break-inside:avoid}
.figure strong{display:block;font-size:1.6rem}
.chart{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
.chart svg{flex:0 0 auto;max-width:100%}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0}
th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid ${COLOURS.line};vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}
.scroll{overflow-x:auto}
.headline{font-size:1.2rem;font-weight:600;background:${COLOURS.brand50};border-left:4px solid ${COLOURS.brand600};padding:.5rem .75rem}
.next{background:${COLOURS.brand50};border:1px solid ${COLOURS.brand600};border-radius:.5rem;padding:.75rem;margin:2rem 0}
.next h2{margin-top:0}
a.button{display:inline-block;background:${COLOURS.accent700};color:#fff;padding:.6rem 1rem;border-radius:.5rem;text-decoration:none;font-weight:600}
footer{margin:2rem 0;font-size:.85rem;color:${COLOURS.muted}}
@media print{header.top{background:none;color:${COLOURS.ink};border-bottom:2px solid ${COLOURS.ink}}a.button{background:none;color:${COLOURS.ink};padding:0}a[href^="http"]::after{content:" (" attr(href) ")";font-size:.8rem}h2{break-after:avoid}table,.figure{break-inside:avoid}}
`.trim();

const esc = (value: string | null | undefined) => escapeUTF8(value ?? '');
const count = (value: number) => new Intl.NumberFormat('en-PK').format(value);
const position = (value: number | null) => (value === null ? '–' : value.toFixed(1));

function change(now: number, before: number | undefined): string {
  if (before === undefined) return '';
  if (before === 0) return now === 0 ? 'no change' : 'up from 0';
  const percent = Math.round(((now - before) / before) * 100);
  return percent === 0 ? 'no change' : `${percent > 0 ? 'up' : 'down'} ${Math.abs(percent)}%`;
}

/** Three bars of clicks (a year before, the month before, this month) drawn as SVG; the table beside says the same. */
function clicksChart(bars: { label: string; clicks: number }[]): string {
  const max = Math.max(1, ...bars.map((bar) => bar.clicks));
  const width = 80;
  const gap = 24;
  const height = 140;
  const rects = bars
    .map((bar, index) => {
      const h = Math.round((bar.clicks / max) * (height - 20));
      const x = index * (width + gap);
      const fill = index === bars.length - 1 ? COLOURS.brand600 : '#9ca3af';
      return `<rect x="${x}" y="${height - h}" width="${width}" height="${h}" fill="${fill}"/><text x="${x + width / 2}" y="${height - h - 4}" text-anchor="middle" font-size="12" fill="${COLOURS.ink}">${count(bar.clicks)}</text><text x="${x + width / 2}" y="${height + 16}" text-anchor="middle" font-size="11" fill="${COLOURS.muted}">${esc(bar.label)}</text>`;
    })
    .join('');
  const total = bars.length * width + (bars.length - 1) * gap;
  return `<svg role="img" aria-label="Clicks from Google: ${bars.map((bar) => `${esc(bar.label)} ${count(bar.clicks)}`).join(', ')}" width="${total}" height="${height + 24}" viewBox="0 0 ${total} ${height + 24}" xmlns="http://www.w3.org/2000/svg">${rects}</svg>`;
}

function rowsTable(caption: string, first: string, rows: SearchRow[]): string {
  if (rows.length === 0) return `<h3>${esc(caption)}</h3><p class="muted">None this month.</p>`;
  return `<h3>${esc(caption)}</h3><div class="scroll"><table><thead><tr><th>${first}</th><th class="n">Clicks</th><th class="n">Impressions</th><th class="n">Position</th></tr></thead><tbody>${rows
    .map(
      (row) =>
        `<tr><td>${esc(row.key)}</td><td class="n">${count(row.clicks)}</td><td class="n">${count(row.impressions)}</td><td class="n">${position(row.position)}</td></tr>`,
    )
    .join('')}</tbody></table></div>`;
}

function googleSection(report: ClientReport): string {
  const { google, month } = report;
  if (google.state === 'missing') return `<h2>What Google shows</h2><p>${esc(google.reason)}</p>`;
  const periods: { label: string; figures: SearchFigures | null }[] = [
    { label: monthLabel(yearBefore(month)), figures: google.yearBefore },
    { label: monthLabel(monthBefore(month)), figures: google.previousMonth },
    { label: monthLabel(month), figures: google.month },
  ];
  const known = periods.filter((period): period is { label: string; figures: SearchFigures } => period.figures !== null);
  const figure = (name: string, now: string, notes: string[]) =>
    `<div class="figure">${name}<strong>${now}</strong><span class="muted">${notes.filter(Boolean).map(esc).join('; ')}</span></div>`;
  const m = google.month;
  const before = google.previousMonth ?? undefined;
  const lastYear = google.yearBefore ?? undefined;
  const versus = (label: string, text: string) => (text ? `${text} on ${label}` : '');
  return `<h2>What Google shows</h2>
<p class="muted">Search Console figures for ${esc(google.property)}, ${esc(monthLabel(month))}.</p>
<div class="figures">
${figure('Clicks', count(m.clicks), [versus(monthLabel(monthBefore(month)), change(m.clicks, before?.clicks)), versus(monthLabel(yearBefore(month)), change(m.clicks, lastYear?.clicks))])}
${figure('Impressions', count(m.impressions), [versus(monthLabel(monthBefore(month)), change(m.impressions, before?.impressions)), versus(monthLabel(yearBefore(month)), change(m.impressions, lastYear?.impressions))])}
${figure('Average position', position(m.position), [before ? `${position(before.position)} in ${monthLabel(monthBefore(month))}` : '', 'lower is better'])}
</div>
<div class="chart">${clicksChart(known.map((period) => ({ label: period.label, clicks: period.figures.clicks })))}
<div class="scroll"><table><caption class="muted">Clicks, impressions and average position by month</caption><thead><tr><th>Month</th><th class="n">Clicks</th><th class="n">Impressions</th><th class="n">Position</th></tr></thead><tbody>${known
    .map(
      (period) =>
        `<tr><td>${esc(period.label)}</td><td class="n">${count(period.figures.clicks)}</td><td class="n">${count(period.figures.impressions)}</td><td class="n">${position(period.figures.position)}</td></tr>`,
    )
    .join('')}</tbody></table></div></div>
${rowsTable('Top searches', 'Search', google.topQueries)}
${rowsTable('Top pages', 'Page', google.topPages)}
${rowsTable('New in the top 10 this month', 'Search', google.enteredTopTen)}`;
}

function auditSection(report: ClientReport): string {
  const { audit } = report;
  if (audit.state === 'missing') return `<h2>Your website since you joined</h2><p>${esc(audit.reason)}</p>`;
  const first = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: PAKISTAN_TIME_ZONE }).format(
    new Date(audit.firstAuditedAt),
  );
  const list = (items: { title: string }[], empty: string) =>
    items.length === 0 ? `<p class="muted">${empty}</p>` : `<ul>${items.map((item) => `<li>${esc(item.title)}</li>`).join('')}</ul>`;
  const firstOne = audit.firstAuditedAt === audit.auditedAt;
  return `<h2>Your website since you joined</h2>
<p class="headline">${
    firstOne
      ? `This is your first audit: ${audit.stillOpen.length} problems to fix.`
      : `${audit.fixed.length} of ${audit.firstProblems} problems fixed since you joined`
  }</p>
<p class="muted">${esc(audit.url)} audited again this month and compared with the first audit, on ${esc(first)}.</p>
${firstOne ? '' : `<h3>Fixed</h3>${list(audit.fixed, 'Nothing fixed yet.')}`}
<h3>New problems</h3>${list(audit.new, 'No new problems.')}
<h3>Still to do</h3>${list(audit.stillOpen, 'Nothing left from the first audit.')}`;
}

function workSection(report: ClientReport): string {
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: PAKISTAN_TIME_ZONE }).format(new Date(iso));
  const work =
    report.work.length === 0
      ? '<p class="muted">No work was logged this month.</p>'
      : `<ul>${report.work.map((entry) => `<li><strong>${esc(day(entry.at))}:</strong> <span>${esc(entry.text).replace(/\n/g, '<br>')}</span></li>`).join('')}</ul>`;
  const next = report.nextMonth.trim() ? `<h2>Next month</h2><p>${esc(report.nextMonth).replace(/\n/g, '<br>')}</p>` : '';
  // Work written after the month (up to when the report was made) is shown once, here.
  const after = report.work.some((entry) => !pakistanDay(Date.parse(entry.at)).startsWith(report.month));
  const title = after ? `Work done since 1 ${monthLabel(report.month)}` : `Work done in ${monthLabel(report.month)}`;
  return `<h2>${esc(title)}</h2>${work}${next}`;
}

export function renderMonthlyReport(report: ClientReport, options: MonthlyPageOptions): string {
  const label = monthLabel(report.month);
  const made = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: PAKISTAN_TIME_ZONE }).format(new Date(report.madeAt));
  const chat = chatLink(options.whatsappNumber, `Hello! I have read the ${label} report for ${report.businessName} and have a question.`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${esc(label)} report: ${esc(report.businessName)} | ${esc(options.brandName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="top"><p>${esc(options.brandName)} · Monthly report</p></header>
<main>
<h1>${esc(report.businessName)}: ${esc(label)}</h1>
<p class="muted">Made on ${esc(made)}. Use your browser’s Print to save it as a PDF.</p>
${googleSection(report)}
${auditSection(report)}
${workSection(report)}
<section class="next">
<h2>What we cannot see without access</h2>
<p>Calls and direction requests from your Google Business Profile, and visits in your own analytics, are in your accounts: give us access and we add them here. <a class="button" href="${esc(chat)}" rel="noopener noreferrer">Talk to us on WhatsApp</a></p>
</section>
<footer><p>This report is private: only people you share its address with can open it.</p></footer>
</main>
</body>
</html>
`;
}
