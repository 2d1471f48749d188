import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { todayIn } from '@fiz/core/calendar';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { BILLING_MESSAGES } from './billing.routes.js';
import { applyPaidCheckout, firstDelivery } from './payments.db.js';

/**
 * A checkout paid by card completes paid; one paid by a delayed method (BECS Direct Debit) completes unpaid, and
 * Stripe sends async_payment_succeeded when the money arrives.
 */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * What the route reads of an event. Stripe's library checks the signature, not the shape, so a signed payload of
 * another shape (a test tool's, an API version's) is refused here rather than failing mid-way.
 */
const EventShape = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.looseObject({}) }),
});
const PaidCheckoutShape = z.looseObject({ id: z.string().min(1) });
const NOT_AN_EVENT = 'This is not a Stripe event: it needs an id, a type and data.object.';

/** Stripe signs the raw bytes; older events are refused so a captured one cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * POST /api/stripe/webhook: Stripe tells us a checkout was paid. Its own plugin, because it reads the body as
 * raw bytes to check the signature, where every other route parses JSON.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { db, config, stripe }: { db: Db; config: Config; stripe: Stripe | null },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Stripe events, signed with STRIPE_WEBHOOK_SECRET; a paid checkout.session.completed or ' +
          'checkout.session.async_payment_succeeded grants membership',
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      const secret = config.billing.webhookSecret;
      if (!stripe || !secret) throw new HttpError(503, BILLING_MESSAGES.unavailable);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          request.headers['stripe-signature'] ?? '',
          secret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        // The signature is checked first; a body it signs that is not JSON fails after, as a SyntaxError.
        if (error instanceof SyntaxError) throw new HttpError(400, NOT_AN_EVENT);
        throw new HttpError(400, 'The Stripe signature is missing, wrong or too old.');
      }
      const shape = EventShape.safeParse(event);
      const paid = shape.success && PAID_EVENTS.has(event.type);
      if (!shape.success || (paid && !PaidCheckoutShape.safeParse(event.data.object).success)) {
        throw new HttpError(400, NOT_AN_EVENT);
      }
      await db.transaction(async (tx) => {
        if (!(await firstDelivery(tx, event.id, event.type))) return;
        if (!paid) return;
        const session = (event as Stripe.CheckoutSessionCompletedEvent).data.object;
        const userId = Number(session.client_reference_id);
        if (session.payment_status !== 'paid' || !Number.isInteger(userId)) return;
        await applyPaidCheckout(tx, session.id, userId, todayIn(config.timeZone));
      });
      return { received: true };
    },
  );
}
