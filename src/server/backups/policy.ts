import { STORE_KINDS, type StoreKind } from '../storage';

/**
 * What a backup holds, decided store by store. The map is typed over every
 * StoreKind, so a store added to storage.ts without a decision here does not
 * compile, and policy.test.ts fails if a store is neither in a backup nor
 * left out with a reason.
 *
 * Left out is everything that must not come back to life when an old backup
 * is restored: signed-in sessions, one-time links, passkey challenges, and the
 * session signing secret. The secret stays with the site it was made on; a
 * restored site keeps (or makes) its own, so no cookie issued by the backed-up
 * site is ever honoured by the restored one. Since sessions are not restored
 * either, every staff member signs in again after a restore, with their
 * restored password and second factors.
 */
export type StorePolicy = { travels: true } | { travels: false; why: string; clearedOnReplace: boolean };

const include = { travels: true } as const;

export const BACKUP_POLICY: Record<StoreKind, StorePolicy> = {
  erasures: include,
  suppression: include,
  leads: include,
  newsletter: include,
  content: include,
  contentHistory: include,
  admins: include,
  activity: include,
  articles: include,
  articleHistory: include,
  articleImages: include,
  // Unsubscribe links in readers' old mails must keep working after a restore;
  // a confirm link is checked against its subscriber record, which travels with it.
  newsletterTokens: include,
  campaigns: include,
  // Taps and per-lead facts (no one's data): the dashboard's history survives a restore.
  growth: include,
  sessions: {
    travels: false,
    why: 'signed-in sessions: everyone signs in again after a restore',
    clearedOnReplace: true,
  },
  tokens: {
    travels: false,
    why: 'one-time links (invites, password resets, e-mail changes): they must not work again',
    clearedOnReplace: true,
  },
  auth: {
    // Its keys: `session-secret`, `factors-secret` (second factors; set ADMIN_FACTORS_SECRET to restore
    // into another site), `lead-form-secret`, `background-calls-secret` (signs the site's calls to its
    // background functions), `attempts/…` (login throttle), `webauthn-challenges/…`.
    travels: false,
    why: 'the session signing secret, login throttle counts and passkey challenges: none may come back to life',
    clearedOnReplace: false,
  },
  leadRepeats: {
    travels: false,
    why: "keyed hashes of the last day's senders for the spam check's repeat signal: they expire within a day anyway",
    clearedOnReplace: true,
  },
  leadFormTokens: {
    travels: false,
    why: 'which form tokens were already used: the tokens expire within a day, so the records are worthless after it',
    clearedOnReplace: true,
  },
  publishing: {
    travels: false,
    why: "the source site's build requests and snapshot times; the restored site publishes its own",
    clearedOnReplace: false,
  },
  backups: {
    travels: false,
    why: 'earlier backups (a backup never holds backups)',
    clearedOnReplace: false,
  },
};

/**
 * The stores a backup holds, erasure log and suppression list first: a
 * restore reads them before the records they cover, so what was erased is
 * skipped as the stream goes by.
 */
export const BACKED_UP_STORES: StoreKind[] = STORE_KINDS.filter((kind) => BACKUP_POLICY[kind].travels).sort(
  (a, b) => firstRank(a) - firstRank(b),
);

function firstRank(kind: StoreKind): number {
  return kind === 'erasures' ? 0 : kind === 'suppression' ? 1 : 2;
}

/** The stores left out, with the reason the docs and the backup's header give. */
export const LEFT_OUT_STORES = STORE_KINDS.flatMap((kind) => {
  const policy = BACKUP_POLICY[kind];
  return policy.travels ? [] : [{ kind, why: policy.why, clearedOnReplace: policy.clearedOnReplace }];
});
