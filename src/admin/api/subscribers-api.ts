import type { NewsletterStatus, NewsletterSubscriber } from '../../lib/api/newsletter';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';

/** Newsletter subscribers (`/api/newsletters`; the campaigns are campaigns-api.ts). */
export type { NewsletterSubscriber };

export const subscriberKeys = {
  /** Prefix of every subscriber list, so erasing a subscriber refreshes every filter. */
  all: ['admin', 'newsletters'] as const,
  in: (status: NewsletterStatus) => ['admin', 'newsletters', status] as const,
};

export const fetchNewsletters = () => getJson<NewsletterSubscriber[]>('/api/newsletters', { on401: 'null' });
/** The list again, for the CSV download: the activity log records the export. */
export const fetchNewsletterExport = () => getJson<NewsletterSubscriber[]>('/api/newsletters?export=1');
/** Subscribers in one status (the Newsletters tab's filters beside the list). */
export const fetchSubscribersIn = (status: NewsletterStatus) =>
  getJson<NewsletterSubscriber[]>(`/api/newsletters?status=${status}`, { on401: 'null' });

export const useDeleteSubscriber = defineWrite({
  call: (email: string) => sendJson<null>('DELETE', '/api/newsletters', { email }),
  failure: 'Delete failed',
  refreshes: [subscriberKeys.all],
});

/** The one-time mail asking readers from before double opt-in to confirm, sent in rounds of 50 until none is left. */
export const useReconfirmAll = defineWrite({
  call: async () => {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const round = await sendJson<{ sent: number; failed: number; remaining: number }>('POST', '/api/newsletters/reconfirm');
      sent += round!.sent;
      failed += round!.failed;
      if (round!.remaining === 0 || round!.sent + round!.failed === 0) return { sent, failed };
    }
  },
  failure: 'Re-confirmation not sent',
  refreshes: [subscriberKeys.all],
});
