/**
 * Property-based proof of the shop's money (docs/shop.md 'Money'): random
 * sequences of order creation (with retries of one Idempotency-Key),
 * Stripe callbacks (success, expiry, failure — repeated, late, out of order,
 * some with a bad signature), buyer cancellations, pay-again and operator
 * moves (confirm, refund, cannot be produced, cancel), run by several buyers
 * IN PARALLEL through HTTP on a real database against a local fake of the
 * Stripe API. After every sequence, per order: paid = captured − refunded,
 * captured is 0 or the full amount (never twice), refunded ≤ captured and
 * equal to its succeeded refund (at most one); open orders hold what they
 * cost, closed ones nothing; no want-ticket discount is used twice; a key
 * never made two orders.
 *
 * Runs 400 sequences on PostgreSQL (`TEST_DATABASE_URL`) — 100 property runs
 * of 4 independent sequences at once — and 24 on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, inArray, isNull } from 'drizzle-orm';
import { orderDiscounts, orders, paymentEvents, paymentRefunds, payments, userRoles } from '../../db/schema';
import { newId } from '../../lib/ids';
import { SESSION_COOKIE } from '../../lib/sessions';
import { createAdminToken } from '../admin';
import { startTestApp, type TestApp } from '../../test/harness';
import { startFakeStripe, type FakeStripe } from '../../test/payments';
import { US_ADDRESS, madeProductFor } from '../../test/shop';

let t: TestApp;
let stripe: FakeStripe;
let adminToken: string;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp({ config: { payments: { stripe: stripe.settings, wechat: undefined, shopPublicUrl: 'https://shop.example.test', shopCnPublicUrl: 'https://shop.example.test' } } });
  const ops = await t.createUser({ nickname: 'Ops' });
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, ops.id, 'property test', t.clock.now());
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const BUYERS = 3;
const PRODUCTS = 2;
const KEYS = 2;

type Op =
  | { kind: 'create'; buyer: number; product: number; quantity: number; key: number; repeat: number }
  | { kind: 'notice'; order: number; type: 'success' | 'expired' | 'failed'; repeat: number; badSignature: boolean; wrongAmount: boolean }
  | { kind: 'cancel'; order: number }
  | { kind: 'payAgain'; order: number }
  | { kind: 'operator'; order: number; to: 'confirmed' | 'refunded' | 'cannot_be_produced' | 'cancelled' };

const buyer = fc.nat(BUYERS - 1);
const ord = fc.nat(5);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), buyer, product: fc.nat(PRODUCTS - 1), quantity: fc.integer({ min: 1, max: 3 }), key: fc.nat(KEYS - 1), repeat: fc.integer({ min: 1, max: 3 }) }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('notice' as const),
      order: ord,
      type: fc.constantFrom('success' as const, 'success' as const, 'success' as const, 'expired' as const, 'failed' as const),
      repeat: fc.integer({ min: 1, max: 2 }),
      badSignature: fc.nat(6).map((n) => n === 0),
      wrongAmount: fc.nat(8).map((n) => n === 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order: ord }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payAgain' as const), order: ord }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('operator' as const), order: ord, to: fc.constantFrom('confirmed' as const, 'refunded' as const, 'cannot_be_produced' as const, 'cancelled' as const) }) },
);

const scenarioArb = fc.record({
  /** Which buyers wanted which product (they get a want-ticket discount on it). */
  wanted: fc.array(fc.array(fc.boolean(), { minLength: PRODUCTS, maxLength: PRODUCTS }), { minLength: BUYERS, maxLength: BUYERS }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 24 }),
});
type Scenario = { wanted: boolean[][]; ops: Op[] };

const PARALLEL = 4;
/** Ops of one sequence run at the same time. */
const ROUND = 3;

async function inject(method: 'POST' | 'GET', url: string, opts: { session?: string; body?: unknown; headers?: Record<string, string>; raw?: string }) {
  const res = await t.app.inject({
    method,
    url,
    ...(opts.raw !== undefined ? { payload: opts.raw } : opts.body !== undefined ? { payload: opts.body as object } : {}),
    ...(opts.session ? { cookies: { [SESSION_COOKIE]: opts.session } } : {}),
    headers: opts.headers ?? {},
  });
  expect(res.statusCode).not.toBe(500); // never an unexpected failure
  return res.json() as { code?: number; data?: { orderId: string; payment: { paymentId: string; amountMinor?: number } | null; amounts: { total: number } } };
}

async function runScenario(s: Scenario) {
  const author = await t.createUser({ nickname: 'Author' });
  const people = await Promise.all(Array.from({ length: BUYERS }, () => t.createUser()));
  const productIds: string[] = [];
  for (let p = 0; p < PRODUCTS; p++)
    productIds.push(await madeProductFor(t, { authorId: author.id, wanterIds: people.filter((_, b) => s.wanted[b]![p]).map((u) => u.id) }));
  const tag = newId();
  /** Orders placed so far, in the order their creates answered (callbacks and moves pick among them). */
  const placed: { orderId: string; paymentId: string | null; total: number; buyer: number }[] = [];
  const usedKeys = people.map(() => new Set<string>());

  // Rounds of up to ROUND ops run at the same time; rounds run one after another.
  for (let start = 0; start < s.ops.length; start += ROUND) {
    await Promise.all(
      s.ops.slice(start, start + ROUND).map(async (op) => {
        if (op.kind === 'create') {
          const u = people[op.buyer]!;
          const key = `${tag}-${op.key}`;
          usedKeys[op.buyer]!.add(key);
          const body = { items: [{ productId: productIds[op.product], size: 'S', quantity: op.quantity }], shipping: US_ADDRESS };
          const answers = await Promise.all(
            Array.from({ length: op.repeat }, () => inject('POST', '/aigc/api/shop/orders', { session: u.session, body, headers: { 'idempotency-key': key } })),
          );
          const okOnes = answers.filter((a) => a.code === 200);
          // Retries of one key and body answer one order.
          expect(new Set(okOnes.map((a) => a.data!.orderId)).size).toBeLessThanOrEqual(1);
          const first = okOnes[0]?.data;
          if (first && !placed.some((x) => x.orderId === first.orderId))
            placed.push({ orderId: first.orderId, paymentId: first.payment?.paymentId ?? null, total: first.amounts.total, buyer: op.buyer });
          return;
        }
        const target = placed[op.order % Math.max(1, placed.length)];
        if (!target) return;
        const owner = people[target.buyer]!;
        if (op.kind === 'notice') {
          if (!target.paymentId) return;
          const paymentId = target.paymentId;
          const event =
            op.type === 'success'
              ? stripe.completedEvent({ paymentId, amount: op.wrongAmount ? target.total + 1 : target.total, currency: 'USD' })
              : { id: `evt_${newId()}`, type: op.type === 'expired' ? 'checkout.session.expired' : 'checkout.session.async_payment_failed', data: { object: { id: 'cs', metadata: { paymentId } } } };
          const signed = stripe.webhook(event, t.clock.now(), op.badSignature ? 'whsec_forged' : undefined);
          await Promise.all(
            Array.from({ length: op.repeat }, () => inject('POST', '/aigc/api/pay/stripe/webhook', { raw: signed.body, headers: signed.headers })),
          );
        } else if (op.kind === 'cancel') {
          await inject('POST', `/aigc/api/shop/orders/${target.orderId}/cancel`, { session: owner.session, body: {} });
        } else if (op.kind === 'payAgain') {
          await inject('POST', `/aigc/api/shop/orders/${target.orderId}/pay`, { session: owner.session, body: {} });
        } else {
          await inject('POST', '/aigc/admin/order/status', {
            body: { orderId: target.orderId, status: op.to, note: 'property test' },
            headers: { authorization: `Bearer ${adminToken}` },
          });
        }
      }),
    );
  }

  // ---- Invariants ----
  const userIds = people.map((p) => p.id);
  const os = await t.db.select().from(orders).where(inArray(orders.userId, userIds));
  const orderIds = os.map((o) => o.id);
  if (orderIds.length === 0) return;
  const ps = await t.db.select().from(payments).where(inArray(payments.orderId, orderIds));
  const refunds = await t.db.select().from(paymentRefunds).where(inArray(paymentRefunds.orderId, orderIds));
  const events = await t.db.select().from(paymentEvents).where(inArray(paymentEvents.paymentId, ps.map((p) => p.id)));
  for (const [b, id] of userIds.entries()) expect(os.filter((o) => o.userId === id).length).toBeLessThanOrEqual(usedKeys[b]!.size);
  for (const o of os) {
    const mine = ps.filter((p) => p.orderId === o.id);
    expect(mine.length).toBe(o.totalMinor > 0 ? 1 : 0);
    const p = mine[0];
    const captured = p?.capturedMinor ?? 0;
    const refunded = p?.refundedMinor ?? 0;
    // paid = captured − refunded
    expect(o.paidMinor).toBe(captured - refunded);
    // Captured once, in full; never paid twice.
    expect([0, o.totalMinor]).toContain(captured);
    if (p) expect(events.filter((e) => e.paymentId === p.id && (e.outcome === 'applied' || e.outcome === 'refund_late_payment') && e.type === 'payment_succeeded').length).toBe(captured > 0 ? 1 : 0);
    // A refund at most once, and what it moved is what the payment says.
    const rs = refunds.filter((r) => r.orderId === o.id);
    expect(rs.length).toBeLessThanOrEqual(1);
    expect(rs.filter((r) => r.status === 'succeeded').reduce((n, r) => n + r.amountMinor, 0)).toBe(refunded);
    expect(refunded).toBeLessThanOrEqual(captured);
    // The fake refunds at once: closed orders hold nothing, open paid ones hold their total.
    if (['cancelled', 'refunded', 'cannot_be_produced'].includes(o.status)) expect(o.paidMinor).toBe(0);
    else if (o.status === 'pending_payment') expect(o.paidMinor).toBe(0);
    else expect(o.paidMinor).toBe(o.totalMinor);
  }
  // No discount used twice: one live row per buyer and product, only on open orders.
  const live = await t.db.select().from(orderDiscounts).where(and(inArray(orderDiscounts.userId, userIds), isNull(orderDiscounts.releasedAt)));
  expect(new Set(live.map((d) => `${d.userId}|${d.contentId}`)).size).toBe(live.length);
  for (const d of live) {
    const o = os.find((x) => x.id === d.orderId)!;
    expect(['cancelled', 'refunded', 'cannot_be_produced']).not.toContain(o.status);
    expect(s.wanted[userIds.indexOf(d.userId)]![productIds.indexOf(d.contentId)]).toBe(true);
  }
}

describe('shop money properties', () => {
  it('random parallel orders, retries, callbacks, cancellations and refunds keep paid = captured − refunded, no double payment or discount', async () => {
    const sequences = t.kind === 'postgres' ? 400 : 24;
    await fc.assert(
      fc.asyncProperty(fc.array(scenarioArb, { minLength: PARALLEL, maxLength: PARALLEL }), async (batch) => {
        await Promise.all(batch.map(runScenario));
      }),
      { numRuns: sequences / PARALLEL, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 600_000);
});
