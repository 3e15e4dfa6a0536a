import { z } from 'zod';

/**
 * The activity log as the API answers it (GET /api/admin/activity). One
 * entry per event: when, who, what, which record (an id, never its content),
 * how it ended and the truncated address it came from.
 */
export const ACTIVITY_ACTIONS = [
  'sign-in.succeeded',
  'sign-in.failed',
  'sign-out',
  'session.ended',
  'password.changed',
  'password.reset',
  'email.changed',
  'factor.added',
  'factor.removed',
  'recovery-code.used',
  'invite.sent',
  'invite.accepted',
  'invite.revoked',
  'staff.removed',
  'setting.changed',
  'page-text.saved',
  'page-text.restored',
  'page-text.published',
  'search-appearance.saved',
  'lead.status-changed',
  'lead.deleted',
  'lead.added',
  'leads.exported',
  'newsletter.exported',
  'access.refused',
  'role.changed',
  'staff.sessions-ended',
  'fresh-check.succeeded',
  'fresh-check.failed',
  'second-factor.locked',
  'recovery-codes.regenerated',
  'setup.completed',
  'article.published',
  'article.scheduled',
  'article.unpublished',
  'article.restored',
  'article.deleted',
  'campaign.sent',
  'campaign.tested',
  'campaign.cancelled',
  'campaign.edited',
  'image.uploaded',
  'backup.requested',
  'search-console.saved',
  'backup.downloaded',
  'activity.exported',
  'audit.started',
  'audit.rerun',
  'audit.sent',
  'client.added',
  'client.changed',
  'client.property-set',
  'client.erased',
  'clients.exported',
  'client.work-added',
  'client.work-changed',
  'client-report.requested',
  'client-report.made',
  'client-report.sent',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'session.ended': 'Session ended',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
  'email.changed': 'E-mail changed',
  'factor.added': 'Sign-in factor added',
  'factor.removed': 'Sign-in factor removed',
  'recovery-code.used': 'Recovery code used',
  'invite.sent': 'Invite sent',
  'invite.accepted': 'Invite accepted',
  'invite.revoked': 'Invite revoked',
  'staff.removed': 'Staff member removed',
  'setting.changed': 'Setting changed',
  'page-text.saved': 'Page text saved',
  'page-text.restored': 'Page text restored',
  'page-text.published': 'Site published',
  'search-appearance.saved': 'Search appearance saved',
  'lead.status-changed': 'Lead status changed',
  'lead.deleted': 'Lead deleted',
  'lead.added': 'Lead added by hand',
  'leads.exported': 'Leads exported',
  'newsletter.exported': 'Newsletter list exported',
  'access.refused': 'Refused for their role',
  'role.changed': 'Role changed',
  'staff.sessions-ended': "Member's sessions ended",
  'fresh-check.succeeded': 'Identity confirmed again',
  'fresh-check.failed': 'Identity check failed',
  'second-factor.locked': 'Second step held after wrong answers',
  'recovery-codes.regenerated': 'Recovery codes regenerated',
  'setup.completed': 'First admin set up',
  'article.published': 'Article published',
  'article.scheduled': 'Article scheduled',
  'article.unpublished': 'Article unpublished',
  'article.restored': 'Article version restored',
  'article.deleted': 'Article deleted',
  'campaign.sent': 'Campaign sent',
  'campaign.tested': 'Campaign test sent',
  'campaign.cancelled': 'Campaign send cancelled',
  'campaign.edited': 'Campaign edited',
  'image.uploaded': 'Image uploaded',
  'backup.requested': 'Backup requested',
  'search-console.saved': 'Search Console property saved',
  'backup.downloaded': 'Backup downloaded',
  'activity.exported': 'Activity log exported',
  'audit.started': 'Website audit started',
  'audit.rerun': 'Website audit run again',
  'audit.sent': 'Audit sent on WhatsApp',
  'client.added': 'Client added',
  'client.changed': 'Client changed',
  'client.property-set': 'Client’s Search Console property set',
  'client.erased': 'Client erased',
  'clients.exported': 'Clients exported',
  'client.work-added': 'Work logged for a client',
  'client.work-changed': 'Work log entry corrected',
  'client-report.requested': 'Monthly report requested',
  'client-report.made': 'Monthly report made',
  'client-report.sent': 'Monthly report sent on WhatsApp',
};

export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Username of who did it; empty for a visitor who was not signed in (a failed sign-in). */
  actor: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  /** The id of what it touched (a content entry id, a lead id, a username, a session id). */
  target: z.string().optional(),
  outcome: z.enum(['succeeded', 'failed']),
  /** The sender's address cut to its network (203.0.113.0/24). */
  address: z.string(),
  /** For a failed sign-in: the name that was typed when it is a member's (cut to 100 characters), else "unknown account"; never the password. */
  name_tried: z.string().optional(),
  /** How the step was made, where it applies: password, totp (an authenticator code), recovery-code, passkey. */
  method: z.enum(['password', 'totp', 'recovery-code', 'passkey']).optional(),
  /** A refusal is one entry per hour, person and address: how many times it happened (from `at`, that hour). */
  count: z.number().int().min(1).optional(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const ACTIVITY_PAGE_SIZE = 50;

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');

/** GET /api/admin/activity query: every filter optional; `from`/`to` are whole days (UTC), both included. */
export const activityQuerySchema = z.object({
  actor: z.string().max(100).optional(),
  action: z.enum(ACTIVITY_ACTIONS, { error: `action must be one of ${ACTIVITY_ACTIONS.join(', ')}` }).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).optional(),
  format: z.enum(['json', 'csv']).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  items: z.array(activityEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  matching: z.number(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
