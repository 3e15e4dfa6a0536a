import type { Context } from '@netlify/functions';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { logActivity } from '../activity/index';
import { HttpError, requestOf } from '../http';
import { siteSecret } from '../secrets/index';
import { findAdmin, type AdminRecord } from './admins';
import { deviceOf } from './device';
import { lineFor, NOT_FOR_YOUR_ROLE, roleAllows } from './roles';
import { createSession, openSession, type ActiveSession, type SessionRecord } from './session-records';
import { hasAnySecondFactor, twoFactorRequired } from './second-factors';

/**
 * Admin sessions: an HS256 JWT (jose) in a `__Host-` cookie that scripts
 * cannot read and browsers send only to this site. The token names its
 * session record (session-records.ts); a token is honoured only while that record is
 * open, so logout, "end this session", removing a member and a password change
 * take effect on the very next request.
 */
export const SESSION_COOKIE = '__Host-admin_session';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const SESSION_ISSUER = 'seo-agency-site';
export const SESSION_AUDIENCE = 'seo-agency-admin';
export const NOT_SIGNED_IN = 'Please sign in to continue.';
/** ADMIN_JWT_SECRET, else a secret generated once and kept in the `admin-auth` store. */
export const sessionSecret: () => Promise<Uint8Array> = siteSecret({ env: 'ADMIN_JWT_SECRET', storeKey: 'session-secret' });

export async function signSession(username: string, sessionId: string, now: number = Date.now()): Promise<string> {
  return new SignJWT({ issued_ms: now, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(username.toLowerCase())
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + SESSION_TTL_SECONDS)
    .sign(await sessionSecret());
}

const claimsSchema = z.object({ sub: z.string().min(1), sid: z.string().min(1) });

export interface SignedIn {
  admin: AdminRecord;
  session: ActiveSession;
}

/** The admin and open session a token belongs to, or null for any token that is not valid right now. */
export async function verifySession(token: string | undefined, now: number = Date.now()): Promise<SignedIn | null> {
  if (!token) return null;
  let claims: z.infer<typeof claimsSchema>;
  try {
    const { payload } = await jwtVerify(token, await sessionSecret(), {
      algorithms: ['HS256'],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: new Date(now),
    });
    claims = claimsSchema.parse(payload);
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof z.ZodError) return null;
    throw error;
  }
  // Both reads raise on a store failure: the request is then refused (503), never let through.
  const [admin, session, required] = await Promise.all([
    findAdmin(claims.sub),
    openSession(claims.sub, claims.sid, now),
    twoFactorRequired(),
  ]);
  // A session of an account removed (even halfway) opens nothing for a later one of the same name.
  if (!admin || !session || session.account_id !== admin.id) return null;
  // Where two-factor is required, a full session without a factor may only set one up, from the
  // moment the setting is switched on (not only from the member's next sign-in).
  if (required && session.stage === 'full' && !(await hasAnySecondFactor(admin.username))) {
    return { admin, session: { ...session, stage: 'enrol' } };
  }
  return { admin, session };
}

/** Whoever the cookie signs in, at any stage (an enrol-only session included), or null. */
export function currentSession(context: Context): Promise<SignedIn | null> {
  return verifySession(context.cookies.get(SESSION_COOKIE) || undefined);
}

/**
 * The member's role must allow this request (the table in roles.ts), else 403
 * with one body for every refusal, and the refusal is logged. A request
 * outside `route` (no method known) is treated as unknown: Admins only.
 */
async function requireRoleAllows(context: Context, { admin }: SignedIn): Promise<void> {
  const req = requestOf(context);
  const url = new URL(req?.url ?? context.url);
  if (req && roleAllows(admin.role, req.method, url)) return;
  if (!req && admin.role === 'admin') return;
  const line = req ? lineFor(req.method, url) : null;
  await logActivity(context, {
    actor: admin.username,
    action: 'access.refused',
    outcome: 'failed',
    target: line?.address ?? `${req?.method ?? '?'} ${url.pathname}`,
  });
  throw new HttpError(403, NOT_FOR_YOUR_ROLE);
}

/** The signed-in member and session (full stage), or 401; 403 when their role may not make this request. */
export async function requireSignedIn(context: Context): Promise<SignedIn> {
  const signedIn = await currentSession(context);
  if (!signedIn || signedIn.session.stage !== 'full') throw new HttpError(401, NOT_SIGNED_IN);
  await requireRoleAllows(context, signedIn);
  return signedIn;
}

/** A session at one of the given stages (e.g. the second step of a sign-in), or 401. */
export async function requireStage(context: Context, stages: readonly SessionRecord['stage'][]): Promise<SignedIn> {
  const signedIn = await currentSession(context);
  if (!signedIn || !stages.includes(signedIn.session.stage)) throw new HttpError(401, NOT_SIGNED_IN);
  if (signedIn.session.stage === 'full') await requireRoleAllows(context, signedIn);
  return signedIn;
}

/**
 * The signed-in member, whatever their role, or 401 (403 when the role table, ENDPOINT_ROLES, does
 * not let their role make this request): it asks for no particular role itself.
 */
export async function requireMember(context: Context): Promise<AdminRecord> {
  return (await requireSignedIn(context)).admin;
}

/** Opens a session record for this sign-in and sets its cookie. */
export async function startSession(
  req: Request,
  context: Context,
  admin: AdminRecord,
  { now = Date.now(), stage = 'full' }: { now?: number; stage?: SessionRecord['stage'] } = {},
): Promise<SessionRecord> {
  const session = await createSession(admin, deviceOf(req, context), now, stage);
  context.cookies.set({
    name: SESSION_COOKIE,
    value: await signSession(admin.username, session.id, now),
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
  return session;
}

export function clearSessionCookie(context: Context): void {
  context.cookies.delete({ name: SESSION_COOKIE, path: '/' });
}
