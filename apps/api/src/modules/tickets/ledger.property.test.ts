/**
 * Property-based proof of the ticket economy (docs/tickets.md): random sequences of
 * wants (with and without retries of one Idempotency-Key), daily rewards in
 * random zones, post deletions, failed evaluations and clock jumps, run by
 * several users IN PARALLEL through HTTP on a real database. After every
 * sequence: no balance below 0, every balance equals its ledger, no double
 * want, every post's want count equals its want rows, every want of a
 * deleted or failed post refunded exactly once, nothing refunded otherwise.
 *
 * Runs 1,000 sequences on PostgreSQL (`TEST_DATABASE_URL`, as CI does) —
 * 250 property runs of 4 independent sequences at once, each with its own
 * users and posts — and 60 on PGlite, where transactions run one at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { contents, ticketLogs, ticketRefunds, userRoles, users, wants } from '../../db/schema';
import { newId } from '../../lib/ids';
import { SESSION_COOKIE } from '../../lib/sessions';
import { createAdminToken } from '../admin';
import { openProduct } from '../makeReal';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  const ops = await t.createUser({ nickname: 'Ops' });
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, ops.id, 'property test', t.clock.now());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const USERS = 4;
const POSTS = 3;
const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/London'];

type Op =
  | { kind: 'want'; user: number; post: number; key: number | null; repeat: number }
  | { kind: 'daily'; user: number; zone: number }
  | { kind: 'delete'; post: number }
  | { kind: 'fail'; post: number }
  | { kind: 'advance'; hours: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('want' as const), user: fc.nat(USERS - 1), post: fc.nat(POSTS - 1), key: fc.option(fc.nat(2)), repeat: fc.integer({ min: 1, max: 2 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('daily' as const), user: fc.nat(USERS - 1), zone: fc.nat(ZONES.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), post: fc.nat(POSTS - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fail' as const), post: fc.nat(POSTS - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 30 }) }) },
);

const scenarioArb = fc.record({
  tickets: fc.array(fc.nat(3), { minLength: USERS, maxLength: USERS }),
  /** Which posts start with a product under evaluation (they can fail; they cannot be deleted). */
  withProduct: fc.array(fc.boolean(), { minLength: POSTS, maxLength: POSTS }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 14 }),
});

type Scenario = { tickets: number[]; withProduct: boolean[]; ops: Op[] };

/** Sequences run at the same time in one property run. */
const PARALLEL = 4;

async function inject(method: 'POST' | 'GET', url: string, opts: { session?: string; body?: unknown; headers?: Record<string, string> }) {
  const res = await t.app.inject({
    method,
    url,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    ...(opts.session ? { cookies: { [SESSION_COOKIE]: opts.session } } : {}),
    headers: opts.headers ?? {},
  });
  expect(res.statusCode).toBe(200); // never a 500
  return res.json() as { code: number };
}

async function runScenario(s: Scenario) {
  const author = await t.createUser({ nickname: 'Author' });
  const people = await Promise.all(s.tickets.map((n) => t.createUser({ tickets: n })));
  const postIds = Array.from({ length: POSTS }, () => newId());
  await t.db.insert(contents).values(postIds.map((id, i) => ({ id, authorId: author.id, title: `P${i}` })));
  for (const [i, id] of postIds.entries()) if (s.withProduct[i]) await t.db.transaction((tx) => openProduct(tx, id, t.clock.now()));
  const runTag = newId();

  // Rounds end at each clock jump; inside a round every actor runs its ops in order, all actors at once.
  const rounds: Op[][] = [[]];
  for (const op of s.ops) {
    if (op.kind === 'advance') rounds.push([op]);
    else rounds[rounds.length - 1]!.push(op);
  }
  for (const round of rounds) {
    const byActor = new Map<string, Op[]>();
    for (const op of round) {
      if (op.kind === 'advance') {
        t.clock.advance(op.hours * 3_600_000);
        continue;
      }
      const actor = op.kind === 'want' || op.kind === 'daily' ? `u${op.user}` : op.kind;
      byActor.set(actor, [...(byActor.get(actor) ?? []), op]);
    }
    await Promise.all(
      [...byActor.values()].map(async (ops) => {
        for (const op of ops) {
          if (op.kind === 'want') {
            const u = people[op.user]!;
            const headers: Record<string, string> = op.key === null ? {} : { 'idempotency-key': `${runTag}-${op.key}` };
            await Promise.all(
              Array.from({ length: op.repeat }, () =>
                inject('POST', '/aigc/api/topic/content/want', { session: u.session, body: { contentId: postIds[op.post] }, headers }),
              ),
            );
          } else if (op.kind === 'daily') {
            await inject('POST', '/aigc/api/ticket/daily', { session: people[op.user]!.session, headers: { tz: ZONES[op.zone]! } });
          } else if (op.kind === 'delete') {
            await inject('POST', '/aigc/api/topic/content/batch/delete', { session: author.session, body: { contentIds: [postIds[op.post]] } });
          } else if (op.kind === 'fail') {
            await inject('POST', '/aigc/admin/product/status', {
              body: { contentId: postIds[op.post], status: 'evaluation_failed' },
              headers: { authorization: `Bearer ${adminToken}` },
            });
          }
        }
      }),
    );
  }

  // ---- Invariants ----
  const ids = people.map((p) => p.id);
  const balances = await t.db.select({ id: users.id, tickets: users.tickets }).from(users).where(inArray(users.id, ids));
  const ledger = await t.db
    .select({
      userId: ticketLogs.userId,
      net: sql<number>`coalesce(sum(case when ${ticketLogs.type} = 1 then ${ticketLogs.nums} else -${ticketLogs.nums} end), 0)::int`,
      spends: sql<number>`count(*) filter (where ${ticketLogs.type} = 2)::int`,
    })
    .from(ticketLogs)
    .where(inArray(ticketLogs.userId, ids))
    .groupBy(ticketLogs.userId);
  const netOf = new Map(ledger.map((l) => [l.userId, l]));
  const wantRows = await t.db.select().from(wants).where(inArray(wants.contentId, postIds));
  const refunds = await t.db.select().from(ticketRefunds).where(inArray(ticketRefunds.userId, ids));
  for (const b of balances) {
    expect(b.tickets).toBeGreaterThanOrEqual(0);
    expect(b.tickets).toBe(netOf.get(b.id)?.net ?? 0);
    // Every spend is one want: no double want, no spend without a want.
    expect(netOf.get(b.id)?.spends ?? 0).toBe(wantRows.filter((w) => w.userId === b.id).length);
  }
  const posts = await t.db.select().from(contents).where(inArray(contents.id, postIds));
  const failed = await t.db.execute(
    sql`select content_id from products where status = 'evaluation_failed' and content_id in (${sql.join(postIds.map((p) => sql`${p}`), sql`, `)})`,
  );
  const failedIds = new Set(((failed as { rows?: { content_id: string }[] }).rows ?? []).map((r) => r.content_id));
  for (const p of posts) {
    const rows = wantRows.filter((w) => w.contentId === p.id);
    expect(p.wantCount).toBe(rows.length);
    const closed = p.deletedAt !== null || failedIds.has(p.id);
    for (const w of rows) {
      const n = refunds.filter((r) => r.refundKey === `want:${p.id}:${w.userId}`).length;
      expect(n).toBe(closed ? 1 : 0);
    }
  }
  expect(refunds.every((r) => r.nums === 1)).toBe(true);
  expect(new Set(refunds.map((r) => r.refundKey)).size).toBe(refunds.length);
}

describe('ticket economy properties', () => {
  it('random parallel sequences keep every balance ≥ 0 and equal to its ledger, with no double want or refund', async () => {
    const sequences = t.kind === 'postgres' ? 1000 : 60;
    await fc.assert(
      fc.asyncProperty(fc.array(scenarioArb, { minLength: PARALLEL, maxLength: PARALLEL }), async (batch) => {
        await Promise.all(batch.map(runScenario));
      }),
      { numRuns: sequences / PARALLEL, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 600_000);
});
