import type { Context } from '@netlify/functions';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { HttpError } from '../http';
import { createJson, readJson, writeJson } from '../storage';
import { findAdmin, type AdminRecord } from './admins';

/**
 * Admin sessions: an HS256 JWT (jose) in a `__Host-` cookie that scripts
 * cannot read and browsers send only to this site. Logout records a per-admin
 * "valid after" time, so every token issued before it stops working, not just
 * the one cookie.
 */
export const SESSION_COOKIE = '__Host-admin_session';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
export const SESSION_ISSUER = 'seo-agency-site';
export const SESSION_AUDIENCE = 'seo-agency-admin';
export const NOT_SIGNED_IN = 'Please sign in to continue.';
const MIN_SECRET_BYTES = 32;

const SECRET_KEY = 'session-secret';
const secretSchema = z.object({ secret: z.string().min(43) });
const validAfterSchema = z.object({ valid_after: z.number() });
const validAfterKey = (username: string) => `valid-after/${username.toLowerCase()}`;

let storedSecret: Promise<Uint8Array> | undefined;

/** A random 256-bit secret created once per site and kept in the private store. */
async function loadStoredSecret(): Promise<Uint8Array> {
  const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  // Of two first requests racing, only one secret is written; both then read the winner.
  await createJson('auth', SECRET_KEY, { secret: fresh });
  const saved = await readJson('auth', SECRET_KEY, secretSchema);
  if (!saved) throw new Error('The session secret could not be read back after writing it');
  return Buffer.from(saved.secret, 'base64url');
}

export async function sessionSecret(): Promise<Uint8Array> {
  const configured = process.env.ADMIN_JWT_SECRET;
  if (configured) {
    const bytes = new TextEncoder().encode(configured);
    if (bytes.length < MIN_SECRET_BYTES) {
      throw new Error(`ADMIN_JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long; it has ${bytes.length}`);
    }
    return bytes;
  }
  storedSecret ??= loadStoredSecret().catch((error: unknown) => {
    storedSecret = undefined;
    throw error;
  });
  return storedSecret;
}

export async function signSession(username: string, now: number = Date.now()): Promise<string> {
  return new SignJWT({ issued_ms: now })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(username.toLowerCase())
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + SESSION_TTL_SECONDS)
    .sign(await sessionSecret());
}

const claimsSchema = z.object({ sub: z.string().min(1), issued_ms: z.number() });

/** The admin a token belongs to, or null for any token that is not valid right now. */
export async function verifySession(token: string | undefined): Promise<AdminRecord | null> {
  if (!token) return null;
  let claims: z.infer<typeof claimsSchema>;
  try {
    const { payload } = await jwtVerify(token, await sessionSecret(), {
      algorithms: ['HS256'],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    claims = claimsSchema.parse(payload);
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof z.ZodError) return null;
    throw error;
  }
  const [admin, revoked] = await Promise.all([findAdmin(claims.sub), readJson('auth', validAfterKey(claims.sub), validAfterSchema)]);
  if (!admin) return null;
  if (revoked && claims.issued_ms <= revoked.valid_after) return null;
  return admin;
}

export function currentAdmin(context: Context): Promise<AdminRecord | null> {
  return verifySession(context.cookies.get(SESSION_COOKIE) || undefined);
}

/** The signed-in admin, or 401. */
export async function requireAdmin(context: Context): Promise<AdminRecord> {
  const admin = await currentAdmin(context);
  if (!admin) throw new HttpError(401, NOT_SIGNED_IN);
  return admin;
}

export async function startSession(context: Context, admin: AdminRecord): Promise<void> {
  context.cookies.set({
    name: SESSION_COOKIE,
    value: await signSession(admin.username),
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(context: Context): void {
  context.cookies.delete({ name: SESSION_COOKIE, path: '/' });
}

/** Makes every token this admin holds so far invalid. */
export async function revokeSessions(username: string, now: number = Date.now()): Promise<void> {
  await writeJson('auth', validAfterKey(username), { valid_after: now });
}
