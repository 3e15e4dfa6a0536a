import { z } from 'zod';
import { campaignSchema, newsletterSubscriberSchema } from '../../lib/api/newsletter';
import { createJson, deleteKey, listKeys, readAll, readJson, readKeys, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The newsletter's four stores, and the only module of the newsletter area
 * that touches storage.
 *
 * `newsletter-subscribers` (kind `newsletter`), `subscriberKeys`:
 * - `<normalised e-mail>` one subscriber: status, consent evidence and, never shown, the secrets of its links
 *
 * `newsletter-tokens` (kind `newsletterTokens`), `tokenKeys`:
 * - `<confirm|unsubscribe>/<sha256 of the token>` → `{ email }`: which address a link is for
 *
 * `newsletter-suppression` (kind `newsletterSuppression`), `suppressionKeys`:
 * - `<sha256 of the normalised e-mail>` an address never to be mailed (unsubscribed, bounced), and why
 *
 * `newsletter-campaigns` (kind `campaigns`), `campaignKeys`:
 * - `campaign/<id>` a campaign, its text, state and the running send's lease
 * - `audience/<id>` the confirmed readers when its send started, frozen (created once)
 * - `claim/<id>/<address hash>/<attempt>` one attempt at one reader, created once just before the mail goes
 * - `outcomes/<id>/<run>/<n>` what came of up to 25 attempts of one run (sending.ts)
 */
export const subscriberKeys = {
  subscriber: (normalisedEmail: string) => normalisedEmail,
} as const;

export type TokenPurpose = 'confirm' | 'unsubscribe';

export const tokenKeys = {
  token: (purpose: TokenPurpose, hash: string) => `${purpose}/${hash}`,
} as const;

export const suppressionKeys = {
  address: (addressHash: string) => addressHash,
} as const;

export const campaignKeys = {
  campaigns: 'campaign/',
  campaign: (id: string) => `campaign/${id}`,
  audience: (id: string) => `audience/${id}`,
  claims: (id: string) => `claim/${id}/`,
  claim: (id: string, addressHash: string, attempt: number) => `claim/${id}/${addressHash}/${attempt}`,
  outcomes: (id: string) => `outcomes/${id}/`,
  outcomeBatch: (id: string, run: string, n: number) => `outcomes/${id}/${run}/${String(n).padStart(6, '0')}`,
} as const;

/* ---- newsletter-subscribers ---- */

export const storedSubscriberSchema = newsletterSubscriberSchema.extend({
  /** Secret in this reader's unsubscribe links; records from before double opt-in get one when first mailed. */
  unsubscribe_token: z.string().optional(),
  /** The open confirmation link: sha256 of its token and when it stops working. */
  confirm: z.object({ hash: z.string(), expires_at: z.string() }).optional(),
  /** When a mail about this subscription (confirmation, "already subscribed") last went out: at most one an hour. */
  mailed_at: z.string().optional(),
});
export type StoredSubscriber = z.infer<typeof storedSubscriberSchema>;

export const readSubscriberVersioned = (normalisedEmail: string) =>
  readVersioned('newsletter', subscriberKeys.subscriber(normalisedEmail), storedSubscriberSchema);
/** The record under its own address (`record.email`); false when that address has one already. */
export const createSubscriberRecord = (record: StoredSubscriber): Promise<boolean> =>
  createJson('newsletter', subscriberKeys.subscriber(record.email), record);
export const replaceSubscriberRecord = (record: StoredSubscriber, etag: string) =>
  replaceJson('newsletter', subscriberKeys.subscriber(record.email), record, etag);
export const removeSubscriberRecord = (email: string): Promise<void> => deleteKey('newsletter', subscriberKeys.subscriber(email));
export const readAllSubscribers = () => readAll('newsletter', storedSubscriberSchema);
/** The subscribers of these addresses, in that order (unreadable ones skipped, logged and named; erased ones missing). */
export const readSubscribersOf = (emails: readonly string[]) =>
  readKeys(
    'newsletter',
    emails.map((email) => subscriberKeys.subscriber(email)),
    storedSubscriberSchema,
  );

/* ---- newsletter-tokens ---- */

const tokenIndexSchema = z.object({ email: z.string() });

export const writeTokenAddress = (purpose: TokenPurpose, hash: string, email: string): Promise<void> =>
  writeJson('newsletterTokens', tokenKeys.token(purpose, hash), { email });
export const readTokenAddress = (purpose: TokenPurpose, hash: string) =>
  readJson('newsletterTokens', tokenKeys.token(purpose, hash), tokenIndexSchema);
export const removeToken = (purpose: TokenPurpose, hash: string): Promise<void> =>
  deleteKey('newsletterTokens', tokenKeys.token(purpose, hash));

/* ---- newsletter-suppression ---- */

const suppressionSchema = z.object({
  reason: z.enum(['unsubscribed', 'bounced']),
  at: z.string(),
  detail: z.string().optional(),
});
export type Suppression = z.infer<typeof suppressionSchema>;

export const writeSuppression = (addressHash: string, entry: Suppression): Promise<void> =>
  writeJson('newsletterSuppression', suppressionKeys.address(addressHash), entry);
export const readSuppression = (addressHash: string) =>
  readJson('newsletterSuppression', suppressionKeys.address(addressHash), suppressionSchema);
export const removeSuppression = (addressHash: string): Promise<void> =>
  deleteKey('newsletterSuppression', suppressionKeys.address(addressHash));
/** Every suppressed address's hash, from one listing. */
export const suppressedHashes = (): Promise<string[]> => listKeys('newsletterSuppression');

/* ---- newsletter-campaigns ---- */

export const storedCampaignSchema = campaignSchema.omit({ text_version: true }).extend({
  /** The site's origin when the send was requested: the links in the mails point there. */
  origin: z.string().optional(),
  /** The run that is sending now, and until when its claim holds (a run that died lets go at that time). */
  run: z.object({ id: z.string(), until: z.string() }).optional(),
  /** Earliest time a temporary failure may be retried. */
  next_attempt_at: z.string().optional(),
  /** The version of the text the Admin scheduled (textVersion): nothing else is sent. */
  approved_version: z.string().optional(),
});
export type StoredCampaign = z.infer<typeof storedCampaignSchema>;

export const readCampaignRecord = (id: string) => readVersioned('campaigns', campaignKeys.campaign(id), storedCampaignSchema);
export const createCampaignRecord = (campaign: StoredCampaign): Promise<boolean> =>
  createJson('campaigns', campaignKeys.campaign(campaign.id), campaign);
export const replaceCampaignRecord = (campaign: StoredCampaign, etag: string) =>
  replaceJson('campaigns', campaignKeys.campaign(campaign.id), campaign, etag);
export const readAllCampaigns = () => readAll('campaigns', storedCampaignSchema, campaignKeys.campaigns);
export const campaignRecordKeys = (): Promise<string[]> => listKeys('campaigns', campaignKeys.campaigns);

const audienceSchema = z.object({ emails: z.array(z.string()) });

export const readAudience = (id: string) => readJson('campaigns', campaignKeys.audience(id), audienceSchema);
/** Freezes a send's audience; false when it was frozen already (then read it). */
export const createAudience = (id: string, emails: string[]): Promise<boolean> =>
  createJson('campaigns', campaignKeys.audience(id), { emails });

/** Claims one attempt at one reader for a run; false when the attempt is someone's already. */
export const createClaim = (id: string, addressHash: string, attempt: number, claim: { run: string; at: string }): Promise<boolean> =>
  createJson('campaigns', campaignKeys.claim(id, addressHash, attempt), claim);
export const claimKeysOf = (id: string): Promise<string[]> => listKeys('campaigns', campaignKeys.claims(id));

/**
 * What happened to one attempt at one reader. Outcomes are written a few at
 * a time (one record for up to 25 readers, keyed by the address hash), so a
 * reader costs one store write, the claim, while its mail goes out.
 */
const outcomeSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('sent'), attempt: z.number(), at: z.string() }),
  z.object({ state: z.literal('retry'), attempt: z.number(), at: z.string(), next_at: z.string(), reason: z.string() }),
  z.object({ state: z.literal('failed'), attempt: z.number(), at: z.string(), email: z.string(), reason: z.string() }),
  z.object({ state: z.literal('skipped'), attempt: z.number(), at: z.string(), reason: z.string() }),
]);
export type Outcome = z.infer<typeof outcomeSchema>;
const outcomeBatchSchema = z.record(z.string(), outcomeSchema);

export const writeOutcomes = (id: string, run: string, n: number, outcomes: Record<string, Outcome>): Promise<void> =>
  writeJson('campaigns', campaignKeys.outcomeBatch(id, run, n), outcomes);
export const readOutcomes = (id: string) => readAll('campaigns', outcomeBatchSchema, campaignKeys.outcomes(id));
