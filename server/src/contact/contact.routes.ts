import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_FEEDBACK,
  ContactAcceptedSchema,
  ContactFilterParamsSchema,
  ContactIdParamsSchema,
  ContactMailBodySchema,
  ContactMailResponseSchema,
  ContactMessageBodySchema,
  ContactMessageListSchema,
  ContactMessageSchema,
  EmailCountsSchema,
  SiteOwnerSchema,
  type ContactDelivery,
  type ContactMailResponse,
} from '@fiz/core/contact';
import { requireAccess, requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { rateLimited } from '../http/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import { deleteContact, emailCounts, insertContact, listContacts, markResponded } from './contact.db.js';

const tags = ['contact'];
const NOT_FOUND = 'That message no longer exists. It may have been deleted.';

/** Spec 2.3 Contact Us and Email Listing, 4.8, 7 "Contact and emails". */
export async function contactRoutes(
  app: FastifyInstance,
  { db, config, mailer }: { db: Db; config: Config; mailer: Mailer },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sender = requirePageAccess('/contact');
  const admin = requireAccess('admin');
  const limit = rateLimited(config.rateLimits.contact, 'messages', 'accepted');

  routes.post(
    '/api/emailfromcontact',
    {
      preValidation: sender,
      config: limit,
      schema: {
        tags,
        summary: "Keep a Contact Us message for the Admin's Email Listing; the sender is the signed-in cook",
        body: ContactMessageBodySchema,
        response: { 201: ContactAcceptedSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const cook = signedInCook(request);
      const { firstname, email, subject, message } = request.body;
      await insertContact(db, {
        contact_firstname: firstname,
        contact_email: email,
        contact_subject: subject,
        contact_message: message,
        contact_user_id: cook.user_id,
        contact_user_name: cook.user_name,
      });
      return reply.status(201).send({ message: 'Message received' });
    },
  );

  routes.post(
    '/api/contact/sendcontactemail',
    {
      preValidation: sender,
      config: limit,
      schema: {
        tags,
        summary:
          'Mail a Contact Us message to the site owner (OWNER_EMAIL, else ADMIN_EMAIL); replies go to the sender',
        description:
          'status says what became of the mail: sent (a mail server accepted it), queued (no mail server is set ' +
          'up: it waits in the outbox until one is), retrying (the mail server has not taken it yet: it is tried ' +
          'again until it goes) or kept (no owner address is set, so it is not mailed; the message stored by ' +
          '/api/emailfromcontact is in the Email Listing either way). message is the feedback line to show. A ' +
          'mail server that refuses it for good answers 502.',
        body: ContactMailBodySchema,
        response: { 202: ContactMailResponseSchema, ...errorResponses(400, 401, 403, 429, 502) },
      },
    },
    async (request, reply) => {
      const cook = signedInCook(request);
      const { name, email, subject, message } = request.body;
      const answer = (status: ContactDelivery): ContactMailResponse => ({ status, message: CONTACT_FEEDBACK[status] });
      const owner = config.mail.ownerEmail;
      if (!owner) {
        request.log.warn('contact mail not sent: neither OWNER_EMAIL nor ADMIN_EMAIL is set');
        return reply.status(202).send(answer('kept'));
      }
      const delivery = await mailer.send({
        kind: 'contact',
        userId: cook.user_id,
        to: owner,
        replyTo: email,
        subject: `Contact Us: ${subject}`,
        text: [`From: ${name} <${email}>`, `Cook: ${cook.user_name} (user ${cook.user_id})`, '', message].join('\n'),
      });
      if (delivery === 'failed')
        throw new HttpError(502, 'Your message was kept but could not be mailed. Please try again later.');
      return reply.status(202).send(answer(delivery));
    },
  );

  routes.get(
    '/api/contact/owner',
    {
      // Open to Expired cooks, whom Contact Us is closed to (spec 2.1): the Upgrade page tells them who to write to.
      preValidation: requirePageAccess('/upgrade'),
      schema: {
        tags,
        summary: "The site owner's email address (OWNER_EMAIL, else ADMIN_EMAIL), or null when none is set",
        response: { 200: SiteOwnerSchema, ...errorResponses(401) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { email: config.mail.ownerEmail ?? null };
    },
  );

  routes.get(
    '/api/getuseremails/:filter',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Contact messages, newest first: new (not yet responded), old (responded) or all. Admin only.',
        params: ContactFilterParamsSchema,
        response: { 200: ContactMessageListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listContacts(db, request.params.filter);
    },
  );

  routes.post(
    '/api/responsetoemail/:contactId',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Mark a contact message responded. Admin only.',
        params: ContactIdParamsSchema,
        response: { 200: ContactMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const updated = await markResponded(db, request.params.contactId);
      if (!updated) throw new HttpError(404, NOT_FOUND);
      return updated;
    },
  );

  routes.delete(
    '/api/deleteemail/:contactId',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'Delete a contact message. Admin only.',
        params: ContactIdParamsSchema,
        response: { 200: ContactAcceptedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await deleteContact(db, request.params.contactId))) throw new HttpError(404, NOT_FOUND);
      return { message: 'Message deleted' };
    },
  );

  routes.get(
    '/api/emailcounts/',
    {
      preValidation: admin,
      schema: {
        tags,
        summary: 'How many contact messages are new, responded and in all. Admin only.',
        response: { 200: EmailCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return emailCounts(db);
    },
  );
}
