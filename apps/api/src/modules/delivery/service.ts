import { eq, sql } from 'drizzle-orm';
import {
  ID_TAG_COUNTRY,
  ID_TAG_LIMIT,
  validateIdTagClaim,
  validateShippingField,
  type ShippingField,
  type UsAddress,
} from '@aigc/domain';
import type { Db, DbOrTx } from '../../db/client';
import { campaignCounters, idTagClaims, shippingInfos } from '../../db/schema';
import { AppError, ErrorCode, badRequest, conflict } from '../../lib/errors';

/** Messages of the shipping and ID tag rules (docs/product.md §2, §5). */
export const DeliveryMessages = {
  locked: 'This field is locked after confirmation',
  claimed: 'You have already claimed your free ID tag',
  soldOut: 'All 10,000 free ID tags have been claimed',
} as const;

/** A user's shipping information (docs/product.md §2): values and which are locked. */
export interface ShippingView {
  address: string;
  fullName: string;
  phone: string;
  locked: Record<ShippingField, boolean>;
}

const COLUMNS = {
  address: { value: 'address', at: 'addressConfirmedAt' },
  fullName: { value: 'fullName', at: 'fullNameConfirmedAt' },
  phone: { value: 'phone', at: 'phoneConfirmedAt' },
} as const;

/** `userId`'s shipping information; empty and unlocked when never entered. */
export async function shippingOf(db: DbOrTx, userId: string): Promise<ShippingView> {
  const [r] = await db.select().from(shippingInfos).where(eq(shippingInfos.userId, userId)).limit(1);
  return {
    address: r?.address ?? '',
    fullName: r?.fullName ?? '',
    phone: r?.phone ?? '',
    locked: {
      address: Boolean(r?.addressConfirmedAt),
      fullName: Boolean(r?.fullNameConfirmedAt),
      phone: Boolean(r?.phoneConfirmedAt),
    },
  };
}

/**
 * Confirms one shipping `field` with `value` and locks it (docs/product.md §2 'each
 * locked after confirmation', §5 required fields). Validated with the domain
 * rule (400 with its message); a locked field is refused with 409 even under
 * concurrent confirmations (the UPDATE only matches while unlocked).
 */
export async function confirmShippingField(db: Db, userId: string, field: ShippingField, raw: string, now: Date): Promise<ShippingView> {
  const problem = validateShippingField(field, raw);
  if (problem) throw badRequest(problem.message);
  const value = raw.trim();
  const col = COLUMNS[field];
  return db.transaction(async (tx) => {
    await tx.insert(shippingInfos).values({ userId, updatedAt: now }).onConflictDoNothing();
    const updated = await tx
      .update(shippingInfos)
      .set({ [col.value]: value, [col.at]: now, updatedAt: now })
      .where(sql`${shippingInfos.userId} = ${userId} and ${shippingInfos[col.at]} is null`)
      .returning({ userId: shippingInfos.userId });
    if (updated.length === 0) throw conflict(DeliveryMessages.locked);
    return shippingOf(tx, userId);
  });
}

/** Name of the ID tag campaign's counter row. */
export const ID_TAG_CAMPAIGN = 'id_tag';

/** An ID tag claim as sent to its owner. */
export interface IdTagClaimView {
  seq: number;
  name: string;
  country: string;
  address: Required<UsAddress>;
  createTime: string;
}

/** The campaign state and the caller's claim (route `GET /api/idtag/campaign`). */
export async function idTagCampaign(db: DbOrTx, userId: string | null) {
  const [c] = await db.select().from(campaignCounters).where(eq(campaignCounters.campaign, ID_TAG_CAMPAIGN)).limit(1);
  const limit = c?.cap ?? ID_TAG_LIMIT;
  const claimed = c?.claimed ?? 0;
  let mine: IdTagClaimView | null = null;
  if (userId) {
    const [r] = await db.select().from(idTagClaims).where(eq(idTagClaims.userId, userId)).limit(1);
    if (r)
      mine = {
        seq: r.seq,
        name: r.name,
        country: r.country,
        address: { line1: r.line1, line2: r.line2, city: r.city, state: r.state, zip: r.zip },
        createTime: r.createdAt.toISOString(),
      };
  }
  return { limit, claimed, remaining: Math.max(0, limit - claimed), country: ID_TAG_COUNTRY, claim: mine };
}

/**
 * Claims the free ID tag for `userId` (docs/product.md §1, §5: US residents only, the
 * first 10,000; name and address locked once claimed). One transaction: the
 * counter row goes up by one only while below its cap (row lock, so the
 * count is exact under concurrent claims: never 10,001), then the claim row
 * is written with that number. Errors: 400 invalid input or not US; 409
 * already claimed (nothing counted); 4002 sold out.
 */
export async function claimIdTag(
  db: Db,
  userId: string,
  input: { name: string; country: string; address: UsAddress },
  now: Date,
): Promise<IdTagClaimView> {
  const problem = validateIdTagClaim(input);
  if (problem) throw badRequest(problem.message);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ seq: idTagClaims.seq }).from(idTagClaims).where(eq(idTagClaims.userId, userId)).limit(1);
    if (existing) throw conflict(DeliveryMessages.claimed);
    await tx.insert(campaignCounters).values({ campaign: ID_TAG_CAMPAIGN, claimed: 0, cap: ID_TAG_LIMIT }).onConflictDoNothing();
    const [counted] = await tx
      .update(campaignCounters)
      .set({ claimed: sql`${campaignCounters.claimed} + 1` })
      .where(sql`${campaignCounters.campaign} = ${ID_TAG_CAMPAIGN} and ${campaignCounters.claimed} < ${campaignCounters.cap}`)
      .returning({ seq: campaignCounters.claimed });
    if (!counted) throw new AppError(ErrorCode.SoldOut, DeliveryMessages.soldOut);
    const a = input.address;
    const row = {
      userId,
      seq: counted.seq,
      name: input.name.trim(),
      country: ID_TAG_COUNTRY,
      line1: a.line1.trim(),
      line2: (a.line2 ?? '').trim(),
      city: a.city.trim(),
      state: a.state.trim().toUpperCase(),
      zip: a.zip.trim(),
      createdAt: now,
    };
    const inserted = await tx.insert(idTagClaims).values(row).onConflictDoNothing({ target: idTagClaims.userId }).returning();
    // A concurrent claim by the same user won the race: roll back this count.
    if (inserted.length === 0) throw conflict(DeliveryMessages.claimed);
    return {
      seq: row.seq,
      name: row.name,
      country: row.country,
      address: { line1: row.line1, line2: row.line2, city: row.city, state: row.state, zip: row.zip },
      createTime: now.toISOString(),
    };
  });
}
