import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ticketLogs, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { grant, InsufficientTicketsError, spend } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('tickets service', () => {
  it('grant and spend change the balance with one ledger row each', async () => {
    const { id } = await t.createUser();
    expect(await t.db.transaction((tx) => grant(tx, id, 3, 'Daily reward'))).toBe(3);
    expect(await t.db.transaction((tx) => spend(tx, id, 2, 'Want it'))).toBe(1);
    const rows = await t.db.select().from(ticketLogs).where(eq(ticketLogs.userId, id));
    expect(rows.map((r) => [r.type, r.nums, r.title]).sort()).toEqual([
      [1, 3, 'Daily reward'],
      [2, 2, 'Want it'],
    ]);
  });

  it('spend refuses to go below 0 and leaves no ledger row', async () => {
    const { id } = await t.createUser({ tickets: 1 });
    await expect(t.db.transaction((tx) => spend(tx, id, 2, 'Too much'))).rejects.toBeInstanceOf(InsufficientTicketsError);
    const [u] = await t.db.select().from(users).where(eq(users.id, id));
    expect(u?.tickets).toBe(1);
    expect(await t.db.select().from(ticketLogs).where(eq(ticketLogs.title, 'Too much'))).toHaveLength(0);
  });

  it('rejects non-positive or fractional amounts', async () => {
    const { id } = await t.createUser({ tickets: 1 });
    await expect(t.db.transaction((tx) => spend(tx, id, 0, 'x'))).rejects.toThrow(RangeError);
    await expect(t.db.transaction((tx) => grant(tx, id, 1.5, 'x'))).rejects.toThrow(RangeError);
  });

  it('the database refuses a negative balance even without the service', async () => {
    const { id } = await t.createUser();
    await expect(t.db.update(users).set({ tickets: -1 }).where(eq(users.id, id))).rejects.toBeTruthy();
  });
});
