import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { addDays, todayIn } from '@fiz/core/calendar';
import { chefQuestions, chefUsage, contacts, ingredients, mailOutbox, recipes, users } from '../db/schema.js';
import { signedInCook, type TestCook } from '../testing/cooks.js';
import { multipart } from '../testing/multipart.js';
import { createRecipe } from '../testing/recipes.js';
import { adminClient, details, type Method } from '../testing/admin-client.js';
import { describeWithApp } from '../testing/test-app.js';

const ADMIN_CALLS: [Method, string][] = [
  ['GET', '/api/countusers'],
  ['GET', '/api/countpaidmembers'],
  ['GET', '/api/countfreemembers'],
  ['GET', '/api/countlapsedmembers'],
  ['GET', '/api/userlist'],
  ['POST', '/api/updateuser/1'],
  ['DELETE', '/api/deleteuser/1'],
];

describeWithApp('site admin and user listing', (t) => {
  const api = adminClient(t);
  let admin: TestCook;
  let today: string;
  const cookWith = (changes: Partial<typeof users.$inferInsert>, name = 'Ada') =>
    signedInCook(t.app, t.db, changes, name);

  beforeAll(async () => {
    admin = await cookWith({ user_access: 'Admin' }, 'Boss');
    today = todayIn(t.config.timeZone);
  });

  it('refuses every admin call to anonymous callers and to cooks who are not Admin', async () => {
    const life = await cookWith({ user_access: 'Life' }, 'Lifer');
    const member = await cookWith({ user_access: 'Member', user_end_paid_date: addDays(today, 30) }, 'Payer');
    for (const [method, url] of ADMIN_CALLS) {
      const anonymous = await api.call(method, url, null);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Please log in to continue.' });
      for (const cook of [life, member]) {
        const refused = await api.call(method, url, cook, method === 'POST' ? details(cook) : undefined);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json()).toEqual({ message: 'Only an administrator can do that.' });
      }
    }
  });

  it('counts all cooks, paid Members, Free cooks and lapsed Members as of today', async () => {
    const paths = ['countusers', 'countpaidmembers', 'countfreemembers', 'countlapsedmembers'];
    const counts = () => Promise.all(paths.map((path) => api.count(admin, path)));
    const before = await counts();
    await cookWith({ user_free_expiry_date: addDays(today, 10) }, 'Trial');
    await cookWith({ user_free_expiry_date: today }, 'Lastday');
    await cookWith({ user_free_expiry_date: addDays(today, -1) }, 'Gone');
    await cookWith({ user_access: 'Member', user_end_paid_date: addDays(today, 200) }, 'Paid');
    await cookWith({ user_access: 'Member', user_end_paid_date: today }, 'Paidtoday');
    await cookWith({ user_access: 'Member', user_end_paid_date: addDays(today, -3) }, 'Lapsed');
    await cookWith({ user_access: 'Life' }, 'Forever');
    await cookWith({ user_access: 'Admin' }, 'Helper');
    const [all, paid, free, lapsed] = await counts();
    expect({
      all: all! - before[0]!,
      paid: paid! - before[1]!,
      free: free! - before[2]!,
      lapsed: lapsed! - before[3]!,
    }).toEqual({ all: 8, paid: 2, free: 2, lapsed: 1 });
    expect((await api.call('GET', '/api/countusers', admin)).json()).toEqual([{ count: all }]);
  });

  it('counts by the same status the listing derives, for every way access can be written', async () => {
    await cookWith({ user_access: ' member ', user_end_paid_date: addDays(today, 5) }, 'Spaced');
    await cookWith({ user_access: 'FREE', user_free_expiry_date: null }, 'Shouting');
    await cookWith({ user_access: 'expired' }, 'Expired');
    await cookWith(
      { user_access: 'Legacy', user_start_paid_date: addDays(today, -5), user_end_paid_date: addDays(today, 5) },
      'Legacypaid',
    );
    await cookWith({ user_access: 'Legacy', user_free_expiry_date: addDays(today, 2) }, 'Legacyfree');
    await cookWith({ user_access: 'Legacy', user_free_expiry_date: addDays(today, -2) }, 'Legacygone');
    const listed = await api.list(admin);
    expect(listed.users).toHaveLength(listed.total);
    const withStatus = (status: string) => listed.users.filter((user) => user.status === status).length;
    expect(await api.count(admin, 'countpaidmembers')).toBe(withStatus('Member'));
    expect(await api.count(admin, 'countfreemembers')).toBe(withStatus('Free'));
    expect(await api.count(admin, 'countlapsedmembers')).toBe(
      listed.users.filter((user) => user.user_lapsed_member).length,
    );
    expect(listed.users.filter((user) => user.user_expired).length).toBe(withStatus('Expired'));
  });

  it('lists cooks newest first, a page at a time, with the total and never a password', async () => {
    const made = [await cookWith({}, 'Pageone'), await cookWith({}, 'Pagetwo'), await cookWith({}, 'Pagethree')];
    const first = await api.list(admin, 'limit=2&offset=0');
    const second = await api.list(admin, 'limit=2&offset=2');
    expect(first.users.map((user) => user.user_id)).toEqual([made[2]!.user_id, made[1]!.user_id]);
    expect(second.users[0]!.user_id).toBe(made[0]!.user_id);
    expect(second.total).toBe(first.total);
    expect(first.total).toBe(await api.count(admin, 'countusers'));
    expect(first.users[0]).toEqual({
      user_id: made[2]!.user_id,
      user_name: 'Pagethree',
      user_email: made[2]!.email,
      status: 'Free',
      user_access: 'Free',
      user_joined_date: today,
      user_free_expiry_date: addDays(today, 30),
      user_start_paid_date: null,
      user_end_paid_date: null,
      user_lapsed_member: false,
      user_expired: false,
    });
    expect((await api.list(admin, '')).users).toHaveLength(10);
    for (const [query, message] of [
      ['limit=0', 'limit must be between 1 and 100'],
      ['limit=101', 'limit must be between 1 and 100'],
      ['offset=-1', 'offset cannot be negative'],
    ]) {
      const refused = await api.call('GET', `/api/userlist?${query}`, admin);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toBe(message);
    }
  });

  it('finds cooks by part of a name or an email, ignoring case, or by id, and counts only those', async () => {
    const found = [await cookWith({}, 'Zebedee'), await cookWith({}, 'Zebulon')];
    const ids = async (query: string) => {
      const page = await api.list(admin, query);
      return { ids: page.users.map((user) => user.user_id), total: page.total };
    };
    expect(await ids('search=zEbE')).toEqual({ ids: [found[0]!.user_id], total: 1 });
    expect(await ids('search=%20zeb%20&limit=1')).toEqual({ ids: [found[1]!.user_id], total: 2 });
    expect(await ids(`search=${encodeURIComponent(found[1]!.email.toUpperCase())}`)).toEqual({
      ids: [found[1]!.user_id],
      total: 1,
    });
    expect((await ids(`search=${found[0]!.user_id}`)).ids).toContain(found[0]!.user_id);
    // Wildcards are only themselves: a search of % finds no one, not everyone.
    for (const wildcard of ['%', '_', '\\']) {
      expect(await ids(`search=${encodeURIComponent(wildcard)}`), wildcard).toEqual({ ids: [], total: 0 });
    }
    const tooLong = await api.call('GET', `/api/userlist?search=${'a'.repeat(101)}`, admin);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('The search can be at most 100 characters');
  });

  it.each([
    ['no name', { user_name: '  ' }, 'A name is required'],
    ['a name with digits', { user_name: 'R2 D2' }, 'A name may hold letters, spaces, hyphens and apostrophes only'],
    ['a name of symbols', { user_name: 'Ann & Co' }, 'A name may hold letters, spaces, hyphens and apostrophes only'],
    ['a name too long', { user_name: 'A'.repeat(51) }, 'A name is at most 50 characters'],
    ['a bad email', { user_email: 'not-an-address' }, 'Enter a valid email'],
    ['no email', { user_email: undefined }, 'Email is required'],
    ['an unknown access', { user_access: 'Owner' }, 'Access must be one of Free, Member, Life, Admin'],
  ])('refuses an edit with %s', async (_case, change, message) => {
    const cook = await cookWith({});
    const response = await api.update(admin, cook.user_id, details(cook, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('takes the same names registration takes: Mary Jo, Anne-Marie, O’Brien', async () => {
    for (const name of ['Mary Jo', 'Anne-Marie', "O'Brien", 'D’Angelo']) {
      const cook = await cookWith({});
      const edited = await api.update(admin, cook.user_id, details(cook, { user_name: name }));
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().user_name).toBe(name);
    }
  });

  it('edits a cook, keeps emails unique whatever their case, and says when the cook does not exist', async () => {
    const cook = await cookWith({}, 'Sam');
    const other = await cookWith({}, 'Kim');
    const edited = await api.update(admin, cook.user_id, {
      user_name: ' Sam Smith ',
      user_email: `renamed.${cook.email}`,
      user_access: 'Life',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      user_id: cook.user_id,
      user_name: 'Sam Smith',
      user_email: `renamed.${cook.email}`,
      user_access: 'Life',
      status: 'Life',
    });
    expect(edited.json()).not.toHaveProperty('password_hash');

    const taken = await api.update(admin, cook.user_id, details(cook, { user_email: other.email.toUpperCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'This email is already registered' });
    const ownInAnotherCase = await api.update(
      admin,
      other.user_id,
      details(other, { user_email: other.email.toUpperCase() }),
    );
    expect(ownInAnotherCase.statusCode).toBe(200);

    const missing = await api.update(admin, 999_999, details(cook));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no cook with that id.' });
    expect((await api.remove(admin, 999_999)).statusCode).toBe(404);
    expect((await api.update(admin, 0, details(cook))).json().message).toMatch(/user id/);
  });

  it("applies an edit to the edited cook's very next request", async () => {
    const cook = await cookWith({ user_free_expiry_date: addDays(today, -1) }, 'Late');
    expect((await api.call('GET', '/api/dashboardcounts/' + cook.user_id, cook)).statusCode).toBe(403);
    const renewed = await api.update(admin, cook.user_id, details(cook, { user_access: 'Life' }));
    expect(renewed.json()).toMatchObject({ status: 'Life', user_expired: false });
    expect((await api.call('GET', '/api/dashboardcounts/' + cook.user_id, cook)).statusCode).toBe(200);

    const self = await api.update(admin, admin.user_id, details(admin, { user_name: 'Chief', user_access: 'Admin' }));
    expect(self.statusCode).toBe(200);
    const session = (await api.call('GET', '/api/session', admin)).json();
    expect(session.user).toMatchObject({ user_id: admin.user_id, user_name: 'Chief', status: 'Admin' });
  });

  it('deletes a cook with their recipes, photos, questions, messages and sessions, and keeps what others copied', async () => {
    const cook = await cookWith({}, 'Leaving');
    const other = await cookWith({}, 'Staying');
    const recipeId = await createRecipe(t.app, cook, 'Gratin', {
      recipeShare: 'Yes',
      ingredients: [{ qty: '2', unit: 'cups', item: 'cream', note: '' }],
    });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const upload = multipart({ recipeId: String(recipeId) }, { name: 'photo.jpg', type: 'image/jpeg', data: photo });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/imageupload',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: cook.cookie },
    });
    const imageUrl: string = uploaded.json().imageUrl;
    const fileOf = (url: string) => join(t.config.dataDir, 'images', url.replace('/images/', ''));
    expect(existsSync(fileOf(imageUrl))).toBe(true);
    const copy = await api.call('POST', '/api/copysharedrecipe', other, { recipeId });
    const copyId: number = copy.json().newRecipeId;
    await api.call('POST', '/api/addchefquestion', cook, { question: 'Why rest dough?', answer: 'Gluten relaxes.' });
    await api.call('POST', '/api/ask-chef', cook, { question: 'How long to boil an egg?' });
    const message = { email: 'leaving@example.com', subject: 'Bye', message: 'Thanks for the recipes' };
    await api.call('POST', '/api/emailfromcontact', cook, { firstname: 'Leaving', ...message });
    await api.call('POST', '/api/contact/sendcontactemail', cook, { name: 'Leaving', ...message });
    const [usage] = await t.db.select().from(chefUsage).where(eq(chefUsage.user_id, cook.user_id));
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.user_id, cook.user_id));

    const deleted = await api.remove(admin, cook.user_id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'User deleted' });

    expect((await api.call('GET', '/api/session', cook)).json()).toEqual({ user: null });
    expect((await api.call('GET', `/api/getrecipe/${recipeId}`, other)).statusCode).toBe(404);
    expect(await t.db.select().from(recipes).where(eq(recipes.recipe_user_id, cook.user_id))).toEqual([]);
    expect(await t.db.select().from(ingredients).where(eq(ingredients.recipe_id, recipeId))).toEqual([]);
    expect(existsSync(fileOf(imageUrl))).toBe(false);
    expect(existsSync(fileOf(imageUrl.replace('.jpg', '-thumb.jpg')))).toBe(false);
    expect(await t.db.select().from(chefQuestions).where(eq(chefQuestions.askchef_user_id, cook.user_id))).toEqual([]);
    expect(await t.db.select().from(contacts).where(eq(contacts.contact_email, 'leaving@example.com'))).toEqual([]);
    const kept = await t.db.select().from(chefUsage).where(eq(chefUsage.id, usage!.id));
    expect(kept).toMatchObject([{ user_id: null }]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id))).toMatchObject([{ user_id: null }]);

    const copied = await api.call('GET', `/api/getrecipe/${copyId}`, other);
    expect(copied.statusCode).toBe(200);
    expect(copied.json().ingredients).toMatchObject([{ item: 'cream' }]);
    const copiedPhoto = await t.app.inject({ url: copied.json().recipe_imageurl, headers: { cookie: other.cookie } });
    expect(copiedPhoto.statusCode).toBe(200);
    expect((await api.list(admin)).users.map((user) => user.user_id)).not.toContain(cook.user_id);
    expect((await api.remove(admin, cook.user_id)).statusCode).toBe(404);
  });
});

describeWithApp('the last Admin', (t) => {
  const api = adminClient(t);

  it('cannot be demoted or deleted, and a demoted Admin is refused on their next call', async () => {
    const first = await signedInCook(t.app, t.db, { user_access: 'Admin' }, 'First');
    const demoted = await api.update(first, first.user_id, details(first, { user_access: 'Life' }));
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toEqual({
      message: 'This is the only Admin. Make another user an Admin first, then change this one.',
    });
    const deleted = await api.remove(first, first.user_id);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({
      message: 'This is the only Admin and cannot be deleted. Make another user an Admin first.',
    });

    const second = await signedInCook(t.app, t.db, {}, 'Second');
    expect((await api.call('GET', '/api/userlist', second)).statusCode).toBe(403);
    expect((await api.update(first, second.user_id, details(second, { user_access: 'Admin' }))).statusCode).toBe(200);
    expect((await api.call('GET', '/api/userlist', second)).statusCode).toBe(200);

    expect((await api.update(second, first.user_id, details(first, { user_access: 'Member' }))).statusCode).toBe(200);
    const refused = await api.call('GET', '/api/countusers', first);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only an administrator can do that.' });

    expect((await api.update(second, second.user_id, details(second, { user_access: 'Free' }))).statusCode).toBe(409);
    expect((await api.remove(second, second.user_id)).statusCode).toBe(409);
    expect((await api.remove(second, first.user_id)).statusCode).toBe(200);
  });

  it('lets only one of two Admins demoting each other at the same moment succeed', async () => {
    const one = await signedInCook(t.app, t.db, {}, 'One');
    const two = await signedInCook(t.app, t.db, {}, 'Two');
    const pair = [one.user_id, two.user_id];
    await t.db.update(users).set({ user_access: 'Free' });
    await t.db.update(users).set({ user_access: 'Admin' }).where(inArray(users.user_id, pair));
    const answers = await Promise.all([
      api.update(one, two.user_id, details(two, { user_access: 'Free' })),
      api.update(two, one.user_id, details(one, { user_access: 'Free' })),
    ]);
    // The loser is refused as the last Admin (409), or as no longer an Admin (403) when it came second.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.user_access, 'Admin'))).toHaveLength(1);
  });
});
