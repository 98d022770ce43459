import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPayments, type Payments } from '../../adapters/payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's payment providers (docs/shop.md 'Payments'). */
    payments: Payments;
  }
}

/**
 * Decorates the root instance with `app.payments` from `app.config.payments`
 * (the labelled test provider unless Stripe / WeChat Pay are configured),
 * unless something already did. Registered without encapsulation, before
 * the modules that use it (shop, admin) in `modules/index.ts`.
 */
export const paymentsPlugin: FastifyPluginAsyncZod = async (app) => {
  if (app.hasDecorator('payments')) return;
  const payments = createPayments(app.config.payments, () => app.clock.now());
  if (app.config.nodeEnv === 'production' && payments.forRegion('EN').kind === 'test')
    app.log.warn('shop payments: no STRIPE_SECRET_KEY, the international shop takes TEST payments (no money moves)');
  app.decorate('payments', payments);
};
(paymentsPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
