import { accountLevelForTier, creatorTierOf, type CreatorTier } from '@aigc/domain';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { creatorTierEvents, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { notFound } from '../../lib/errors';

import { cardsChanged, CreatorTierSchema } from '../../shared';

/** OpenAPI component `CreatorTierState`: a user's tier, who granted it and when, and every change (newest first). */
export const CreatorTierStateSchema = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    tier: CreatorTierSchema,
    grantedAt: z.string().nullable().describe('When the current tier was granted (ISO time); null when never granted'),
    grantedBy: z.string().nullable().describe('The operator (user id) who granted it'),
    accountLevel: z.string().describe('The account level, whose creator marker follows the tier'),
    history: z.array(
      z.object({
        from: CreatorTierSchema,
        to: CreatorTierSchema,
        actorId: z.string().nullable(),
        note: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'CreatorTierState' });

/** A creator tier state as sent to operators. */
export type CreatorTierStateDto = z.infer<typeof CreatorTierStateSchema>;

/** The body of `POST /admin/creator/tier`. */
export const SetCreatorTierBodySchema = z.object({
  userId: z.string().min(1).max(64),
  tier: CreatorTierSchema,
  note: z.string().max(200).default(''),
});

/** A user's tier with its history. Throws 404 'This user does not exist'. */
export async function creatorTierState(db: Db, userId: string): Promise<CreatorTierStateDto> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound('This user does not exist');
  const events = await db
    .select()
    .from(creatorTierEvents)
    .where(eq(creatorTierEvents.userId, userId))
    .orderBy(desc(creatorTierEvents.createdAt), desc(creatorTierEvents.id));
  return {
    userId: u.id,
    nickName: u.nickname,
    tier: creatorTierOf(u),
    grantedAt: u.creatorTierGrantedAt?.toISOString() ?? null,
    grantedBy: u.creatorTierGrantedBy,
    accountLevel: u.accountLevel,
    history: events.map((e) => ({ from: e.fromTier, to: e.toTier, actorId: e.actorId, note: e.note, createdAt: e.createdAt.toISOString() })),
  };
}

/**
 * Grants (or, with `none`, revokes) a creator tier — operators only, the
 * caller checks (`requireAdmin`). In one transaction under a lock of the
 * user row: the tier, `granted_at` / `granted_by`, the account level's
 * creator marker (kept in step: present for `rights` and `verified`), and a
 * `creator_tier_events` row. Setting the tier a user already has changes
 * nothing and writes no event. A change drops the cached feed pages
 * (`cardsChanged`: cards show their author's tier). Throws 404 'This user does not exist'.
 * Royalties already credited keep the rate of their sale (docs/shop.md 'Royalties').
 */
export async function setCreatorTier(
  db: Db,
  input: { userId: string; tier: CreatorTier; actorId: string | null; note?: string; now: Date },
): Promise<CreatorTierStateDto> {
  await db.transaction(async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!u) throw notFound('This user does not exist');
    const from = creatorTierOf(u);
    if (from === input.tier && u.creatorTier === input.tier) return;
    await tx
      .update(users)
      .set({
        creatorTier: input.tier,
        creatorTierGrantedAt: input.tier === 'none' ? null : input.now,
        creatorTierGrantedBy: input.tier === 'none' ? null : input.actorId,
        accountLevel: accountLevelForTier(u.accountLevel, input.tier),
      })
      .where(eq(users.id, u.id));
    // Feed cards carry their author's tier: the cached pages go once this commits.
    cardsChanged(tx);
    if (from === input.tier) return;
    await tx.insert(creatorTierEvents).values({
      id: newId(),
      userId: u.id,
      fromTier: from,
      toTier: input.tier,
      actorId: input.actorId,
      note: (input.note ?? '').slice(0, 200),
      createdAt: input.now,
    });
  });
  return creatorTierState(db, input.userId);
}
