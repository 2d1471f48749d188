import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { errorResponses } from './contracts.js';
import { HttpError } from './errors.js';

/** A load balancer's check must answer before its own timeout, so a database slower than this counts as down. */
export const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      config: { withoutSession: true },
      schema: {
        tags: ['operations'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  routes.get(
    '/api/ready',
    {
      config: { withoutSession: true },
      schema: {
        tags: ['operations'],
        summary: 'The instance can serve requests: its database answers',
        description: `For a load balancer: 503 when the database does not answer within ${READY_TIMEOUT_MS / 1000} s.`,
        response: { 200: z.object({ status: z.literal('ready') }), ...errorResponses(503) },
      },
    },
    async () => {
      if (!(await databaseAnswers(db))) throw new HttpError(503, 'The database is not reachable.');
      return { status: 'ready' as const };
    },
  );
}
