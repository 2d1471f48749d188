/**
 * Test support, not product code: every API route with the status each kind of caller gets (spec 4.1, 6, 7 and
 * docs/security.md). access-matrix.test.ts fails when a route is registered without an entry here, and when an
 * entry names a route that no longer exists.
 *
 * Whose resources a request names: anonymous, otherCook, owner and admin all call with the owner's ids (a Free
 * cook's user id, recipe, bookmark, question); the Expired cook calls with its own, so its row shows the status
 * guard and not ownership.
 */
import { multipart } from '../testing/multipart.js';

export const CALLERS = ['anonymous', 'otherCook', 'owner', 'expired', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The cook a request is about, with fresh resources of theirs made on demand (each call makes a new one). */
export interface Target {
  userId: number;
  recipe(): Promise<number>;
  sharedRecipe(): Promise<number>;
  website(): Promise<number>;
  chefQuestion(): Promise<number>;
  contactMessage(): Promise<number>;
  /** A new Free cook nobody else uses, for the Admin's edits and deletes. */
  bystander(): Promise<{ userId: number; email: string; password: string }>;
}

export interface MatrixRequest {
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface RouteAccess {
  method: Method;
  /** As Fastify registers it, e.g. /api/getrecipe/:recipeId */
  path: string;
  expect: Record<Caller, number>;
  request(target: Target): MatrixRequest | Promise<MatrixRequest>;
}

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  otherCook: status,
  owner: status,
  expired: status,
  admin: status,
});
/** Spec 6: Admin only. */
const adminOnly = (status = 200) => ({ anonymous: 401, otherCook: 403, owner: 403, expired: 403, admin: status });
/** Pages Expired cooks may not open (spec 2.1), for the cook's own data; a path's {userId} is self or Admin. */
const activeSelf = (status = 200) => ({ anonymous: 401, otherCook: 403, owner: status, expired: 403, admin: status });
/** Pages open to Expired cooks too (mobile recipes and view, upgrade), self or Admin. */
const signedInSelf = (status = 200) => ({
  anonymous: 401,
  otherCook: 403,
  owner: status,
  expired: status,
  admin: status,
});
/** Not for Expired; acts on the caller's own data whatever it names, so any active cook succeeds. */
const activeAnyone = (status: number) => ({
  anonymous: 401,
  otherCook: status,
  owner: status,
  expired: 403,
  admin: status,
});
/** A recipe the caller may read: the owner's, an Admin; another cook's private recipe is "not found". */
const activeRecipeRead = { anonymous: 401, otherCook: 404, owner: 200, expired: 403, admin: 200 };
/** Spec 6, section 7: only the owner writes; another cook cannot even see a private recipe, an Admin is refused. */
const activeRecipeWrite = { anonymous: 401, otherCook: 404, owner: 200, expired: 403, admin: 403 };
/** Bookmarks are looked up among the caller's own, so another cook's (even for an Admin) is "not found". */
const ownBookmark = { anonymous: 401, otherCook: 404, owner: 200, expired: 403, admin: 404 };

/** A 1x1 PNG, a valid photo for the upload route. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let unique = 0;
const freshEmail = () => `matrix${++unique}.${Date.now()}@example.com`;
const recipeBody = (recipeId: number) => ({
  recipeId,
  recipeName: 'Matrix soup',
  recipeNote: '',
  recipeShare: 'No',
  recipeFavourite: 'No',
});

const userRead = (path: string, status = activeSelf()): RouteAccess => ({
  method: 'GET',
  path: `/api/${path}/:userId`,
  expect: status,
  request: (target) => ({ url: `/api/${path}/${target.userId}` }),
});

export const ACCESS_MATRIX: RouteAccess[] = [
  // Operations and documentation: public.
  { method: 'GET', path: '/api/health', expect: everyone(200), request: () => ({ url: '/api/health' }) },
  { method: 'GET', path: '/api/ready', expect: everyone(200), request: () => ({ url: '/api/ready' }) },
  { method: 'GET', path: '/api/docs', expect: everyone(200), request: () => ({ url: '/api/docs' }) },
  { method: 'GET', path: '/api/docs/json', expect: everyone(200), request: () => ({ url: '/api/docs/json' }) },
  { method: 'GET', path: '/api/docs/yaml', expect: everyone(200), request: () => ({ url: '/api/docs/yaml' }) },
  {
    method: 'GET',
    path: '/api/docs/static/*',
    expect: everyone(200),
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  {
    method: 'GET',
    path: '/api/docs/static/index.html',
    expect: everyone(302),
    request: () => ({ url: '/api/docs/static/index.html' }),
  },
  {
    method: 'GET',
    path: '/api/docs/static/swagger-initializer.js',
    expect: everyone(200),
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },

  // Account.
  {
    method: 'POST',
    path: '/api/userregistration',
    expect: everyone(201),
    request: () => ({
      url: '/api/userregistration',
      payload: { firstname: 'Nia', email: freshEmail(), password: 'secret123' },
    }),
  },
  {
    method: 'POST',
    path: '/api/userlogin',
    expect: everyone(200),
    request: async (target) => {
      const { email, password } = await target.bystander();
      return { url: '/api/userlogin', payload: { email, password } };
    },
  },
  { method: 'POST', path: '/api/userlogout', expect: everyone(200), request: () => ({ url: '/api/userlogout' }) },
  { method: 'GET', path: '/api/session', expect: everyone(200), request: () => ({ url: '/api/session' }) },
  userRead('getuser', signedInSelf()),
  userRead('getuserstatus', signedInSelf()),

  // Dashboard and recipes.
  userRead('dashboardcounts'),
  {
    method: 'GET',
    path: '/api/getrecipesforshowcase',
    expect: everyone(200),
    request: () => ({ url: '/api/getrecipesforshowcase' }),
  },
  {
    method: 'GET',
    path: '/api/getrecipe/:recipeId',
    // The mobile recipe view is open to Expired cooks (spec 2.1).
    expect: { ...activeRecipeRead, expired: 200 },
    request: async (target) => ({ url: `/api/getrecipe/${await target.recipe()}` }),
  },
  {
    method: 'GET',
    path: '/api/getrecipestats/:userId/:listtype',
    expect: activeSelf(),
    request: (target) => ({ url: `/api/getrecipestats/${target.userId}/myrecipes?limit=10&offset=0` }),
  },
  userRead('recipelist'),
  userRead('recipelistcount'),
  userRead('recipefavourites'),
  userRead('recipefavouritescount'),
  // Beyond the spec: a cook takes their library with them, Expired ones included.
  userRead('downloadrecipes', signedInSelf()),
  userRead('videoslist'),
  userRead('videoslistcount'),
  {
    method: 'GET',
    path: '/api/recipeslideshow',
    expect: activeAnyone(200),
    request: () => ({ url: '/api/recipeslideshow' }),
  },
  {
    method: 'POST',
    path: '/api/addrecipename',
    expect: activeSelf(201),
    request: (target) => ({
      url: '/api/addrecipename',
      payload: { recipeName: 'Matrix soup', recipeNote: '', userId: target.userId },
    }),
  },
  {
    method: 'POST',
    path: '/api/updaterecipe',
    expect: activeRecipeWrite,
    request: async (target) => ({ url: '/api/updaterecipe', payload: recipeBody(await target.recipe()) }),
  },
  {
    method: 'DELETE',
    path: '/api/deleterecipe/:recipeId',
    // Cooks delete from the mobile list, Expired ones included (spec 2.1, 4.5).
    expect: { ...activeRecipeWrite, expired: 200 },
    request: async (target) => ({ url: `/api/deleterecipe/${await target.recipe()}` }),
  },
  {
    method: 'POST',
    path: '/api/copysharedrecipe',
    // Copying your own recipe is refused as already yours.
    expect: { anonymous: 401, otherCook: 201, owner: 400, expired: 403, admin: 201 },
    request: async (target) => ({ url: '/api/copysharedrecipe', payload: { recipeId: await target.sharedRecipe() } }),
  },
  {
    method: 'POST',
    path: '/api/imageupload',
    expect: activeRecipeWrite,
    request: async (target) => {
      const form = multipart(
        { recipeId: String(await target.recipe()) },
        { name: 'soup.png', type: 'image/png', data: TINY_PNG },
      );
      return { url: '/api/imageupload', payload: form.payload, headers: form.headers };
    },
  },
  {
    method: 'POST',
    path: '/api/addimportedrecipe',
    expect: activeAnyone(201),
    request: () => ({
      url: '/api/addimportedrecipe',
      payload: { recipeName: 'Imported soup', recipeNote: '', recipeShare: 'No', recipeFavourite: 'No' },
    }),
  },
  {
    method: 'POST',
    path: '/api/parse-ingredients',
    expect: activeAnyone(200),
    request: () => ({ url: '/api/parse-ingredients', payload: { lines: ['2 cups flour'] } }),
  },
  {
    method: 'POST',
    path: '/api/import-recipe',
    expect: activeAnyone(200),
    request: () => ({
      url: '/api/import-recipe',
      payload: { text: 'Pancakes\n\nIngredients\n2 eggs\n1 cup flour\n1 cup milk\n\nMethod\nWhisk everything.\nFry.' },
    }),
  },

  // Search: the mobile recipe list searches, so Expired cooks search too (spec 2.1 /mrecipes).
  {
    method: 'GET',
    path: '/api/recipesearchcount/:userId/:sharedFlag/:basilFlag',
    expect: signedInSelf(),
    request: (target) => ({ url: `/api/recipesearchcount/${target.userId}/true/false?search=soup` }),
  },
  {
    method: 'GET',
    path: '/api/recipesearch/:userId/:sharedFlag/:basilFlag',
    expect: signedInSelf(),
    request: (target) => ({ url: `/api/recipesearch/${target.userId}/true/false?search=soup&limit=10&offset=0` }),
  },

  // Website bookmarks: each cook's own.
  {
    method: 'POST',
    path: '/api/websites',
    expect: activeAnyone(201),
    request: () => ({
      url: '/api/websites',
      payload: { url: 'https://example.com/soup', title: 'Soup', note: 'A good one' },
    }),
  },
  { method: 'GET', path: '/api/websites', expect: activeAnyone(200), request: () => ({ url: '/api/websites' }) },
  {
    method: 'POST',
    path: '/api/websites/:id',
    expect: ownBookmark,
    request: async (target) => ({
      url: `/api/websites/${await target.website()}`,
      payload: { url: 'https://example.com/stew', title: 'Stew', note: 'Better' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/websites/:id',
    expect: ownBookmark,
    request: async (target) => ({ url: `/api/websites/${await target.website()}` }),
  },

  // Mail.
  { method: 'GET', path: '/api/mailoutbox', expect: adminOnly(), request: () => ({ url: '/api/mailoutbox' }) },
  {
    method: 'GET',
    path: '/api/generate-recipe-pdf/:recipeId',
    expect: activeRecipeRead,
    request: async (target) => ({ url: `/api/generate-recipe-pdf/${await target.recipe()}` }),
  },
  {
    method: 'POST',
    path: '/api/email-recipe-pdf',
    expect: activeRecipeRead,
    request: async (target) => ({
      url: '/api/email-recipe-pdf',
      payload: { toEmail: 'friend@example.com', recipeId: await target.recipe() },
    }),
  },

  // Contact and the Admin's Email Listing.
  {
    method: 'POST',
    path: '/api/emailfromcontact',
    expect: activeAnyone(201),
    request: () => ({
      url: '/api/emailfromcontact',
      payload: { firstname: 'Nia', email: 'nia@example.com', subject: 'Hello', message: 'Lovely app' },
    }),
  },
  {
    method: 'POST',
    path: '/api/contact/sendcontactemail',
    expect: activeAnyone(202),
    request: () => ({
      url: '/api/contact/sendcontactemail',
      payload: { name: 'Nia', email: 'nia@example.com', subject: 'Hello', message: 'Lovely app' },
    }),
  },
  {
    method: 'GET',
    path: '/api/getuseremails/:filter',
    expect: adminOnly(),
    request: () => ({ url: '/api/getuseremails/all' }),
  },
  {
    method: 'POST',
    path: '/api/responsetoemail/:contactId',
    expect: adminOnly(),
    request: async (target) => ({ url: `/api/responsetoemail/${await target.contactMessage()}` }),
  },
  {
    method: 'DELETE',
    path: '/api/deleteemail/:contactId',
    expect: adminOnly(),
    request: async (target) => ({ url: `/api/deleteemail/${await target.contactMessage()}` }),
  },
  { method: 'GET', path: '/api/emailcounts/', expect: adminOnly(), request: () => ({ url: '/api/emailcounts/' }) },

  // Admin.
  ...['countusers', 'countpaidmembers', 'countfreemembers', 'countlapsedmembers'].map((name): RouteAccess => ({
    method: 'GET',
    path: `/api/${name}`,
    expect: adminOnly(),
    request: () => ({ url: `/api/${name}` }),
  })),
  {
    method: 'GET',
    path: '/api/userlist',
    expect: adminOnly(),
    request: () => ({ url: '/api/userlist?limit=10&offset=0' }),
  },
  {
    method: 'POST',
    path: '/api/updateuser/:id',
    expect: adminOnly(),
    request: async (target) => {
      const cook = await target.bystander();
      return {
        url: `/api/updateuser/${cook.userId}`,
        payload: { user_name: 'Renamed', user_email: cook.email, user_access: 'Member' },
      };
    },
  },
  {
    method: 'DELETE',
    path: '/api/deleteuser/:id',
    expect: adminOnly(),
    request: async (target) => ({ url: `/api/deleteuser/${(await target.bystander()).userId}` }),
  },

  // Chef Basil.
  {
    method: 'POST',
    path: '/api/get-recipe-from-ingredients',
    expect: activeAnyone(200),
    request: () => ({
      url: '/api/get-recipe-from-ingredients',
      payload: { ingredients: ['chicken', 'garlic', 'lemon', 'rice'] },
    }),
  },
  {
    method: 'POST',
    path: '/api/addrecipefromai',
    expect: activeAnyone(201),
    request: () => ({
      url: '/api/addrecipefromai',
      payload: { recipeName: 'Lemon chicken', recipeNote: '', recipeShare: 'No', recipeFavourite: 'No' },
    }),
  },
  {
    method: 'POST',
    path: '/api/ask-chef',
    expect: activeAnyone(200),
    request: () => ({ url: '/api/ask-chef', payload: { question: 'How long do I boil an egg?' } }),
  },
  {
    method: 'POST',
    path: '/api/addchefquestion',
    expect: activeAnyone(201),
    request: () => ({ url: '/api/addchefquestion', payload: { question: 'Eggs?', answer: 'Seven minutes.' } }),
  },
  userRead('getchefquestions'),
  {
    method: 'DELETE',
    path: '/api/deletechefquestion/:id',
    // An Admin may delete any cook's saved question; another cook's is "not found".
    expect: { anonymous: 401, otherCook: 404, owner: 200, expired: 403, admin: 200 },
    request: async (target) => ({ url: `/api/deletechefquestion/${await target.chefQuestion()}` }),
  },
  { method: 'GET', path: '/api/chefusage', expect: adminOnly(), request: () => ({ url: '/api/chefusage' }) },

  // Payment: upgrading is for every signed-in cook, Expired ones above all; each cook signs up only themselves.
  { method: 'GET', path: '/api/payments', expect: everyone(200), request: () => ({ url: '/api/payments' }) },
  {
    method: 'POST',
    path: '/api/create-checkout-session',
    expect: { anonymous: 401, otherCook: 403, owner: 200, expired: 200, admin: 403 },
    request: (target) => ({ url: '/api/create-checkout-session', payload: { UserId: target.userId } }),
  },
  {
    method: 'POST',
    path: '/api/updateuseraccess/:userId',
    expect: signedInSelf(),
    request: (target) => ({ url: `/api/updateuseraccess/${target.userId}` }),
  },
  {
    method: 'POST',
    path: '/api/stripe/webhook',
    // Stripe signs its calls, it has no session: an unsigned body is refused whoever sends it.
    expect: everyone(400),
    request: () => ({ url: '/api/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json' } }),
  },
];

export const routeKey = (method: string, path: string) => `${method} ${path}`;
