import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Accounts (docs/product.md §3 User; docs/auth.md). `tickets` is the want-ticket
 * balance, never below 0. An account has at least one way in: an e-mail
 * (lower-cased) with a password, a mobile number (11 digits, China), or a
 * third-party identity ({@link userIdentities}); e-mail and phone are each
 * unique. `passwordHash` is null for accounts that never set a password
 * (phone, WeChat or Google sign-ups). Education accounts (docs/edu.md) have a
 * `username` (unique, lower case) and an `eduRole` instead of an e-mail or phone.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').unique(),
    phone: text('phone').unique(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash'),
    avatar: text('avatar'),
    accountLevel: text('account_level').notNull().default(''),
    /**
     * Creator tier (`CREATOR_TIERS` in @aigc/domain, docs/product.md §1 'Creator
     * tiers'): `none`, `rights` or `verified`; only operators change it, and
     * each change is a `creator_tier_events` row. Read it through `creatorTierOf`.
     */
    creatorTier: text('creator_tier', { enum: ['none', 'rights', 'verified'] }).notNull().default('none'),
    /** When the current tier was granted (null for `none` never granted). */
    creatorTierGrantedAt: timestamp('creator_tier_granted_at', { withTimezone: true }),
    /** The operator who granted the current tier. */
    creatorTierGrantedBy: text('creator_tier_granted_by'),
    showPostLocalUpload: boolean('show_post_local_upload').notNull().default(false),
    needOnboarding: boolean('need_onboarding').notNull().default(true),
    tickets: integer('tickets').notNull().default(0),
    /** Education accounts only: the sign-in name (lower case, `validateEduUsername`). */
    username: text('username').unique(),
    /** Education accounts only: `teacher` or `student`; null for main-site accounts. */
    eduRole: text('edu_role', { enum: ['teacher', 'student'] }),
    /**
     * The `ht_source` the account signed up with (docs/product.md §3
     * 'Campaign source'): set once when the account is made, never changed.
     */
    signupSource: text('signup_source'),
    /**
     * The version of the user agreement and privacy policy the account
     * accepted last (`TERMS_VERSION` of @aigc/domain; docs/auth.md 'Terms'),
     * null: never. A main-site sign-in asks again while it is not the version
     * in force.
     */
    termsVersion: text('terms_version'),
    /** When {@link termsVersion} was accepted. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_tickets_nonnegative', sql`${t.tickets} >= 0`),
    check('users_edu_username', sql`(${t.eduRole} IS NULL) = (${t.username} IS NULL)`),
  ],
);

/**
 * Every change of a creator tier (docs/product.md §1 'Creator tiers'): from,
 * to, the operator (`actor_id`, null when the operator account is gone or
 * the CLI worked on the database) and an optional note.
 */
export const creatorTierEvents = pgTable(
  'creator_tier_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier', { enum: ['none', 'rights', 'verified'] }).notNull(),
    toTier: text('to_tier', { enum: ['none', 'rights', 'verified'] }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('creator_tier_events_user_idx').on(t.userId, t.createdAt)],
);

/** Login sessions; only the SHA-256 (hex) of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The session family (docs/auth.md 'Sessions across hosts'): sessions
     * handed to another host of the same site share their origin's family;
     * null = the session is its own family (`token_hash`). Signing out
     * revokes the whole family.
     */
    familyId: text('family_id'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_family_idx').on(t.familyId)],
);

/**
 * One-time sign-in handoffs from a main site to its shop host
 * (docs/auth.md 'Sessions across hosts'): the SHA-256 of the code, the
 * family it extends, the SHA-256 of the browser nonce it is bound to, 60 s
 * of life, used once.
 */
export const sessionHandoffs = pgTable('session_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  familyId: text('family_id').notNull(),
  browserHash: text('browser_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Purposes of a verification code (docs/auth.md). */
export const codePurposes = ['REGISTER', 'FORGET_PASSWORD', 'LOGIN', 'BIND'] as const;
/** One of {@link codePurposes}. */
export type CodePurpose = (typeof codePurposes)[number];
/** Purposes the e-mail code route takes (`POST /api/auth/register/email/code` `type`). */
export const emailCodePurposes = ['REGISTER', 'FORGET_PASSWORD'] as const;
/** One of {@link emailCodePurposes}. */
export type EmailCodePurpose = (typeof emailCodePurposes)[number];

/** How a code travels: `email` (the mail adapter) or `sms` (the SMS adapter). */
export const codeChannels = ['email', 'sms'] as const;
/** One of {@link codeChannels}. */
export type CodeChannel = (typeof codeChannels)[number];

/**
 * One-time verification codes sent by e-mail or SMS (6 digits, stored hashed;
 * 10 min, 5 tries, single use; docs/product.md §5, §9). `destination` is the
 * lower-cased e-mail or the 11-digit mobile number; `ip` the requester's
 * address, for the hourly per-IP cap (docs/auth.md 'Limits').
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: codeChannels }).notNull(),
    destination: text('destination').notNull(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.channel, t.destination, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Third-party sign-in providers (docs/auth.md). */
export const identityProviders = ['wechat', 'google'] as const;
/** One of {@link identityProviders}. */
export type IdentityProvider = (typeof identityProviders)[number];

/**
 * Third-party identities linked to an account: at most one per provider and
 * account, and each (provider, subject) belongs to one account. `subject` is
 * WeChat's `unionid` (its `openid` when the app has no union) or Google's
 * `sub`; `openId` is WeChat's per-app `openid` (User.openId); `email` what
 * the provider said at link time.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: identityProviders }).notNull(),
    subject: text('subject').notNull(),
    openId: text('open_id'),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_subject_uq').on(t.provider, t.subject),
    uniqueIndex('user_identities_user_provider_uq').on(t.userId, t.provider),
    index('user_identities_open_id_idx').on(t.provider, t.openId),
  ],
);

/**
 * Failed password checks (docs/auth.md 'Lockouts'): `subject` is
 * `user:<id>` for an existing account, else `account:<what was typed>`; `ip`
 * the caller. Counted over a sliding window; a success clears the subject's rows.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: text('id').primaryKey(),
    subject: text('subject').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_subject_idx').on(t.subject, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** What a third-party sign-in attempt has come to (docs/auth.md 'WeChat', 'Google'). */
export const thirdLoginStatuses = [
  'pending',
  'succeeded',
  'requiredBinding',
  'cancelled',
  'failed',
  'consumed',
] as const;
/** One of {@link thirdLoginStatuses}. */
export type ThirdLoginStatus = (typeof thirdLoginStatuses)[number];

/** A third party's profile kept between the callback and the next step. */
export interface ThirdProfile {
  provider: IdentityProvider;
  subject: string;
  openId: string | null;
  email: string | null;
  emailVerified: boolean;
  nickname: string | null;
}

/**
 * Third-party sign-in attempts (docs/auth.md): one per QR code or redirect.
 * `state` is the OAuth state (the WeChat poll's `uuid`), single use and
 * expiring; `browserHash` the SHA-256 of the `aigc_login_browser` cookie of
 * the browser that started it (only that browser may collect the result);
 * `nonce` / `codeVerifier` the OpenID Connect nonce and PKCE verifier
 * (Google). The callback stores the outcome (`userId` and/or `profile`);
 * the poll or the redirect hands it over once (`consumed`).
 */
export const thirdLoginAttempts = pgTable(
  'third_login_attempts',
  {
    state: text('state').primaryKey(),
    provider: text('provider', { enum: identityProviders }).notNull(),
    browserHash: text('browser_hash').notNull(),
    nonce: text('nonce'),
    codeVerifier: text('code_verifier'),
    redirectPath: text('redirect_path'),
    /** The `ht_source` of the browser that started a Google sign-in (docs/product.md §3 'Campaign source'). */
    signupSource: text('signup_source'),
    /**
     * The terms version the person accepted before leaving for Google (the
     * sign-up form's box; docs/auth.md 'Terms'); null: none, the callback then
     * asks for it when the account needs it.
     */
    termsVersion: text('terms_version'),
    status: text('status', { enum: thirdLoginStatuses }).notNull().default('pending'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    profile: jsonb('profile').$type<ThirdProfile>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('third_login_attempts_expires_idx').on(t.expiresAt)],
);

/** Steps that continue a sign-in later (docs/auth.md): password reset, phone binding, Google link. */
export const authStepPurposes = ['RESET', 'BIND', 'LINK'] as const;
/** One of {@link authStepPurposes}. */
export type AuthStepPurpose = (typeof authStepPurposes)[number];

/**
 * Bearer tokens of a multi-step sign-in (the spec's `validateAuthToken`):
 * only the SHA-256 of the token is stored; 10 minutes, single use.
 * RESET: `channel` + `destination` typed by the user (the account may not
 * exist, docs/auth.md 'Forgot password'); BIND: the account (`userId`) or
 * the WeChat `profile` waiting for a mobile number; LINK: the account to
 * link the Google `profile` to once its password is proven.
 */
export const authSteps = pgTable(
  'auth_steps',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: authStepPurposes }).notNull(),
    channel: text('channel', { enum: codeChannels }),
    destination: text('destination'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    profile: jsonb('profile').$type<ThirdProfile>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('auth_steps_expires_idx').on(t.expiresAt)],
);
