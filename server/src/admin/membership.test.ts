import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { addDays, addYears, todayIn } from '@fiz/core/calendar';
import { users } from '../db/schema.js';
import { adminClient, details } from '../testing/admin-client.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';
import { refreshMembershipFlags } from './membership.db.js';
import { membershipSweep } from './membership-sweep.js';

/** Membership as the Admin sets it and as the days pass: paid years, lapsed and expired flags. */
describeWithApp('membership over time', (t) => {
  const api = adminClient(t);
  let admin: TestCook;
  let today: string;
  const cookWith = (changes: Partial<typeof users.$inferInsert>, name = 'Ada') =>
    signedInCook(t.app, t.db, changes, name);

  beforeAll(async () => {
    admin = await cookWith({ user_access: 'Admin' }, 'Boss');
    today = todayIn(t.config.timeZone);
  });

  it('gives a cook made a Member a year from today, unless a paid year is running', async () => {
    const trial = await cookWith({}, 'Trial');
    const paying = await cookWith({ user_access: 'Member', user_end_paid_date: addDays(today, 90) }, 'Paying');
    const aYear = { user_start_paid_date: today, user_end_paid_date: addYears(today, 1), status: 'Member' };
    const made = await api.update(admin, trial.user_id, details(trial, { user_access: 'Member' }));
    expect(made.json()).toMatchObject({ ...aYear, user_expired: false });
    const kept = await api.update(admin, paying.user_id, details(paying, { user_access: 'Member' }));
    expect(kept.json()).toMatchObject({ user_end_paid_date: addDays(today, 90), status: 'Member' });
  });

  it('renews a lapsed Member only when asked: correcting their name does not give them a year', async () => {
    const ended = addDays(today, -30);
    const lapsed = await cookWith({ user_access: 'Member', user_end_paid_date: ended }, 'Lapsed');
    const renamed = await api.update(
      admin,
      lapsed.user_id,
      details(lapsed, { user_name: 'Lapsy', user_access: 'Member' }),
    );
    expect(renamed.json()).toMatchObject({ user_name: 'Lapsy', user_end_paid_date: ended, status: 'Expired' });
    const renewed = await api.update(admin, lapsed.user_id, {
      ...details(lapsed, { user_access: 'Member' }),
      start_paid_year: true,
    });
    expect(renewed.json()).toMatchObject({ user_start_paid_date: today, user_end_paid_date: addYears(today, 1) });
    expect(renewed.json()).toMatchObject({ status: 'Member', user_expired: false, user_lapsed_member: false });
    const wrongType = await api.update(admin, lapsed.user_id, {
      ...details(lapsed, { user_access: 'Member' }),
      start_paid_year: 'yes',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('start_paid_year must be true or false');
  });

  it('sets the days the Admin types: a trial extended, a paid year corrected, an Expired cook let back in', async () => {
    const trialOver = await cookWith({ user_free_expiry_date: addDays(today, -2) }, 'Extended');
    const extended = await api.update(admin, trialOver.user_id, {
      ...details(trialOver),
      user_free_expiry_date: addDays(today, 7),
    });
    expect(extended.json()).toMatchObject({ user_free_expiry_date: addDays(today, 7), status: 'Free' });
    expect(extended.json()).toMatchObject({ user_expired: false });

    // The day typed wins over the year a change to Member gives; with no start on record, the year starts today.
    const member = await cookWith({}, 'Corrected');
    const corrected = await api.update(admin, member.user_id, {
      ...details(member, { user_access: 'Member' }),
      user_end_paid_date: '2030-06-30',
    });
    expect(corrected.json()).toMatchObject({ user_start_paid_date: today, user_end_paid_date: '2030-06-30' });
    expect(corrected.json()).toMatchObject({ status: 'Member' });

    // Empty fields change nothing.
    const untouched = await api.update(admin, member.user_id, {
      ...details(member, { user_access: 'Member' }),
      user_free_expiry_date: '',
      user_end_paid_date: '',
    });
    expect(untouched.json()).toMatchObject({ user_end_paid_date: '2030-06-30' });

    const backwards = await api.update(admin, member.user_id, {
      ...details(member, { user_access: 'Member' }),
      user_end_paid_date: addDays(today, -1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Paid until must be on or after the day the paid period started.');

    const joined = addDays(today, -10);
    const newcomer = await cookWith({ user_joined_date: joined, user_free_expiry_date: addDays(joined, 30) }, 'Newby');
    const beforeJoining = await api.update(admin, newcomer.user_id, {
      ...details(newcomer),
      user_free_expiry_date: addDays(joined, -1),
    });
    expect(beforeJoining.statusCode).toBe(400);
    expect(beforeJoining.json().message).toBe('The free trial end must be on or after the day the cook joined.');
    const onJoining = await api.update(admin, newcomer.user_id, {
      ...details(newcomer),
      user_free_expiry_date: joined,
    });
    expect(onJoining.json()).toMatchObject({ user_free_expiry_date: joined, status: 'Expired' });
  });

  it('refuses a day that is not a real date, saying which and how to write it', async () => {
    const cook = await cookWith({}, 'Datey');
    for (const [field, day, message] of [
      ['user_free_expiry_date', '2026-02-30', 'The free trial end must be a date written YYYY-MM-DD'],
      ['user_free_expiry_date', '0000-01-01', 'The free trial end must be a date written YYYY-MM-DD'],
      ['user_end_paid_date', '30/06/2030', 'Paid until must be a date written YYYY-MM-DD'],
    ] as const) {
      const access = field === 'user_end_paid_date' ? 'Member' : 'Free';
      const refused = await api.update(admin, cook.user_id, {
        ...details(cook, { user_access: access }),
        [field]: day,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it('sets a day only for the plan it ends: no paid end for a Free cook, no trial end for a Member', async () => {
    const cook = await cookWith({}, 'Planned');
    const paidFree = await api.update(admin, cook.user_id, { ...details(cook), user_end_paid_date: '2030-06-30' });
    expect([paidFree.statusCode, paidFree.json().message]).toEqual([400, 'Paid until can be set only for a Member.']);
    const trialMember = await api.update(admin, cook.user_id, {
      ...details(cook, { user_access: 'Member' }),
      user_free_expiry_date: '2030-06-30',
    });
    expect([trialMember.statusCode, trialMember.json().message]).toEqual([
      400,
      'The free trial end can be set only for a Free cook.',
    ]);
  });

  it("starts a lapsed Member's paid period again today when the Admin gives them days to come", async () => {
    const lapsed = await cookWith(
      { user_access: 'Member', user_start_paid_date: '2024-01-01', user_end_paid_date: addDays(today, -40) },
      'Returning',
    );
    const back = await api.update(admin, lapsed.user_id, {
      ...details(lapsed, { user_access: 'Member' }),
      user_end_paid_date: addDays(today, 60),
    });
    expect(back.json()).toMatchObject({ user_start_paid_date: today, user_end_paid_date: addDays(today, 60) });
    expect(back.json()).toMatchObject({ status: 'Member' });
  });

  it('flags a Member past the paid end as lapsed and expired, and clears the flags once they renew', async () => {
    const lapsing = await cookWith({ user_access: 'Member', user_end_paid_date: addDays(today, -1) }, 'Lapsing');
    const renewed = await cookWith(
      { user_access: 'Member', user_end_paid_date: addDays(today, 365), user_lapsed_member: true, user_expired: true },
      'Renewed',
    );
    const trialOver = await cookWith({ user_free_expiry_date: addDays(today, -1) }, 'Trialover');
    const ids = [lapsing.user_id, renewed.user_id, trialOver.user_id];
    await refreshMembershipFlags(t.db, today);
    const flags = await t.db
      .select({ user_id: users.user_id, lapsed: users.user_lapsed_member, expired: users.user_expired })
      .from(users)
      .where(inArray(users.user_id, ids))
      .orderBy(users.user_id);
    expect(flags).toEqual([
      { user_id: lapsing.user_id, lapsed: true, expired: true },
      { user_id: renewed.user_id, lapsed: false, expired: false },
      { user_id: trialOver.user_id, lapsed: false, expired: true },
    ]);
    expect(await refreshMembershipFlags(t.db, today)).toBe(0);
  });

  it('keeps the flags current on a schedule, without anyone asking', async () => {
    const cook = await cookWith({ user_access: 'Member', user_end_paid_date: addDays(today, -1) }, 'Unnoticed');
    const sweep = membershipSweep({ db: t.db, timeZone: t.config.timeZone, log: t.app.log, intervalMs: 20 });
    sweep.start();
    try {
      await vi.waitFor(async () => {
        const [row] = await t.db.select().from(users).where(eq(users.user_id, cook.user_id));
        expect(row).toMatchObject({ user_lapsed_member: true, user_expired: true });
      });
    } finally {
      await sweep.stop();
    }
  });
});
