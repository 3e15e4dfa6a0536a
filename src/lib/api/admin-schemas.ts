import { z } from 'zod';
import { hasVisibleText } from '../validation/visible-text';
import { contentKeySchema, editablePageSchema } from '../content/editable-content';

/**
 * What the admin screens send to /api/admin/*, validated the same way by the
 * forms (messages next to fields) and by the functions (the truth).
 */
export const ADMIN_LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 6,
  /** bcrypt ignores every byte after the 72nd, so longer passwords are refused rather than silently cut. */
  passwordMaxBytes: 72,
  emailMax: 254,
  contentMax: 10_000,
} as const;

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

export const usernameSchema = z
  .string({ error: 'Please enter a username' })
  .trim()
  .min(1, 'Please enter a username')
  .min(ADMIN_LIMITS.usernameMin, `Username must be at least ${ADMIN_LIMITS.usernameMin} characters long`)
  .max(ADMIN_LIMITS.usernameMax, `Username must be at most ${ADMIN_LIMITS.usernameMax} characters long`)
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores');

export const newPasswordSchema = z
  .string({ error: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .min(ADMIN_LIMITS.passwordMin, `Password must be at least ${ADMIN_LIMITS.passwordMin} characters long`)
  .refine((value) => utf8Length(value) <= ADMIN_LIMITS.passwordMaxBytes, {
    message: `Password must be at most ${ADMIN_LIMITS.passwordMaxBytes} bytes long (fewer if it uses accented letters or symbols)`,
  });

export const adminEmailSchema = z
  .string({ error: 'Please enter an e-mail address' })
  .trim()
  .min(1, 'Please enter an e-mail address')
  .max(ADMIN_LIMITS.emailMax, `E-mail must be at most ${ADMIN_LIMITS.emailMax} characters long`)
  .pipe(z.email('Please enter a valid e-mail address'));

/** POST /api/admin/setup */
export const setupRequestSchema = z.object({
  username: usernameSchema,
  email: adminEmailSchema,
  password: newPasswordSchema,
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

/** POST /api/admin/login: only presence is checked; anything else is simply a wrong password. */
export const loginRequestSchema = z.object({
  username: z.string({ error: 'Please enter your username' }).trim().min(1, 'Please enter your username').max(200),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(1000),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const contentTextSchema = z
  .string({ error: 'Please enter the text' })
  .min(1, 'Please enter the text')
  .max(ADMIN_LIMITS.contentMax, `Text must be at most ${ADMIN_LIMITS.contentMax.toLocaleString('en')} characters long`)
  .refine(hasVisibleText, { message: 'Text cannot be only spaces' });

/** PUT /api/admin/content/:id; `version` is the entry's version the editor read (or send it as If-Match). */
export const contentUpdateSchema = z.object({
  content: contentTextSchema,
  version: z.string().min(1).max(200).optional(),
  /** The id of the earlier version this text restores (Restore in the history); logged as a restore. */
  restoredFrom: z.string().min(1).max(200).optional(),
});

/** POST /api/admin/content */
export const contentCreateSchema = z.object({
  page: editablePageSchema,
  section: contentKeySchema,
  contentKey: contentKeySchema,
  content: contentTextSchema,
});
export type ContentCreate = z.infer<typeof contentCreateSchema>;
