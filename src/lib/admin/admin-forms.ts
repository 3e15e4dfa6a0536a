import type { LoginInput, SetupInput } from './admin-api';

/** A toast's title and text, as spec 5 words them. */
export interface ToastMessage {
  title: string;
  description: string;
}

/** Spec 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

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

/** The login form's one client check (spec 5); null when the form may be sent. */
export function validateLogin(values: LoginInput): ToastMessage | null {
  const { username, password } = loginPayload(values);
  return username && password ? null : LOGIN_MESSAGES.missingFields;
}

/** The setup form's three client checks, in spec 5 order; null when the form may be sent. */
export function validateSetup(values: SetupFormValues): ToastMessage | null {
  const { username, email, password } = setupPayload(values);
  if (!username || !email || !password) return SETUP_MESSAGES.missingFields;
  if (password !== values.confirmPassword) return SETUP_MESSAGES.mismatch;
  if (Array.from(password).length < MIN_PASSWORD_LENGTH) return SETUP_MESSAGES.tooShort;
  return null;
}
