/**
 * Test support, not product code: every API route with the status each kind of caller gets (spec 4.1, 6, 7 and
 * docs/security.md). access-matrix.test.ts fails when a route is registered without an entry here, and when an
 * entry names a route that no longer exists.
 *
 * Whose resources a request names: anonymous, otherCook, owner and admin all call with the owner's ids (a Free
 * cook's user id, recipe, bookmark, question); the Expired cook calls with its own, so its row shows the status
 * guard and not ownership.
 */
import { everyone, freshEmail, signedInSelf, userRead, type RouteAccess } from './access-rules.js';
import { RECIPE_ROUTES } from './access-matrix-recipes.js';
import { SERVICE_ROUTES } from './access-matrix-services.js';

export {
  CALLERS,
  routeKey,
  TINY_PNG,
  type Caller,
  type MatrixRequest,
  type Method,
  type RouteAccess,
  type Target,
} from './access-rules.js';

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

  ...RECIPE_ROUTES,
  ...SERVICE_ROUTES,
];
