import { and, eq, isNull, sql } from 'drizzle-orm';
import { WANT_COST, wantState, type WantState } from '@aigc/domain';
import type { Db } from '../../db/client';
import { contents, wants } from '../../db/schema';
import { AppError, ErrorCode, conflict, notFound } from '../../lib/errors';
import { InsufficientTicketsError, spend } from '../tickets/service';

/** Messages of the want rules (spec §4, §8). */
export const WantMessages = {
  already: 'You have already wanted this post',
  noTicket: 'No want-ticket left, return tomorrow for the daily reward',
  missing: 'This post does not exist',
} as const;

/** Result of a want (docs/api-contract.md `WantResult`). */
export interface WantResult {
  contentId: string;
  wantCount: number;
  wantState: WantState;
  balance: number;
}

/**
 * `userId` wants `contentId` (spec §1, §4): in ONE transaction, records the
 * want (one per user per post, never withdrawn), spends 1 ticket and
 * increments the post's want count.
 * Errors: 404 missing/deleted post; 409 already wanted (nothing spent);
 * 4001 no ticket left (rolled back).
 */
export async function wantContent(db: Db, userId: string, contentId: string, now: Date): Promise<WantResult> {
  return db.transaction(async (tx) => {
    const post = await tx
      .select({ id: contents.id, title: contents.title })
      .from(contents)
      .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
      .limit(1);
    const title = post[0]?.title;
    if (title === undefined) throw notFound(WantMessages.missing);
    const inserted = await tx
      .insert(wants)
      .values({ contentId, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ contentId: wants.contentId });
    if (inserted.length === 0) throw conflict(WantMessages.already);
    let balance: number;
    try {
      balance = await spend(tx, userId, WANT_COST, `Want it: ${title}`.slice(0, 120), now);
    } catch (err) {
      if (err instanceof InsufficientTicketsError) throw new AppError(ErrorCode.NoTicket, WantMessages.noTicket);
      throw err;
    }
    const updated = await tx
      .update(contents)
      .set({ wantCount: sql`${contents.wantCount} + 1` })
      .where(eq(contents.id, contentId))
      .returning({ wantCount: contents.wantCount });
    const wantCount = updated[0]?.wantCount ?? 0;
    return { contentId, wantCount, wantState: wantState(wantCount), balance };
  });
}
