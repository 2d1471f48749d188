import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UserIdParamsSchema } from '@fiz/core/users';
import { DashboardCountsSchema } from '@fiz/core/dashboard';
import { assertSelfOrAdmin, requirePageAccess } from '../auth/session.plugin.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { dashboardCounts } from './dashboard.db.js';

export async function dashboardRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dashboardcounts/:userId',
    {
      preValidation: requirePageAccess('/dashboard'),
      schema: {
        tags: ['dashboard'],
        summary: "Counts behind the dashboard's six buttons",
        params: UserIdParamsSchema,
        response: { 200: DashboardCountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      assertSelfOrAdmin(request, request.params.userId);
      return dashboardCounts(db, request.params.userId);
    },
  );
}
