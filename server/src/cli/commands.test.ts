import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { registerCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';
import { isCommand, runCommand, USAGE } from './commands.js';

describeWithApp('operator commands', (t) => {
  const run = (...argv: string[]) => runCommand(t.db, 'UTC', argv);
  const row = async (userId: number) => (await t.db.select().from(users).where(eq(users.user_id, userId)))[0]!;

  it('sets a cook access level, matched case-insensitively, and reports the status', async () => {
    const cook = await registerCook(t.app);
    const result = await run('user:access', cook.email.toUpperCase(), 'life');
    expect(result.code).toBe(0);
    expect(result.output).toContain('access Life');
    expect(result.output).toContain('status today Life');
    expect((await row(cook.user_id)).user_access).toBe('Life');
  });

  it('sets and clears trial and membership dates', async () => {
    const cook = await registerCook(t.app);
    const result = await run('user:dates', cook.email, '--free-expiry', '2020-01-31', '--paid-start', '2020-02-01');
    expect(result).toEqual({ code: 0, output: expect.stringContaining('status today Expired') });
    expect(await row(cook.user_id)).toMatchObject({
      user_free_expiry_date: '2020-01-31',
      user_start_paid_date: '2020-02-01',
      user_end_paid_date: null,
    });
    await run('user:dates', cook.email, '--paid-start', 'none', '--free-expiry', '2999-01-01');
    expect(await row(cook.user_id)).toMatchObject({ user_start_paid_date: null, user_free_expiry_date: '2999-01-01' });
  });

  it('explains what is wrong with a command and changes nothing', async () => {
    const cook = await registerCook(t.app);
    for (const argv of [
      ['user:access', cook.email, 'Expired'],
      ['user:access'],
      ['user:dates', cook.email],
      ['user:dates', cook.email, '--paid-end', '31/12/2026'],
      ['user:dates', cook.email, '--colour', 'red'],
      ['user:dates', cook.email, '--paid-start', '2026-12-01', '--paid-end', '2026-01-01'],
      ['user:delete', cook.email],
      // Names every object inherits are no commands.
      ['toString', cook.email],
      ['constructor', cook.email],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.output, argv.join(' ')).toContain(USAGE);
    }
    expect(await row(cook.user_id)).toMatchObject({ user_access: 'Free', user_end_paid_date: null });
    expect(['user:access', 'export', 'toString', 'hasOwnProperty'].map(isCommand)).toEqual([true, true, false, false]);
  });

  it('says when no cook has the email', async () => {
    expect(await run('user:access', 'nobody@example.com', 'Admin')).toEqual({
      code: 1,
      output: 'No cook is registered with the email nobody@example.com.',
    });
  });
});
