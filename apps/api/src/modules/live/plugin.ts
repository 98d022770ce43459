/**
 * Wiring of the live stream (docs/live-stream.md): this process's
 * {@link StreamHub}, fed by the bus — the writers' commit signals are
 * published on it, and every process's hub subscribes — plus the timers that
 * check sessions and delete old events.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPendingJobs } from '../generate';
import { unreadCounts } from '../messages';
import { balanceOf } from '../tickets';
import { listenToStreamSignals } from '../../lib/streamEvents';
import { StreamHub, type StreamSources } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live streams held by this process (docs/live-stream.md). */
    liveStreams: StreamHub;
  }
}

/** Bus topics of the live stream. */
export const LIVE_TOPICS = {
  /** JSON array of user ids with new durable events. */
  users: 'live:users',
  /** The generation queue moved. */
  queue: 'live:queue',
  /** A session ended. */
  sessions: 'live:sessions',
} as const;

/** User ids per bus message. */
const USERS_PER_MESSAGE = 1000;
/** At most one queue-moved message per this many ms per process. */
const QUEUE_SIGNAL_MS = 500;
/** How often open streams' sessions are checked (expiry), in ms. */
const SESSION_CHECK_MS = 30_000;
/** How often events past the retention are deleted, in ms. */
const PRUNE_MS = 60 * 60 * 1000;

const sources: StreamSources = {
  unreadCounts,
  balance: balanceOf,
  pendingJobs: async (db, userId) => getPendingJobs(db, userId),
};

/**
 * Decorates the root instance with `app.liveStreams`, subscribes it to the
 * bus (`app.bus`: in-process, or Redis pub/sub with `REDIS_URL`) and makes
 * the database's writers publish there after each commit. Stops on
 * `onClose`. Not encapsulated (`skip-override`).
 */
export const livePlugin: FastifyPluginAsyncZod = async (app) => {
  const hub = new StreamHub(app.db, app.clock, sources, app.log);
  app.decorate('liveStreams', hub);
  const bus = app.bus;
  const unsubscribe = await Promise.all([
    bus.subscribe(LIVE_TOPICS.users, (m) => {
      try {
        hub.signalUsers(JSON.parse(m) as string[]);
      } catch (error) {
        app.log.error({ err: error }, 'bad live-stream bus message');
      }
    }),
    bus.subscribe(LIVE_TOPICS.queue, () => hub.signalQueueMoved()),
    bus.subscribe(LIVE_TOPICS.sessions, () => hub.signalSessionsChanged()),
  ]);
  let queueTimer: NodeJS.Timeout | null = null;
  let pendingUsers: Set<string> | null = null;
  const publishUsers = () => {
    const userIds = [...(pendingUsers ?? [])];
    pendingUsers = null;
    for (let i = 0; i < userIds.length; i += USERS_PER_MESSAGE)
      void bus.publish(LIVE_TOPICS.users, JSON.stringify(userIds.slice(i, i + USERS_PER_MESSAGE)));
  };
  listenToStreamSignals(app.db, {
    users(userIds) {
      // The commits of one turn of the event loop share their messages (one
      // per want would be two bus messages per process per want).
      if (!pendingUsers) {
        pendingUsers = new Set();
        setImmediate(publishUsers);
      }
      for (const u of userIds) pendingUsers.add(u);
    },
    queueMoved() {
      if (queueTimer) return;
      queueTimer = setTimeout(() => {
        queueTimer = null;
        void bus.publish(LIVE_TOPICS.queue, '1');
      }, QUEUE_SIGNAL_MS);
      queueTimer.unref();
    },
    sessionsChanged() {
      void bus.publish(LIVE_TOPICS.sessions, '1');
    },
  });
  const sessionTimer = setInterval(() => hub.signalSessionsChanged(), SESSION_CHECK_MS).unref();
  const pruneTimer = setInterval(() => {
    hub.prune().catch((error: unknown) => app.log.error({ err: error }, 'pruning live-stream events failed'));
  }, PRUNE_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sessionTimer);
    clearInterval(pruneTimer);
    if (queueTimer) clearTimeout(queueTimer);
    listenToStreamSignals(app.db, null);
    publishUsers();
    await Promise.allSettled(unsubscribe.map((u) => u()));
    await hub.close();
  });
};
(livePlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
