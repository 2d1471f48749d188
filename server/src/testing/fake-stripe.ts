import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_fake';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_secret_for_tests';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  amount_total: number;
  currency: string;
}

const signer = new Stripe(FAKE_STRIPE_KEY).webhooks;

/**
 * Stripe's API on 127.0.0.1, as much of it as Fiz uses: POST /v1/checkout/sessions (form-encoded, as the SDK
 * sends it) and GET /v1/checkout/sessions/{id}, plus a hosted checkout page (/pay/{id}) whose Pay button marks
 * the session paid, sends the signed checkout.session.completed event to `webhookUrl` and returns to the
 * success URL, as Stripe does.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  /** The raw form fields of each session create call, for tests to inspect. */
  readonly created: Record<string, string>[] = [];
  webhookUrl: string | null = null;
  /** While true, every API call answers 500, as Stripe does in an outage. */
  failing = false;
  private server: Server | null = null;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  pay(id: string): FakeCheckoutSession {
    const session = this.sessions.get(id)!;
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    return session;
  }

  /** The checkout's 24 hours ran out unpaid: it can no longer be paid. */
  expire(id: string): FakeCheckoutSession {
    const session = this.sessions.get(id)!;
    session.status = 'expired';
    return session;
  }

  /**
   * An event about the session (checkout.session.completed unless `type` says otherwise), signed as Stripe signs
   * it (at `timestamp`, in seconds).
   */
  signedEvent(
    session: FakeCheckoutSession,
    {
      id = `evt_${randomBytes(8).toString('hex')}`,
      type = 'checkout.session.completed',
      timestamp = Math.floor(Date.now() / 1000),
      secret = FAKE_WEBHOOK_SECRET,
    } = {},
  ): { payload: string; signature: string } {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: timestamp,
      livemode: false,
      data: { object: session },
    });
    return this.signed(payload, { timestamp, secret });
  }

  /** Any payload, signed as Stripe signs an event: for events of shapes Stripe would not send. */
  signed(
    payload: string,
    { timestamp = Math.floor(Date.now() / 1000), secret = FAKE_WEBHOOK_SECRET } = {},
  ): { payload: string; signature: string } {
    return { payload, signature: signer.generateTestHeaderString({ payload, secret, timestamp }) };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', this.url).pathname;
    const paying = /^\/pay\/([\w-]+)$/.exec(path);
    if (paying) return this.checkoutPage(request.method ?? 'GET', paying[1]!, response);
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (this.failing) return json(response, 500, { error: { type: 'api_error', message: 'Stripe is down' } });
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      return json(response, 200, this.createSession(Object.fromEntries(new URLSearchParams(body))));
    }
    const found = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    const session = found ? this.sessions.get(found[1]!) : undefined;
    if (request.method === 'GET' && session) return json(response, 200, session);
    json(response, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such checkout.session: '${found?.[1]}'`,
      },
    });
  }

  private createSession(fields: Record<string, string>): FakeCheckoutSession {
    this.created.push(fields);
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: fields.mode ?? 'payment',
      url: `${this.url}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: fields.client_reference_id ?? null,
      customer_email: fields.customer_email ?? null,
      metadata: { user_id: fields['metadata[user_id]'] ?? '' },
      success_url: fields.success_url ?? '',
      cancel_url: fields.cancel_url ?? '',
      amount_total: Number(fields['line_items[0][price_data][unit_amount]'] ?? 3900),
      currency: fields['line_items[0][price_data][currency]'] ?? 'aud',
    };
    this.sessions.set(id, session);
    return session;
  }

  private async checkoutPage(method: string, id: string, response: ServerResponse): Promise<void> {
    const session = this.sessions.get(id);
    if (!session) return json(response, 404, { error: { message: 'No such checkout' } });
    if (method === 'POST') {
      this.pay(id);
      if (this.webhookUrl) {
        const { payload, signature } = this.signedEvent(session);
        await fetch(this.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      }
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) }).end();
      return;
    }
    const price = `A$${(session.amount_total / 100).toFixed(2)}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Test checkout</title></head><body><main>
<h1>Test checkout</h1><p>Fiz membership, one year: ${price}</p>
<form method="post"><button type="submit">Pay ${price}</button></form>
<p><a href="${session.cancel_url}">Cancel and go back</a></p></main></body></html>`);
  }
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
