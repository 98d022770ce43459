import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { contents } from './content';
import { users } from './users';

// ---- Operators (the only ones allowed to move products) --------------------

/** Roles beyond a plain user; `admin` may use `/aigc/admin/*` (operators). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Admin API tokens (`Authorization: Bearer …`); only the SHA-256 (hex) is stored. */
export const adminTokens = pgTable(
  'admin_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_tokens_user_idx').on(t.userId)],
);

// ---- Ticket economy -------------------------------------------------------

/**
 * Idempotency keys of want requests (`Idempotency-Key` header): the first
 * request's result is stored and replayed for a retry with the same key.
 */
export const wantRequests = pgTable(
  'want_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idemKey: text('idem_key').notNull(),
    contentId: text('content_id').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idemKey] })],
);

/**
 * One row per refund ever made; `refund_key` (`want:<contentId>:<userId>`,
 * `order:<orderId>`) makes every refund happen at most once. The ledger row
 * is written in the same transaction.
 */
export const ticketRefunds = pgTable(
  'ticket_refunds',
  {
    refundKey: text('refund_key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nums: integer('nums').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_refunds_user_idx').on(t.userId), check('ticket_refunds_nums_positive', sql`${t.nums} > 0`)],
);

/**
 * Daily rewards granted: one row per user, local day (`YYYY-MM-DD` in the
 * zone the client sent) and kind (`login`, `publish`, `comment`, `generate`).
 */
export const dailyRewards = pgTable(
  'daily_rewards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    kind: text('kind').notNull(),
    tz: text('tz').notNull(),
    tickets: integer('tickets').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);

/**
 * The zone an account's daily rewards count in (docs/tickets.md 'Local day'):
 * `tz` the zone last used, `prevTz` the one before it and `changedAt` when the
 * last change was counted (at most one a day; null = never changed).
 */
export const rewardZones = pgTable('reward_zones', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tz: text('tz').notNull(),
  prevTz: text('prev_tz'),
  changedAt: timestamp('changed_at', { withTimezone: true }),
});

/**
 * Live ticket events for the client's ticket tip (docs/product.md §4, §9: type 2
 * welcome back, 3 reward); each also becomes a live-stream event (docs/live-stream.md).
 */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    num: integer('num').notNull(),
    balance: integer('balance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('ticket_events_user_idx').on(t.userId, t.createdAt), check('ticket_events_type_valid', sql`${t.type} in (2, 3)`)],
);

// ---- Make It Real ---------------------------------------------------------

/** A post past the want threshold and its production status (docs/product.md §4 'Product lifecycle'). */
export const products = pgTable(
  'products',
  {
    contentId: text('content_id')
      .primaryKey()
      .references(() => contents.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    modelType: text('model_type').notNull().default('image'),
    /**
     * Set when a verified creator launched the product directly (docs/shop.md
     * 'Direct launch'): the approved release whose type, sizes and price the
     * shop sells it in; null for a Make It Real product.
     */
    releaseId: text('release_id').references((): AnyPgColumn => productReleases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_status_idx').on(t.status, t.updatedAt),
    check(
      'products_status_valid',
      sql`${t.status} in ('wanted', 'modelling', 'production', 'delivering', 'on_sale', 'evaluation_failed')`,
    ),
  ],
);

/** Every status change of a product: who (null = the system) and when. */
export const productEvents = pgTable(
  'product_events',
  {
    id: text('id').primaryKey(),
    contentId: text('content_id')
      .notNull()
      .references(() => products.contentId, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_events_content_idx').on(t.contentId, t.createdAt)],
);

/**
 * A verified creator's request to launch a product from one of their designs
 * directly (docs/shop.md 'Direct launch'): the product type (a base product
 * kind), the sizes offered, the price of the type's smallest size in the
 * currency of `region` (the creator's edition), a description; reviewed by an
 * operator. At most one release of a design is under review and at most one
 * approved (partial unique indexes).
 */
export const productReleases = pgTable(
  'product_releases',
  {
    id: text('id').primaryKey(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    /** One of RELEASE_PRODUCT_KINDS (a base product kind). */
    kind: text('kind').notNull(),
    /** Size ids of the kind, in the kind's order. */
    sizes: jsonb('sizes').$type<string[]>().notNull(),
    /** Price of the kind's smallest size, minor units of `region`'s currency. */
    priceMinor: integer('price_minor').notNull(),
    /** The price region the price was set in: `EN` (USD) or `CN` (CNY). */
    region: text('region', { enum: ['EN', 'CN'] }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] }).notNull().default('pending'),
    /** The operator's reason for a rejection ('' otherwise). */
    reason: text('reason').notNull().default(''),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_releases_creator_idx').on(t.creatorId, t.createdAt),
    index('product_releases_status_idx').on(t.status, t.createdAt),
    uniqueIndex('product_releases_one_pending_idx').on(t.contentId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('product_releases_one_approved_idx').on(t.contentId).where(sql`${t.status} = 'approved'`),
    check('product_releases_status_valid', sql`${t.status} in ('pending', 'approved', 'rejected', 'withdrawn')`),
    check('product_releases_region_valid', sql`${t.region} in ('EN', 'CN')`),
    check('product_releases_price_positive', sql`${t.priceMinor} > 0`),
  ],
);

// ---- Shipping and the free ID tag (docs/product.md §2, §5) ---------------------------

/** A user's shipping information; each field is locked once confirmed (`*_confirmed_at` set). */
export const shippingInfos = pgTable('shipping_infos', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address'),
  addressConfirmedAt: timestamp('address_confirmed_at', { withTimezone: true }),
  fullName: text('full_name'),
  fullNameConfirmedAt: timestamp('full_name_confirmed_at', { withTimezone: true }),
  phone: text('phone'),
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Claim counters of limited campaigns; `claimed` can never pass `cap`. */
export const campaignCounters = pgTable(
  'campaign_counters',
  {
    campaign: text('campaign').primaryKey(),
    claimed: integer('claimed').notNull().default(0),
    cap: integer('cap').notNull(),
  },
  (t) => [check('campaign_counters_within_cap', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.cap}`)],
);

/** Free ID tag claims (docs/product.md §1, §5): one per user, `seq` 1..10 000, name and address locked. */
export const idTagClaims = pgTable('id_tag_claims', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  line1: text('line1').notNull(),
  line2: text('line2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
