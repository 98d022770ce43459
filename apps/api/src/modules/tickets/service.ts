import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ticketLogs, users } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Ledger row types (spec §3 Ticket log entry). */
export const TicketLogType = { Gain: 1, Spend: 2 } as const;

/** Raised by {@link spend} when the balance is lower than the amount. */
export class InsufficientTicketsError extends Error {
  constructor() {
    super('insufficient tickets');
    this.name = 'InsufficientTicketsError';
  }
}

function assertPositiveInt(nums: number): void {
  if (!Number.isInteger(nums) || nums <= 0) throw new RangeError(`ticket amount must be a positive integer: ${nums}`);
}

/**
 * Adds `nums` (> 0) want-tickets to `userId` and writes a gain ledger row
 * titled `title`. Call inside the caller's transaction `tx` (STYLE.md: counters
 * change only in a transaction with a ledger row). Returns the new balance.
 * Throws if the user does not exist.
 */
export async function grant(tx: DbOrTx, userId: string, nums: number, title: string, now = new Date()): Promise<number> {
  assertPositiveInt(nums);
  const rows = await tx
    .update(users)
    .set({ tickets: sql`${users.tickets} + ${nums}` })
    .where(eq(users.id, userId))
    .returning({ tickets: users.tickets });
  const row = rows[0];
  if (!row) throw new Error(`no such user: ${userId}`);
  await tx.insert(ticketLogs).values({ id: newId(), userId, type: TicketLogType.Gain, title, nums, createdAt: now });
  return row.tickets;
}

/**
 * Takes `nums` (> 0) want-tickets from `userId` with a conditional UPDATE
 * (`tickets >= nums`), so the balance never goes below 0 even under
 * concurrency, and writes a spend ledger row. Call inside a transaction.
 * Returns the new balance; throws {@link InsufficientTicketsError} when the
 * balance is too low (or the user does not exist) — roll the transaction back.
 */
export async function spend(tx: DbOrTx, userId: string, nums: number, title: string, now = new Date()): Promise<number> {
  assertPositiveInt(nums);
  const rows = await tx
    .update(users)
    .set({ tickets: sql`${users.tickets} - ${nums}` })
    .where(and(eq(users.id, userId), gte(users.tickets, nums)))
    .returning({ tickets: users.tickets });
  const row = rows[0];
  if (!row) throw new InsufficientTicketsError();
  await tx.insert(ticketLogs).values({ id: newId(), userId, type: TicketLogType.Spend, title, nums, createdAt: now });
  return row.tickets;
}

/** The current balance of `userId` (0 when the user does not exist). */
export async function balanceOf(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.select({ tickets: users.tickets }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.tickets ?? 0;
}
