import { newRecipeBody } from '@fiz/core/testing/recipe-bodies';
import { multipart } from './multipart.js';
import {
  TINY_PNG,
  activeAnyone,
  activeRecipeRead,
  activeRecipeWrite,
  activeSelf,
  everyone,
  ownBookmark,
  recipeBody,
  signedInSelf,
  userRead,
  type RouteAccess,
} from './access-rules.js';

/** The dashboard, recipes, search and website bookmarks. */
export const RECIPE_ROUTES: RouteAccess[] = [
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
      payload: newRecipeBody('Imported soup'),
    }),
  },
  {
    method: 'GET',
    path: '/api/importphotopreview',
    // Not a web address: refused, past the guards, before anything is fetched, so the matrix needs no web.
    expect: activeAnyone(400),
    request: () => ({ url: `/api/importphotopreview?url=${encodeURIComponent('ftp://example.com/photo.jpg')}` }),
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
];
