import Stripe from 'stripe';
import type { BillingConfig } from '../config.js';

/** The Stripe SDK for STRIPE_SECRET_KEY (pointed at STRIPE_API_URL when given), or null: no payments here. */
export function stripeClient(config: BillingConfig): Stripe | null {
  if (!config.secretKey) return null;
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const protocol = api?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(api ? { host: api.hostname, port: api.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}
