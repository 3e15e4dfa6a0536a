import { randomBytes } from 'node:crypto';
import type { ClientReport } from '../../../src/lib/api/clients';
import { writeJson } from '../../../src/server/storage';

/** Google's figures of a seeded report: this month's clicks, and the month before's and a year before's where known. */
export interface SeedFigures {
  clicks: number;
  previousMonth?: number | null;
  yearBefore?: number | null;
}

const figures = (clicks: number) => ({ clicks, impressions: clicks * 20, position: 8.5 });

/**
 * A monthly report stored as the report job stores one (the record and its
 * address), for tests about what is done with a report rather than how it
 * is made (client-reports.test.ts makes them for real).
 */
export async function seedReport(
  client: { id: string; businessName: string },
  month: string,
  google: SeedFigures | null,
  audit: { fixed: number; of: number } | null = { fixed: 9, of: 10 },
): Promise<ClientReport> {
  const token = randomBytes(32).toString('base64url');
  const report: ClientReport = {
    clientId: client.id,
    month,
    token,
    madeAt: `${month}-28T09:00:00.000Z`,
    madeBy: 'owner',
    businessName: client.businessName,
    website: 'https://www.smile-dental.pk',
    google: google
      ? {
          state: 'ok',
          property: 'sc-domain:smile-dental.pk',
          month: figures(google.clicks),
          previousMonth: google.previousMonth == null ? null : figures(google.previousMonth),
          yearBefore: google.yearBefore == null ? null : figures(google.yearBefore),
          topPages: [],
          topQueries: [],
          enteredTopTen: [],
        }
      : { state: 'missing', property: '', reason: 'No Search Console property is set for this client.' },
    audit: audit
      ? {
          state: 'ok',
          url: 'https://www.smile-dental.pk/',
          auditedAt: `${month}-27T09:00:00.000Z`,
          firstAuditedAt: '2026-01-10T09:00:00.000Z',
          firstProblems: audit.of,
          fixed: Array.from({ length: audit.fixed }, (_, index) => ({ id: `check-${index}`, title: `Problem ${index + 1}` })),
          new: [],
          stillOpen: Array.from({ length: audit.of - audit.fixed }, (_, index) => ({ id: `open-${index}`, title: `Open ${index + 1}` })),
        }
      : { state: 'missing', reason: 'No website to audit.' },
    work: [],
    nextMonth: '',
    sentAt: null,
    sentBy: null,
  };
  await writeJson('clients', `token/${token}`, { clientId: client.id, month });
  await writeJson('clients', `report/${client.id}/${month}`, report);
  return report;
}
