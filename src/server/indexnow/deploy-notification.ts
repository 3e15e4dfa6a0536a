import { createHash } from 'node:crypto';
import { jwtVerify } from 'jose';
import { z } from 'zod';

/**
 * Netlify's "Deploy succeeded" notification (Site configuration → Notifications
 * → Deploy notifications → HTTP POST request), the one thing that starts an
 * IndexNow submission. The body (the deploy) is believed only when its
 * `X-Webhook-Signature` checks out: a JWS (HS256) made with the secret the
 * operator gave Netlify and `DEPLOY_NOTIFICATION_SECRET`, issued by `netlify`,
 * whose `sha256` claim is the hex digest of this very body. Without the
 * variable every call is refused. Nothing else a caller sends (another
 * header, the address it called, the time) counts.
 *
 * Why not the `deploy-succeeded` event function: Netlify calls it unsigned,
 * and anyone can call it at `/.netlify/functions/deploy-succeeded` with any
 * body; what the platform itself sets on a call (which deploy runs the
 * function, and whether it is the published one) is the same for a forged
 * call to the live site, so nothing there tells Netlify's call from anyone's.
 */
export const SIGNATURE_HEADER = 'x-webhook-signature';
/** Netlify's notification is a few kilobytes; anything far larger is not one. */
export const NOTIFICATION_MAX_BYTES = 256 * 1024;

const deploySchema = z
  .object({
    id: z.string().min(1).max(100),
    site_id: z.string().optional(),
    context: z.string(),
    published_at: z.string().nullish(),
    state: z.string().optional(),
  })
  .loose();
export type NotifiedDeploy = z.infer<typeof deploySchema>;

export type NotificationCheck = { ok: true; deploy: NotifiedDeploy } | { ok: false; reason: string };

export async function checkDeployNotification(
  body: string,
  signature: string | null,
  env: NodeJS.ProcessEnv = process.env,
): Promise<NotificationCheck> {
  const secret = env.DEPLOY_NOTIFICATION_SECRET?.trim();
  if (!secret) return { ok: false, reason: 'DEPLOY_NOTIFICATION_SECRET is not set, so no notification can be checked' };
  if (!signature) return { ok: false, reason: 'no X-Webhook-Signature' };
  let claims: Record<string, unknown>;
  try {
    claims = (await jwtVerify(signature, new TextEncoder().encode(secret), { issuer: 'netlify', algorithms: ['HS256'] })).payload;
  } catch {
    return { ok: false, reason: 'the X-Webhook-Signature was not made with the secret' };
  }
  if (claims.sha256 !== createHash('sha256').update(body).digest('hex')) return { ok: false, reason: 'the signature is for another body' };
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'the body is not JSON' };
  }
  const deploy = deploySchema.safeParse(data);
  if (!deploy.success) return { ok: false, reason: 'the body is not a deploy' };
  // Netlify gives deployed functions their site's id: a notification of another site (the same secret reused) does not count.
  const ownSite = env.SITE_ID?.trim();
  if (ownSite && deploy.data.site_id !== ownSite) return { ok: false, reason: 'the notification is for another site' };
  return { ok: true, deploy: deploy.data };
}

/** Only a finished production deploy that was published changed the live pages (with auto-publishing locked, one is not). */
export function changedTheLiveSite(deploy: NotifiedDeploy): boolean {
  return deploy.context === 'production' && Boolean(deploy.published_at) && (deploy.state === undefined || deploy.state === 'ready');
}
