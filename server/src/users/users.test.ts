import { expect, it } from 'vitest';
import { todayIn } from '@fiz/core/calendar';
import { signedInCook } from '../testing/cooks.js';
import { describeWithApp } from '../testing/test-app.js';

describeWithApp('reading a cook', (t) => {
  const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

  it('gives a cook their own record and status with the trial dates', async () => {
    const cook = await signedInCook(t.app, t.db, {}, 'Noor');
    const user = await get(`/api/getuser/${cook.user_id}`, cook.cookie);
    expect(user.json()).toEqual([
      { user_id: cook.user_id, user_name: 'Noor', user_email: cook.email, user_access: 'Free' },
    ]);
    const status = await get(`/api/getuserstatus/${cook.user_id}`, cook.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      user_id: cook.user_id,
      user_access: 'Free',
      user_start_paid_date: null,
      user_end_paid_date: null,
      user_lapsed_member: false,
      user_expired: false,
      status: 'Free',
      today: todayIn(t.config.timeZone),
    });
    expect(status.json().user_free_expiry_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses anonymous callers', async () => {
    const cook = await signedInCook(t.app, t.db);
    for (const url of [`/api/getuser/${cook.user_id}`, `/api/getuserstatus/${cook.user_id}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: 'Please log in to continue.' });
    }
  });

  it("refuses one cook reading another cook's record or status", async () => {
    const owner = await signedInCook(t.app, t.db);
    const other = await signedInCook(t.app, t.db);
    for (const url of [`/api/getuser/${owner.user_id}`, `/api/getuserstatus/${owner.user_id}`]) {
      const response = await get(url, other.cookie);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'You can only see or act for your own account.' });
    }
  });

  it('lets an Expired cook read their own status, so the app can send them to Upgrade', async () => {
    const cook = await signedInCook(t.app, t.db, { user_free_expiry_date: '2020-01-01' });
    const status = await get(`/api/getuserstatus/${cook.user_id}`, cook.cookie);
    expect(status.statusCode).toBe(200);
    // The flags agree with the status at once, not only after the hourly sweep has stored them.
    expect(status.json()).toMatchObject({ status: 'Expired', user_expired: true, user_lapsed_member: false });
    const lapsed = await signedInCook(t.app, t.db, { user_access: 'Member', user_end_paid_date: '2020-01-01' });
    expect((await get(`/api/getuserstatus/${lapsed.user_id}`, lapsed.cookie)).json()).toMatchObject({
      status: 'Expired',
      user_expired: true,
      user_lapsed_member: true,
    });
  });

  it('lets an Admin read any cook, and answers 404 for a cook that does not exist', async () => {
    const admin = await signedInCook(t.app, t.db, { user_access: 'Admin' });
    const cook = await signedInCook(t.app, t.db, { user_access: 'Member', user_end_paid_date: '2099-01-01' });
    expect((await get(`/api/getuserstatus/${cook.user_id}`, admin.cookie)).json().status).toBe('Member');
    const missing = await get('/api/getuser/999999', admin.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no cook with that id.' });
  });

  it('answers a user id that is not a number with a 400 and a message', async () => {
    const cook = await signedInCook(t.app, t.db);
    for (const id of ['abc', '-3', '1.5', '0']) {
      const response = await get(`/api/getuser/${id}`, cook.cookie);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().message, id).toMatch(/user id/);
    }
  });
});
