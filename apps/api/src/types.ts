import type { Edition } from '@aigc/domain';
import type { Db } from './db/client';
import type { Env } from './env';
import type { Bus } from './adapters/bus';
import type { Mailer } from './adapters/mail';
import type { SmsSender } from './adapters/sms';
import type { AuthUser } from './lib/auth';
import type { Clock } from './lib/clock';
import type { FeedCache } from './modules/contents';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL). */
    db: Db;
    /** Settings (see env.ts); tests pass overrides. */
    config: Env;
    /** Current time source; tests inject a ManualClock. */
    clock: Clock;
    /** Outgoing mail (SMTP or local outbox). */
    mailer: Mailer;
    /** Outgoing SMS codes (Tencent Cloud SMS or the local outbox). */
    sms: SmsSender;
    /** Publish/subscribe between parts and processes (in-process, or Redis with `REDIS_URL`). */
    bus: Bus;
    /** The feed's page cache (FEED_CACHE_MS), read by the feed route and the home page's first-screen HTML. */
    feedCache: FeedCache;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null; set by the optionalUser/requireUser hooks. */
    user: AuthUser | null;
    /** The edition the request comes from: `Entry-Type: edu`, else the host map (SITE_HOSTS), else main-intl. */
    edition: Edition;
  }
}

export {};
