import { and, count, eq, isNull, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contents, userIdentities, users } from '../../db/schema';
import { toUserDto, type UserDto } from './schemas';

/** The `users` row with this id, or null. */
export async function findUserById(db: DbOrTx, id: string) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The `users` row with this (lower-cased) e-mail, or null. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

/** The `users` row with this 11-digit mobile number, or null. */
export async function findUserByPhone(db: DbOrTx, phone: string) {
  const rows = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return rows[0] ?? null;
}

/** The WeChat openid linked to `userId`, or null. */
export async function wechatOpenIdOf(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db
    .select({ openId: userIdentities.openId })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, 'wechat')))
    .limit(1);
  return rows[0]?.openId ?? null;
}

/** The client record (`User`) of a `users` row, with its WeChat openid looked up. */
export async function userDtoOf(db: DbOrTx, row: typeof users.$inferSelect): Promise<UserDto> {
  return toUserDto(row, await wechatOpenIdOf(db, row.id));
}

/** Number of visible posts by `userId` and the wants they received in total. */
export async function postStats(
  db: DbOrTx,
  userId: string,
): Promise<{ postCount: number; wantReceivedCount: number }> {
  const rows = await db
    .select({ postCount: count(), wants: sum(contents.wantCount) })
    .from(contents)
    .where(and(eq(contents.authorId, userId), isNull(contents.deletedAt)));
  const r = rows[0];
  return { postCount: r?.postCount ?? 0, wantReceivedCount: Number(r?.wants ?? 0) };
}
