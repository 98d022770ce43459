import { COMMENT_MAX, DESCRIPTION_MAX, validMentions, type MentionRange } from '@aigc/domain';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';

/**
 * One `mentionUser` item of a request (docs/product.md §3): who is mentioned
 * and where, as UTF-16 offsets into the text (end exclusive). Posts and
 * comments take the same list.
 */
export const MentionInputSchema = z.object({
  userId: z.string(),
  startIndex: z.number().int(),
  endIndex: z.number().int(),
});

/** The `mentionUser` list of a request body (at most one item per character of the longest text it may cover). */
export const MentionUserSchema = z
  .array(MentionInputSchema)
  .max(Math.max(COMMENT_MAX, DESCRIPTION_MAX))
  .default([]);

/**
 * OpenAPI component `Mention`: an @-mention of a stored text (a post's
 * description, a comment), with the mentioned user's current nickname, so a
 * client renders `text[startIndex, endIndex)` as a link to their page.
 */
export const MentionSchema = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    startIndex: z.number().int().describe('UTF-16 offset of the @ in the text'),
    endIndex: z.number().int().describe('Exclusive end'),
  })
  .meta({ id: 'Mention' });

/** A mention as sent to clients. */
export type MentionDto = z.infer<typeof MentionSchema>;

/**
 * The mentions of `mentionUser` that still hold in `text` (docs/product.md §5,
 * the one rule for posts and comments): the user exists and the text reads
 * `@<their nickname>` at `[startIndex, endIndex)`, one per user, no overlaps
 * (@aigc/domain `validMentions`); the others are dropped silently, never an
 * error. Reads the nicknames on `db`. Returns the kept ranges in text order.
 */
export async function keptMentions(
  db: DbOrTx,
  text: string,
  mentionUser: readonly MentionRange[],
): Promise<MentionRange[]> {
  if (mentionUser.length === 0) return [];
  const ids = [...new Set(mentionUser.map((m) => m.userId))];
  const found = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, ids));
  const names = new Map(found.map((u) => [u.id, u.nickname] as const));
  return validMentions(text, mentionUser, (id) => names.get(id)).map(
    ({ userId, startIndex, endIndex }) => ({ userId, startIndex, endIndex }),
  );
}
