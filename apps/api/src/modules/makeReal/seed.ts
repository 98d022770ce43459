import { WANT_THRESHOLD } from '@aigc/domain';
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
 * {@link WANT_THRESHOLD} wants, as a want would have opened it.
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
  await tx.insert(products).values(full.map((p) => ({ contentId: p.id, status: 'wanted', createdAt: at(p), updatedAt: at(p) })));
  await tx.insert(productEvents).values(
    full.map((p) => ({ id: newId(), contentId: p.id, fromStatus: null, toStatus: 'wanted', actorId: null, note: 'Passed 100 wants', createdAt: at(p) })),
  );
}
