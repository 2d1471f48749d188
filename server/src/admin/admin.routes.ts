import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  AdminUserIdParamsSchema,
  AdminUserSchema,
  DeleteUserResponseSchema,
  UpdateUserBodySchema,
  UserCountResponseSchema,
  UserListQuerySchema,
  UserListResponseSchema,
} from '@fiz/core/admin';
import { todayIn } from '@fiz/core/calendar';
import { requireAccess } from '../auth/session.plugin.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { deleteRecipeImage } from '../images/recipe-images.js';
import type { ImageStorage } from '../images/storage.js';
import { toAdminUser } from '../users/users.db.js';
import { deleteUserAsAdmin, listUsers, updateUserAsAdmin, type Refusal } from './admin-users.db.js';
import { countUsers, refreshMembershipFlags, type UserCount } from './membership.db.js';
import { membershipSweep } from './membership-sweep.js';

const tags = ['admin'];

const COUNT_ROUTES: [path: string, counted: UserCount, summary: string][] = [
  ['/api/countusers', 'all', 'How many cooks there are'],
  ['/api/countpaidmembers', 'paid', 'How many cooks are paid Members today (paid end date not passed)'],
  ['/api/countfreemembers', 'free', 'How many cooks are Free today (within their trial)'],
  ['/api/countlapsedmembers', 'lapsed', 'How many Members are lapsed (paid end date passed)'],
];

const REFUSAL_STATUS: Record<Refusal, number> = {
  noSuchUser: 404,
  emailTaken: 409,
  lastAdminDemoted: 409,
  lastAdminDeleted: 409,
  paidEndBeforeStart: 400,
  trialEndBeforeJoin: 400,
};
const refusal = (reason: Refusal) => new HttpError(REFUSAL_STATUS[reason], ADMIN_MESSAGES[reason]);

/** Spec 2.3 Site Admin and User Listing, 7 Admin: figures and user management, Admin only. */
export async function adminRoutes(
  app: FastifyInstance,
  { db, config, storage }: { db: Db; config: Config; storage: ImageStorage },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireAccess('admin');
  const today = () => todayIn(config.timeZone);

  const sweep = membershipSweep({ db, timeZone: config.timeZone, log: app.log });
  app.addHook('onReady', async () => sweep.start());
  app.addHook('onClose', async () => sweep.stop());

  /** What the Admin reads is current even between sweeps (a day that turned over a minute ago). */
  const refreshedToday = async () => {
    const day = today();
    await refreshMembershipFlags(db, day);
    return day;
  };

  for (const [path, counted, summary] of COUNT_ROUTES) {
    routes.get(
      path,
      {
        preValidation: admin,
        schema: {
          tags,
          summary: `${summary}: a list whose first item has count. Admin only.`,
          response: { 200: UserCountResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return [{ count: await countUsers(db, counted, await refreshedToday()) }];
      },
    );
  }

  routes.get(
    '/api/userlist',
    {
      preValidation: admin,
      schema: {
        tags,
        summary:
          'A page of cooks, newest first, with their status today, and how many there are; ?search finds cooks by part of a name or email, or by id. Admin only.',
        querystring: UserListQuerySchema,
        response: { 200: UserListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listUsers(db, request.query, await refreshedToday());
    },
  );

  routes.post(
    '/api/updateuser/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: "Change a cook's name, email and access; answers the cook as the User Listing shows them. Admin only.",
        description:
          'Making a cook a Member gives them a year from today, as paying would, and a running year is kept. A Member whose year has ended gets a new one only with start_paid_year: true. user_free_expiry_date and user_end_paid_date set those days (a trial extended, a paid year corrected) and win over the year a change to Member gives; empty or absent, they are left as they are.',
        params: AdminUserIdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: AdminUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const day = today();
      const outcome = await updateUserAsAdmin(db, request.params.id, request.body, day);
      if ('refused' in outcome) throw refusal(outcome.refused);
      return toAdminUser(outcome.user, day);
    },
  );

  routes.delete(
    '/api/deleteuser/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Delete a cook with their recipes, photos, chef questions, contact messages and sessions. Admin only.',
        params: AdminUserIdParamsSchema,
        response: { 200: DeleteUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await deleteUserAsAdmin(db, request.params.id);
      if ('refused' in outcome) throw refusal(outcome.refused);
      // Files go only after the commit, so a delete that rolled back never leaves recipes without their photos.
      // One at a time: a cook with hundreds of photos must not flood the storage with requests.
      for (const url of outcome.photoUrls) await deleteRecipeImage(storage, url, request.log);
      return { message: ADMIN_MESSAGES.userDeleted };
    },
  );
}
