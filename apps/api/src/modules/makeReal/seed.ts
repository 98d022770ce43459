import { PRODUCT_FLOW, WANT_THRESHOLD, type ProductStatus } from '@aigc/domain';
import type { Tx } from '../../db/client';
import { productEvents, products, userRoles, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { hashPassword } from '../auth';

/** E-mail of the demo operator (admin role) made by the seed. */
export const OPERATOR_EMAIL = 'ops@example.com';
/** Password of {@link OPERATOR_EMAIL}. */
export const OPERATOR_PASSWORD = 'ops12345';

/**
 * Demo data of Make It Real, written in the seed's transaction: the operator
 * account ({@link OPERATOR_EMAIL}, admin role) and a product in status
 * `wanted` (opened by the system) for every seeded post past
 * {@link WANT_THRESHOLD} wants, as a want would have opened it — except that
 * the operator has moved the first one on to `on_sale` and the second to
 * `production`, so the shop has one product to buy and one to pre-order
 * (docs/shop.md 'Catalogue').
 */
export async function seedMakeReal(
  tx: Tx,
  input: { posts: { id: string; wantCount?: number | null; createdAt?: Date | null }[]; now: Date; avatar: string },
): Promise<void> {
  const opsId = newId();
  await tx.insert(users).values({
    id: opsId,
    email: OPERATOR_EMAIL,
    nickname: 'Make It Real Ops',
    avatar: input.avatar,
    passwordHash: await hashPassword(OPERATOR_PASSWORD),
    needOnboarding: false,
    createdAt: new Date(input.now.getTime() - 60 * 86_400_000),
  });
  await tx.insert(userRoles).values({ userId: opsId, role: 'admin', createdAt: input.now });
  const full = input.posts.filter((p) => (p.wantCount ?? 0) > WANT_THRESHOLD);
  if (full.length === 0) return;
  const at = (p: (typeof full)[number]) => p.createdAt ?? input.now;
  const moved: Record<number, ProductStatus> = { 0: 'on_sale', 1: 'production' };
  await tx.insert(products).values(
    full.map((p, i) => ({ contentId: p.id, status: moved[i] ?? 'wanted', createdAt: at(p), updatedAt: moved[i] ? input.now : at(p) })),
  );
  await tx.insert(productEvents).values(
    full.map((p) => ({ id: newId(), contentId: p.id, fromStatus: null, toStatus: 'wanted', actorId: null, note: 'Passed 100 wants', createdAt: at(p) })),
  );
  for (const [i, to] of Object.entries(moved)) {
    const post = full[Number(i)];
    if (!post) continue;
    const steps = PRODUCT_FLOW.slice(0, PRODUCT_FLOW.indexOf(to) + 1);
    await tx.insert(productEvents).values(
      steps.slice(1).map((toStatus, k) => ({
        id: newId(),
        contentId: post.id,
        fromStatus: steps[k]!,
        toStatus,
        actorId: opsId,
        note: '',
        createdAt: new Date(at(post).getTime() + (k + 1) * 3_600_000),
      })),
    );
  }
}
