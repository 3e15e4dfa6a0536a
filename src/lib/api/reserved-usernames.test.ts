import { describe, expect, it } from 'vitest';
import { setupRequestSchema, SYSTEM_ACTORS, usernameSchema } from './auth';
import { inviteAcceptSchema } from './staff';

/** Every name the system writes as an actor that a member could otherwise choose (the username's letters). */
const usernameShaped = Object.values(SYSTEM_ACTORS).filter((name) => usernameSchema.safeParse(name).success);

describe('the names the system writes as actors are reserved usernames', () => {
  it('covers lead, monthly-report, backup-command, schedule and system', () => {
    expect(usernameShaped).toEqual(expect.arrayContaining(['lead', 'monthly-report', 'backup-command', 'schedule', 'system']));
  });

  it.each(usernameShaped.flatMap((name) => [name, name.toUpperCase()]))('setup and invite accept refuse "%s"', (username) => {
    const setup = setupRequestSchema.safeParse({ username, email: 'owner@example.pk', password: 'a long password' });
    expect(setup.error?.issues.map((issue) => issue.message)).toEqual([
      'That name is kept for what the system does on its own; please choose another username',
    ]);
    const invite = inviteAcceptSchema.safeParse({ token: 'x'.repeat(43), username, password: 'a long password' });
    expect(invite.error?.issues.some((issue) => issue.path[0] === 'username')).toBe(true);
  });

  it('takes a name that only begins like one', () => {
    expect(setupRequestSchema.safeParse({ username: 'leader', email: 'owner@example.pk', password: 'a long password' }).success).toBe(true);
  });
});
