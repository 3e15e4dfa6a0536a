import { z } from 'zod';
import { runsLocally } from '../local-run';
import { SearchConsoleError } from './problems';

/**
 * The service account's JSON key as Google issues it (GOOGLE_SERVICE_ACCOUNT_KEY,
 * the file's text). Only what signing needs is required; the rest is ignored.
 */
const serviceAccountKeySchema = z.object({
  type: z.literal('service_account'),
  client_email: z.email(),
  private_key_id: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url({ protocol: /^https?$/ }),
});

export type ServiceAccountKey = z.infer<typeof serviceAccountKeySchema>;

/**
 * The key in GOOGLE_SERVICE_ACCOUNT_KEY: null when it is not set; a
 * SearchConsoleError ('bad-key') when it is not a service account's key.
 * Its `token_uri` (where the signed assertion is sent) must be `https:`
 * outside a local run: a plain `http:` one is only the tests' stand-in of Google.
 */
export function serviceAccountKey(env: Record<string, string | undefined> = process.env, local = runsLocally()): ServiceAccountKey | null {
  const text = env.GOOGLE_SERVICE_ACCOUNT_KEY?.trim();
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SearchConsoleError({ kind: 'bad-key' }, { cause: error });
  }
  const parsed = serviceAccountKeySchema.safeParse(data);
  if (!parsed.success) throw new SearchConsoleError({ kind: 'bad-key' }, { cause: parsed.error });
  if (!local && new URL(parsed.data.token_uri).protocol !== 'https:')
    throw new SearchConsoleError({ kind: 'bad-key' }, { cause: new Error('token_uri must be https: outside a local run') });
  return parsed.data;
}

/**
 * The service account's e-mail (`client_email`), the address the owner adds to
 * the property in Search Console; null when no key is set or it is unreadable.
 */
export function serviceAccountEmail(env: Record<string, string | undefined> = process.env): string | null {
  try {
    return serviceAccountKey(env)?.client_email ?? null;
  } catch {
    return null;
  }
}
