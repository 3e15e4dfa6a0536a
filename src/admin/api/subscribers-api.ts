import { z } from 'zod';
import {
  newsletterSubscriberSchema,
  reconfirmRoundSchema,
  type NewsletterStatus,
  type NewsletterSubscriber,
} from '../../lib/api/newsletter';
import { ROUTES } from '../../lib/api/routes';
import { defineCall, defineWrite, noAnswer } from './mutation';
import { defineRead } from './read';

/** Newsletter subscribers (`/api/newsletters`; the campaigns are campaigns-api.ts). */
export type { NewsletterSubscriber };

/** The list (no status: the readers campaigns go to), or the subscribers in one status (the filters beside it). */
export const useSubscribers = defineRead({
  route: ROUTES.subscribers,
  schema: z.array(newsletterSubscriberSchema),
  values: (status?: NewsletterStatus) => ({ status }),
  nullWhenSignedOut: true,
});
export type SubscribersRead = ReturnType<typeof useSubscribers>;
/** The list again, for the CSV download: the activity log records the export. */
export const fetchNewsletterExport = defineRead({
  route: ROUTES.subscribers,
  schema: z.array(newsletterSubscriberSchema),
  values: () => ({ export: 1 }),
}).fetch;

export const useDeleteSubscriber = defineWrite({
  route: ROUTES.subscribers,
  method: 'DELETE',
  answer: noAnswer,
  body: (email: string) => ({ email }),
  failure: 'Delete failed',
  refreshes: [useSubscribers.all],
});

/** One round of the re-confirmation mail: at most 50 readers, and how many are left. */
const reconfirmRound = defineCall({ route: ROUTES.subscribersReconfirm, method: 'POST', answer: reconfirmRoundSchema });

/** The one-time mail asking readers from before double opt-in to confirm, sent in rounds of 50 until none is left. */
export const useReconfirmAll = defineWrite({
  call: async () => {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const round = await reconfirmRound();
      sent += round.sent;
      failed += round.failed;
      if (round.remaining === 0 || round.sent + round.failed === 0) return { sent, failed };
    }
  },
  failure: 'Re-confirmation not sent',
  refreshes: [useSubscribers.all],
});
