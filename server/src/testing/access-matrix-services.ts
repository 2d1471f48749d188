import {
  activeAnyone,
  activeRecipeRead,
  adminOnly,
  everyone,
  signedInSelf,
  userRead,
  type RouteAccess,
} from './access-rules.js';

/** Mail, contact, administration, Chef Basil and payment. */
export const SERVICE_ROUTES: RouteAccess[] = [
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
  {
    // The Upgrade page names the owner to Expired cooks, whom Contact Us is closed to.
    method: 'GET',
    path: '/api/contact/owner',
    expect: { anonymous: 401, otherCook: 200, owner: 200, expired: 200, admin: 200 },
    request: () => ({ url: '/api/contact/owner' }),
  },

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
