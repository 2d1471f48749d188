import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { UserIdParamsSchema } from '@fiz/core/users';
import { todayIn } from '@fiz/core/calendar';
import {
  CheckoutBodySchema,
  CheckoutSessionSchema,
  MEMBERSHIP,
  nothingToPay,
  PaymentCheckQuerySchema,
  PaymentsInfoSchema,
  UserAccessSchema,
} from '@fiz/core/membership';
import { deriveStatus } from '@fiz/core/access';
import { assertSelfOrAdmin, requirePageAccess, signedInCook } from '../auth/session.plugin.js';
import { findUserById } from '../users/users.db.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { errorResponses } from '../http/contracts.js';
import { HttpError } from '../http/errors.js';
import { applyPaidCheckout, checkoutStatus, closeCheckout, openCheckouts, recordCheckout } from './payments.db.js';

const tags = ['payments'];
export const BILLING_MESSAGES = {
  unavailable: 'Payments are not available on this server.',
  stripeDown: 'The payment service is not answering. Please try again in a few minutes.',
  selfOnly: 'You can only sign yourself up.',
} as const;

/** A Stripe failure as a 502 the person can act on; the details go to the log. */
async function callingStripe<T>(log: FastifyInstance['log'], call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, 'Stripe call failed');
    throw new HttpError(502, BILLING_MESSAGES.stripeDown);
  }
}

/**
 * A checkout as Stripe has it now; 'gone' when Stripe does not know it (made with other keys), 'unanswered' when
 * Stripe could not be asked (logged).
 */
async function checkoutAtStripe(
  stripe: Stripe,
  log: FastifyInstance['log'],
  sessionId: string,
): Promise<Stripe.Checkout.Session | 'gone' | 'unanswered'> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) return 'gone';
    log.error({ err: error, sessionId }, 'Stripe call failed');
    return 'unanswered';
  }
}

const isPaidBy = (session: Stripe.Checkout.Session, userId: number) =>
  session.payment_status === 'paid' && session.client_reference_id === String(userId);

/** Spec 7 Payment: Stripe Checkout for a year's membership, granted only for payments Stripe confirms. */
export async function billingRoutes(
  app: FastifyInstance,
  { db, config, stripe }: { db: Db; config: Config; stripe: Stripe | null },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/payments',
    {
      schema: {
        tags,
        summary: 'Whether this server takes payments, and the price',
        response: { 200: PaymentsInfoSchema },
      },
    },
    async () => ({ available: stripe !== null, price: MEMBERSHIP.label }),
  );

  routes.post(
    '/api/create-checkout-session',
    {
      preValidation: requirePageAccess('/upgrade'),
      schema: {
        tags,
        summary:
          'Start a Stripe Checkout for a year of membership (A$39); answers its id and the checkout URL. ' +
          'Life members and Admins have nothing to pay (409).',
        body: CheckoutBodySchema,
        response: { 200: CheckoutSessionSchema, ...errorResponses(400, 401, 403, 409, 502, 503) },
      },
    },
    async (request) => {
      const cook = signedInCook(request);
      // What is wrong with the request is said first: it stays wrong once payments are set up.
      if (request.body.UserId !== cook.user_id) throw new HttpError(403, BILLING_MESSAGES.selfOnly);
      const refusal = nothingToPay(cook.status);
      if (refusal) throw new HttpError(409, refusal);
      if (!stripe) throw new HttpError(503, BILLING_MESSAGES.unavailable);
      const { priceId } = config.billing;
      const session = await callingStripe(request.log, () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            priceId
              ? { price: priceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: MEMBERSHIP.currency,
                    unit_amount: MEMBERSHIP.priceCents,
                    product_data: { name: 'Fiz membership, one year' },
                  },
                },
          ],
          client_reference_id: String(cook.user_id),
          customer_email: cook.user_email,
          metadata: { user_id: String(cook.user_id) },
          success_url: `${config.publicUrl}/upgraderesponse?success=true&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.publicUrl}/upgrade?cancelled=true`,
        }),
      );
      if (!session.url) throw new HttpError(502, BILLING_MESSAGES.stripeDown);
      await recordCheckout(db, session.id, cook.user_id);
      return { id: session.id, url: session.url };
    },
  );

  routes.post(
    '/api/updateuseraccess/:userId',
    {
      preValidation: requirePageAccess('/upgraderesponse'),
      schema: {
        tags,
        summary:
          "Re-check the cook's unapplied checkouts with Stripe and apply any that are paid; grants nothing by itself. " +
          'With session_id, also says whether that checkout has been applied.',
        params: UserIdParamsSchema,
        querystring: PaymentCheckQuerySchema,
        response: { 200: UserAccessSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { session_id: returnedFrom } = request.query;
      assertSelfOrAdmin(request, userId);
      let granted = false;
      let unanswered = false;
      if (stripe) {
        for (const sessionId of await openCheckouts(db, userId)) {
          const session = await checkoutAtStripe(stripe, request.log, sessionId);
          if (session === 'unanswered') unanswered = true;
          if (session === 'gone' || (typeof session === 'object' && session.status === 'expired')) {
            await closeCheckout(db, sessionId);
          }
          if (typeof session !== 'object' || !isPaidBy(session, userId)) continue;
          const today = todayIn(config.timeZone);
          granted = (await db.transaction((tx) => applyPaidCheckout(tx, sessionId, userId, today))) || granted;
        }
      }
      const user = await findUserById(db, userId);
      if (!user) throw new HttpError(404, 'There is no such cook.');
      const checkout = returnedFrom === undefined ? null : await checkoutStatus(db, returnedFrom, userId);
      const applied = checkout === 'applied';
      // One checkout Stripe could not answer for must not hide a payment that is known to have gone through.
      if (unanswered && !granted && !applied) throw new HttpError(502, BILLING_MESSAGES.stripeDown);
      return {
        user_access: user.user_access,
        status: deriveStatus(user, todayIn(config.timeZone)),
        user_start_paid_date: user.user_start_paid_date,
        user_end_paid_date: user.user_end_paid_date,
        granted,
        checkout_applied: applied,
        checkout_status: checkout,
      };
    },
  );
}
