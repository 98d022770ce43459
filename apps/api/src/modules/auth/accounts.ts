import { and, eq, or } from 'drizzle-orm';
import {
  LEDGER_TITLES,
  NICKNAME_MAX,
  SIGN_UP_TICKETS,
  validateNickname,
  type Edition,
  editionRules,
} from '@aigc/domain';
import type { DbOrTx, Tx } from '../../db/client';
import { userIdentities, users, type IdentityProvider, type ThirdProfile } from '../../db/schema';
import { newId } from '../../lib/ids';
import { grant } from '../tickets';
import { termsAcceptance } from './terms';

/** Title of the sign-up ledger row (docs/product.md §9: sign-up +5). */
export const SIGN_UP_TITLE = LEDGER_TITLES.signUp;

/** What a new account starts with; at least one of `email`, `phone`, `identity`. */
export interface NewAccount {
  /** Lower-cased e-mail (unique). */
  email?: string | null;
  /** 11-digit mobile number (unique). */
  phone?: string | null;
  nickname: string;
  /** argon2id PHC string, or null for accounts without a password. */
  passwordHash?: string | null;
  /** A third-party identity to link at once. */
  identity?: ThirdProfile | null;
  /** Education accounts (docs/edu.md): the lower-cased username (unique) … */
  username?: string | null;
  /** … and the role; both or neither. */
  eduRole?: 'teacher' | 'student' | null;
  /**
   * The visit's `ht_source` (docs/product.md §3 'Campaign source'), already
   * validated; stored once on the new account.
   */
  signupSource?: string | null;
  /** Grant the sign-up tickets (default true; education accounts get none, docs/edu.md). */
  signUpGrant?: boolean;
  /**
   * The person accepted the terms in force (docs/auth.md 'Terms'): recorded
   * on the new account. Every main-site sign-up passes true, after
   * `termsGate`; education accounts leave it out.
   */
  termsAccepted?: boolean;
}

/**
 * Creates an account inside `tx`: the user row, the sign-up grant of
 * {@link SIGN_UP_TICKETS} (+5) with its ledger row (docs/product.md §1, §9) —
 * the one home of that rule for every way of signing up (education accounts,
 * `signUpGrant: false`, get none) — and the third-party identity if given.
 * Returns the new user id. A unique violation (e-mail, phone, username or
 * identity taken meanwhile) propagates (see isUniqueViolation).
 */
export async function createAccount(tx: Tx, account: NewAccount, now: Date): Promise<string> {
  const id = newId();
  await tx.insert(users).values({
    id,
    email: account.email ?? null,
    phone: account.phone ?? null,
    nickname: account.nickname,
    passwordHash: account.passwordHash ?? null,
    username: account.username ?? null,
    eduRole: account.eduRole ?? null,
    signupSource: account.signupSource ?? null,
    ...(account.termsAccepted ? termsAcceptance(now) : {}),
    createdAt: now,
  });
  if (account.signUpGrant ?? true) await grant(tx, id, SIGN_UP_TICKETS, SIGN_UP_TITLE, now);
  if (account.identity) await linkIdentity(tx, id, account.identity, now);
  return id;
}

/** Links a third-party identity to `userId` (one per provider and account; a subject belongs to one account). */
export async function linkIdentity(
  tx: DbOrTx,
  userId: string,
  profile: ThirdProfile,
  now: Date,
): Promise<void> {
  await tx.insert(userIdentities).values({
    id: newId(),
    userId,
    provider: profile.provider,
    subject: profile.subject,
    openId: profile.openId,
    email: profile.email,
    createdAt: now,
  });
}

/**
 * The account linked to a provider's subject (WeChat: the `unionid`, or an
 * `openid` matched either as subject or as the stored openid), or null.
 */
export async function findIdentityUser(
  db: DbOrTx,
  provider: IdentityProvider,
  subject: string,
  openId: string | null = null,
): Promise<string | null> {
  const match = openId
    ? or(
        eq(userIdentities.subject, subject),
        eq(userIdentities.subject, openId),
        eq(userIdentities.openId, openId),
      )
    : eq(userIdentities.subject, subject);
  const rows = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), match))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Whether `userId` already has an identity of `provider`. */
export async function hasIdentity(
  db: DbOrTx,
  userId: string,
  provider: IdentityProvider,
): Promise<boolean> {
  const rows = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A nickname for an account made without one (our rule): the provider's
 * name when it passes validateNickname (cut to 20 characters), else
 * `用户5678` (China) or `User5678` (elsewhere) from the last four digits of
 * the phone, else from `fallbackSeed`.
 */
export function defaultNickname(
  edition: Edition,
  options: { name?: string | null; phone?: string | null; fallbackSeed: string },
): string {
  const name = [...(options.name ?? '').trim()].slice(0, NICKNAME_MAX).join('');
  if (name && validateNickname(name) === null) return name;
  const tail = options.phone ? options.phone.slice(-4) : options.fallbackSeed.slice(0, 6);
  return `${editionRules(edition).region === 'CN' ? '用户' : 'User'}${tail}`;
}
