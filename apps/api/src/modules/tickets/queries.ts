import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ticketLogs } from '../../db/schema';

/** One page of `userId`'s ledger, newest first, and the total number of rows. */
export async function ticketLogPage(db: DbOrTx, userId: string, page: number, pageSize: number) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(ticketLogs)
      .where(eq(ticketLogs.userId, userId))
      .orderBy(desc(ticketLogs.createdAt), desc(ticketLogs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(ticketLogs).where(eq(ticketLogs.userId, userId)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
