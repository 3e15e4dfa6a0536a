import { z } from 'zod';
import { activityEntrySchema } from '../../lib/api/activity';
import { answerRecordSchema, cardRecordSchema, proofSettingsSchema, proofTagsSchema } from '../../lib/api/reviews';
import { adminRecordSchema } from '../auth/index';
import { storedSubscriberSchema } from '../newsletter/index';
import type { StoreKind } from '../storage';

/**
 * What a record of each store a backup holds may be: the families of keys
 * the code writes there, and for each what its value must be. A restore
 * checks every record against these before it writes anything, so a record
 * under a key the code never writes (or of a store it does not know) is
 * refused rather than planted. Typed over every store that travels: a store
 * added to the backup policy without its shapes does not compile; a new key
 * family in a store needs its line here (the round trip in
 * netlify/tests/backups.test.ts fails otherwise).
 */
export type RecordShape = { key: RegExp; value: z.ZodType } | { key: RegExp; bytes: true };

type Travelling = Exclude<
  StoreKind,
  'sessions' | 'adminTokens' | 'auth' | 'leadRepeatIndex' | 'leadFormTokens' | 'publishing' | 'backups' | 'audits' | 'jobs' | 'indexnow'
>;

const ULID = '[0-9A-HJKMNP-TV-Z]{26}';
const DAY = '\\d{8}';
const HEX64 = '[0-9a-f]{64}';
const NAME = '[a-z0-9._-]{1,50}';
/** A JSON object: what every record the code writes with setJSON is. */
const object = z.record(z.string(), z.unknown());
const exact = (pattern: string) => new RegExp(`^${pattern}$`);
const json = (pattern: string, value: z.ZodType = object): RecordShape => ({ key: exact(pattern), value });

export const RECORD_SHAPES: Record<Travelling, RecordShape[]> = {
  erasures: [json(ULID, z.object({ id: z.string().min(1) }).loose())],
  newsletterSuppression: [json(HEX64)],
  leads: [json(`lead/${DAY}/${ULID}/.+`), json(`status/${DAY}/${ULID}/\\d{8}-[a-z-]+`), json('inbox-index')],
  newsletter: [json('[^/\\s]+@[^/\\s]+', storedSubscriberSchema)],
  content: [json('[a-z0-9-]+/[^/]+')],
  contentHistory: [json('[a-z0-9-]+/[^/]+/[^/]+')],
  admins: [
    json(`users/${NAME}`, adminRecordSchema),
    json(`factors/${NAME}`),
    json(`passkeys/${NAME}`),
    json(`passkey-ids/${HEX64}`),
    json(`last-sign-in/${NAME}`),
    json('roles/admins'),
    json('setup/first-admin'),
    json('settings/require-two-factor'),
    json('factors-secret'),
  ],
  activity: [
    json(`${ULID}/[a-z.-]+/(${NAME}|-)`, activityEntrySchema),
    // Where this hour's entry for a repeated refusal is (src/server/activity/log.ts).
    json('refusal/\\d+/[A-Za-z0-9_-]{43}', z.object({ key: z.string() })),
  ],
  articles: [json('article/[^/]+'), json('slug/[^/]+')],
  articleHistory: [json('[^/]+/[^/]+')],
  articleImages: [{ key: exact('[A-Za-z0-9_-]+'), bytes: true }],
  newsletterTokens: [json(`(confirm|unsubscribe)/[^/]+`)],
  campaigns: [json('campaign/[^/]+'), json('audience/[^/]+'), json('claim/[^/]+/[^/]+/\\d+'), json('outcomes/[^/]+/[^/]+/\\d+')],
  growth: [json('[a-z-]+/.+')],
  searchConsole: [
    json('settings'),
    json('state/[A-Za-z0-9_-]+'),
    json('pages/[A-Za-z0-9_-]+/\\d{4}-\\d{2}'),
    json('queries/[A-Za-z0-9_-]+/\\d{4}-\\d{2}/[0-9a-f]{32}'),
  ],
  clients: [
    json(`client/${ULID}`),
    json('lead/[^/]+', z.object({ clientId: z.string() })),
    json(`work/${ULID}/${ULID}`),
    json(`report/${ULID}/\\d{4}-\\d{2}`),
    json('token/[A-Za-z0-9_-]{43}', z.object({ clientId: z.string(), month: z.string() })),
    json(`baseline/${ULID}`),
    json(`job/${ULID}`),
  ],
  proof: [
    json(`answer/${ULID}/\\d{4}-\\d{2}`, answerRecordSchema),
    json(`card/${ULID}`, cardRecordSchema),
    json(`tags/${ULID}`, proofTagsSchema),
    json('settings', proofSettingsSchema),
  ],
};

/** Why a record is not one this store holds, or null when it is. */
export function recordShapeProblem(kind: StoreKind, key: string, bytes: Uint8Array): string | null {
  const shapes = (RECORD_SHAPES as Partial<Record<StoreKind, RecordShape[]>>)[kind];
  const shape = shapes?.find((candidate) => candidate.key.test(key));
  if (!shape) return 'a key this store never holds';
  if ('bytes' in shape) return null;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return 'not JSON';
  }
  const parsed = shape.value.safeParse(value);
  return parsed.success ? null : `not a record of this store (${parsed.error.issues[0]?.message ?? 'invalid'})`;
}
