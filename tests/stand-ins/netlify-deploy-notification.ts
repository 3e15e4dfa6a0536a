import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';

/**
 * Netlify's "Deploy succeeded" HTTP POST notification as Netlify sends it when
 * the notification has a JWS secret token: the deploy as the JSON body, and
 * `X-Webhook-Signature`, a JWS (HS256) issued by `netlify` whose `sha256`
 * claim is the hex SHA-256 of the body. Only the fields the site reads are
 * filled in, with a few of the others Netlify sends.
 */
export interface NotifiedDeployFields {
  id: string;
  site_id?: string;
  context: string;
  published_at: string | null;
  state?: string;
}

export async function deployNotification(
  deploy: NotifiedDeployFields,
  secret: string,
): Promise<{ body: string; headers: Record<string, string> }> {
  const body = JSON.stringify({ name: 'agency-site', branch: 'main', deploy_time: 42, state: 'ready', ...deploy });
  const signature = await new SignJWT({ sha256: createHash('sha256').update(body).digest('hex') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('netlify')
    .sign(new TextEncoder().encode(secret));
  return { body, headers: { 'content-type': 'application/json', 'x-webhook-signature': signature } };
}
