import type { ContactSubmission, NewsletterSubscriber } from '../api/admin-api';
import { LEAD_STATUS_LABELS } from '../../lib/api/admin-records';
import type { CsvColumn } from '../../lib/csv/csv';

/** Columns of the two spreadsheet downloads. Dates stay ISO 8601 so spreadsheets sort them correctly. */
export const contactCsvColumns: readonly CsvColumn<ContactSubmission>[] = [
  { header: 'Submitted at', value: (row) => row.created_at },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Website', value: (row) => row.website },
  { header: 'Service required', value: (row) => row.service_required },
  { header: 'Message', value: (row) => row.message },
  { header: 'Status', value: (row) => LEAD_STATUS_LABELS[row.status] },
  {
    header: 'Notes',
    // One line per note, oldest first: "2025-03-14T09:30:00.000Z amna: Called, wants a quote".
    value: (row) => row.events.flatMap((event) => (event.kind === 'note' ? [`${event.at} ${event.by}: ${event.text}`] : [])).join('\n'),
  },
];

export const newsletterCsvColumns: readonly CsvColumn<NewsletterSubscriber>[] = [
  { header: 'Email', value: (row) => row.email },
  { header: 'Subscribed at', value: (row) => row.subscribed_at },
];
