/** The callers, the shape of an access-matrix entry and the access rules entries are written with. */

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

export const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  otherCook: status,
  owner: status,
  expired: status,
  admin: status,
});
/** Spec 6: Admin only. */
export const adminOnly = (status = 200) => ({
  anonymous: 401,
  otherCook: 403,
  owner: 403,
  expired: 403,
  admin: status,
});
/** Pages Expired cooks may not open (spec 2.1), for the cook's own data; a path's {userId} is self or Admin. */
export const activeSelf = (status = 200) => ({
  anonymous: 401,
  otherCook: 403,
  owner: status,
  expired: 403,
  admin: status,
});
/** Pages open to Expired cooks too (mobile recipes and view, upgrade), self or Admin. */
export const signedInSelf = (status = 200) => ({
  anonymous: 401,
  otherCook: 403,
  owner: status,
  expired: status,
  admin: status,
});
/** Not for Expired; acts on the caller's own data whatever it names, so any active cook succeeds. */
export const activeAnyone = (status: number) => ({
  anonymous: 401,
  otherCook: status,
  owner: status,
  expired: 403,
  admin: status,
});
/** A recipe the caller may read: the owner's, an Admin; another cook's private recipe is "not found". */
export const activeRecipeRead = { anonymous: 401, otherCook: 404, owner: 200, expired: 403, admin: 200 };
/** Spec 6, section 7: only the owner writes; another cook cannot even see a private recipe, an Admin is refused. */
export const activeRecipeWrite = { anonymous: 401, otherCook: 404, owner: 200, expired: 403, admin: 403 };
/** Bookmarks are looked up among the caller's own, so another cook's (even for an Admin) is "not found". */
export const ownBookmark = { anonymous: 401, otherCook: 404, owner: 200, expired: 403, admin: 404 };

/** A 1x1 PNG, a valid photo for the upload route. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let unique = 0;
export const freshEmail = () => `matrix${++unique}.${Date.now()}@example.com`;
export const recipeBody = (recipeId: number) => ({
  recipeId,
  recipeName: 'Matrix soup',
  recipeNote: '',
  recipeShare: 'No',
  recipeFavourite: 'No',
});

export const userRead = (path: string, status = activeSelf()): RouteAccess => ({
  method: 'GET',
  path: `/api/${path}/:userId`,
  expect: status,
  request: (target) => ({ url: `/api/${path}/${target.userId}` }),
});

export const routeKey = (method: string, path: string) => `${method} ${path}`;
