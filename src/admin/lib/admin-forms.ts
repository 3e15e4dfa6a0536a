import { ADMIN_LIMITS, loginRequestSchema, setupRequestSchema } from '../../lib/api/auth';
import type { LoginInput, SetupInput } from '../api/auth-api';
import type { ToastMessage } from './flash';

/** Spec 9: minimum password length (the API enforces the same number). */
export const MIN_PASSWORD_LENGTH = ADMIN_LIMITS.passwordMin;

/** Spec 5, 7 and 8 wording. */
export const LOGIN_MESSAGES = {
  missingFields: { title: 'Missing fields', description: 'Please enter both username and password' },
  success: { title: 'Login successful', description: 'Welcome to the admin dashboard!' },
  failedTitle: 'Login failed',
  failedFallback: 'Invalid credentials',
} as const;

export const SETUP_MESSAGES = {
  missingFields: { title: 'Missing fields', description: 'Please fill in all required fields' },
  mismatch: { title: 'Password mismatch', description: 'Passwords do not match' },
  tooShort: {
    title: 'Password too short',
    description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  },
  failedTitle: 'Setup failed',
  failedFallback: 'Failed to create admin user',
} as const;

export interface SetupFormValues extends SetupInput {
  confirmPassword: string;
}

/** What the login form sends: the username without stray spaces, the password exactly as typed. */
export function loginPayload(values: LoginInput): LoginInput {
  return { username: values.username.trim(), password: values.password };
}

export function setupPayload(values: SetupFormValues): SetupInput {
  return { username: values.username.trim(), email: values.email.trim(), password: values.password };
}

/**
 * The login form's client check: spec 5's "both fields" first, then the API's
 * own request schema, so nothing is sent that the server would refuse.
 * Null when the form may be sent.
 */
export function validateLogin(values: LoginInput): ToastMessage | null {
  const payload = loginPayload(values);
  if (!payload.username || !payload.password) return LOGIN_MESSAGES.missingFields;
  const parsed = loginRequestSchema.safeParse(payload);
  return parsed.success ? null : { title: LOGIN_MESSAGES.failedTitle, description: parsed.error.issues[0]!.message };
}

/**
 * The setup form's checks: spec 5's three, in its order, with its toasts;
 * then the API's setup schema (username characters, a real e-mail address,
 * bcrypt's 72-byte limit) with the sentence the server would answer.
 */
export function validateSetup(values: SetupFormValues): ToastMessage | null {
  const payload = setupPayload(values);
  if (!payload.username || !payload.email || !payload.password) return SETUP_MESSAGES.missingFields;
  if (payload.password !== values.confirmPassword) return SETUP_MESSAGES.mismatch;
  if (Array.from(payload.password).length < MIN_PASSWORD_LENGTH) return SETUP_MESSAGES.tooShort;
  const parsed = setupRequestSchema.safeParse(payload);
  return parsed.success ? null : { title: SETUP_MESSAGES.failedTitle, description: parsed.error.issues[0]!.message };
}
