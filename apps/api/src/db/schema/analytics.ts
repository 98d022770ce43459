import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Tracking events stored by our own collector (`POST /api/track`, docs/product.md §7
 * 'Tracking': publish, click_mention, click_upload_entrance, failed
 * requests…). `params` holds the event's fields (page_name, to_user_id…).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The browser's Web-Id header (anonymous device id), when sent. */
    webId: text('web_id'),
    /** The `ht_source` of the visit that sent the event (docs/product.md §3 'Campaign source'), when any. */
    source: text('source'),
    params: jsonb('params').$type<Record<string, string | number | boolean | null>>().notNull(),
    /** When the event happened on the client. */
    clientTime: timestamp('client_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_event_created_idx').on(t.event, t.createdAt)],
);
