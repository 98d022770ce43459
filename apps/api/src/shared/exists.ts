import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { contents, users } from '../db/schema';

/** Whether a user with this id exists. */
export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/** Whether a non-deleted post with this id exists. */
export async function contentExists(db: DbOrTx, contentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
    .limit(1);
  return rows.length > 0;
}
