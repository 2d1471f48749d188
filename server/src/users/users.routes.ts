import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GetUserResponseSchema, UserIdParamsSchema, UserStatusSchema } from '@fiz/core/users';
import { todayIn } from '@fiz/core/calendar';
import { assertSelfOrAdmin, requireAccess } from '../auth/session.plugin.js';
import { findUserById, toAdminUser } from './users.db.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';

const NO_SUCH_COOK = 'There is no cook with that id.';

export async function usersRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAccess('signedIn');

  routes.get(
    '/api/getuser/:userId',
    {
      preValidation: signedIn,
      schema: {
        tags: ['account'],
        summary: "A cook's name and email (a list with one item)",
        params: UserIdParamsSchema,
        response: { 200: GetUserResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      const user = await findUserById(db, request.params.userId);
      if (!user) throw new HttpError(404, NO_SUCH_COOK);
      const { user_id, user_name, user_email, user_access } = user;
      return [{ user_id, user_name, user_email, user_access }];
    },
  );

  routes.get(
    '/api/getuserstatus/:userId',
    {
      preValidation: signedIn,
      schema: {
        tags: ['account'],
        summary: "A cook's access, trial and membership dates, and the status derived from them",
        params: UserIdParamsSchema,
        response: { 200: UserStatusSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      assertSelfOrAdmin(request, request.params.userId);
      const user = await findUserById(db, request.params.userId);
      if (!user) throw new HttpError(404, NO_SUCH_COOK);
      reply.header('Cache-Control', 'no-store');
      const today = todayIn(config.timeZone);
      return { ...toAdminUser(user, today), today };
    },
  );
}
