import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OutboxListSchema, OutboxQuerySchema, type OutboxMessage } from '@fiz/core/mail';
import { requireAccess } from '../auth/session.plugin.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { listOutbox, type OutboxRow } from './outbox.db.js';

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind as OutboxMessage['kind'],
    to: row.to_address,
    reply_to: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    attachments: row.attachments.map((attachment) => attachment.filename),
    status: row.status as OutboxMessage['status'],
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}

/** The Admin's view of the mail outbox: what was sent, what waits, what failed and why. */
export async function outboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/mailoutbox',
    {
      preValidation: requireAccess('admin'),
      schema: {
        tags: ['mail'],
        summary: 'The newest 200 outbox messages, optionally of one status. Admin only.',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return (await listOutbox(db, request.query.status)).map(toOutboxMessage);
    },
  );
}
