import type { LeadExportRow } from '../api/leads-api';
import type { NewsletterSubscriber } from '../api/subscribers-api';
import { CHANNEL_LABELS, LEAD_ENTRY_LABELS, LEAD_STATUS_LABELS, UTM_KEYS } from '../../lib/api/leads';
import { NEWSLETTER_STATUS_LABELS } from '../../lib/api/newsletter';
import { spamReasonLabel } from '../../lib/leads/spam-reasons';
import type { CsvColumn } from '../../lib/csv/csv';
import { CLIENT_STATUS_LABELS, type ClientExport } from '../../lib/api/clients';
import type { SitePages } from '../../lib/api/growth';
import { creditedPageLabel, landingPageOf, sentFromOf } from '../../lib/growth/landing-page';

/**
 * Columns of the spreadsheet downloads. Dates stay ISO 8601 so spreadsheets sort them correctly.
 * A lead's landing page is the one the growth figures count it for (landing-page.ts), by the site's pages.
 */
export const leadCsvColumns = (site: SitePages): readonly CsvColumn<LeadExportRow>[] => [
  { header: 'Submitted at', value: (row) => row.created_at },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Website', value: (row) => row.website },
  { header: 'Service required', value: (row) => row.service_required },
  { header: 'Message', value: (row) => row.message },
  { header: 'Status', value: (row) => LEAD_STATUS_LABELS[row.status] },
  { header: 'Set aside as spam because', value: (row) => (row.spam ? row.spam.reasons.map(spamReasonLabel).join(' ') : '') },
  // Where it came from (docs/lead-sources.md); empty for leads stored before sources were recorded.
  { header: 'Came in by', value: (row) => LEAD_ENTRY_LABELS[row.entry] },
  { header: 'Added by', value: (row) => row.added_by ?? '' },
  { header: 'Page', value: (row) => sentFromOf(row) ?? '' },
  {
    header: 'Landing page',
    value: (row) => {
      const landed = landingPageOf(row, site);
      return landed === null ? '' : creditedPageLabel(landed);
    },
  },
  { header: 'Came from page', value: (row) => row.source?.previous_page ?? '' },
  { header: 'Channel', value: (row) => (row.source ? CHANNEL_LABELS[row.source.channel] : '') },
  { header: 'Referrer host', value: (row) => row.source?.referrer_host ?? '' },
  ...UTM_KEYS.map((key): CsvColumn<LeadExportRow> => ({ header: key, value: (row) => row.source?.utm?.[key] ?? '' })),
  { header: 'Ad click', value: (row) => (row.source ? (row.source.ad_click ? 'yes' : 'no') : '') },
  // The free website audit: what was audited, when, and its private report (empty until done, or after it expired).
  { header: 'Audit of', value: (row) => row.audit?.address ?? '' },
  { header: 'Audit requested at', value: (row) => row.audit?.requestedAt ?? '' },
  { header: 'Audit report', value: (row) => row.audit?.reportUrl ?? '' },
  {
    header: 'Notes',
    // One line per note, oldest first: "2025-03-14T09:30:00.000Z amna: Called, wants a quote".
    value: (row) => row.events.flatMap((event) => (event.kind === 'note' ? [`${event.at} ${event.by}: ${event.text}`] : [])).join('\n'),
  },
];

/** With the consent evidence: when and where each reader signed up, and when they confirmed. */
export const newsletterCsvColumns: readonly CsvColumn<NewsletterSubscriber>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Subscribed at', value: (row) => row.subscribed_at },
  { header: 'Status', value: (row) => NEWSLETTER_STATUS_LABELS[row.status] },
  { header: 'Signed up on page', value: (row) => row.source ?? '' },
  { header: 'Confirmed at', value: (row) => row.confirmed_at ?? '' },
];

/** Every client with what is kept about it: contact data, its work log (one line per entry) and its reports' addresses. */
export const clientCsvColumns: readonly CsvColumn<ClientExport['items'][number]>[] = [
  { header: 'Client since', value: (row) => row.createdAt },
  { header: 'Business', value: (row) => row.businessName },
  { header: 'Contact', value: (row) => row.contactName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'WhatsApp', value: (row) => row.whatsapp ?? '' },
  { header: 'Website', value: (row) => row.website },
  { header: 'Search Console property', value: (row) => row.property },
  { header: 'Status', value: (row) => CLIENT_STATUS_LABELS[row.status] },
  { header: 'Made from lead', value: (row) => row.leadId ?? '' },
  { header: 'Next month', value: (row) => row.nextMonth },
  {
    header: 'Work done',
    value: (row) =>
      [...row.work]
        .reverse()
        .map((entry) => `${entry.at} ${entry.by}: ${entry.text}`)
        .join('\n'),
  },
  { header: 'Monthly reports', value: (row) => row.reports.map((report) => `${report.month} ${report.url}`).join('\n') },
];
