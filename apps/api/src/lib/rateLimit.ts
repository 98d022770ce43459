import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { LIMIT_MESSAGES, type RouteLimitName } from '@aigc/domain';
import { tooMany } from './errors';

/** Where the route limits count: Redis (shared by every server process) or this process's memory. */
export interface RateLimitStoreOptions {
  /** `redis://…`; unset = in-process counters. */
  redisUrl: string | undefined;
  /** Key prefix in Redis (default `aigc:rl:`); tests use their own. */
  prefix?: string;
}

/** Whose requests a route limit counts: the client address, or the signed-in account (after requireUser). */
export type RateLimitSubject = 'ip' | 'user';

/**
 * Registers @fastify/rate-limit (global off) and decorates `app.routeLimit`
 * (docs/security.md 'Limits and lockouts'). Counters live in Redis when
 * `store.redisUrl` is set — so they hold across processes and restarts of one
 * process — and in process memory otherwise. A Redis error lets the request
 * through (logged), so a Redis outage does not take sign-in down.
 */
export async function registerRateLimits(app: FastifyInstance, store: RateLimitStoreOptions): Promise<void> {
  const redis = store.redisUrl ? new Redis(store.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2000 }) : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: store.prefix ?? 'aigc:rl:' } : {}),
  });
  const checkers = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  const checkerOf = (name: RouteLimitName, by: RateLimitSubject) => {
    const id = `${name}:${by}`;
    let check = checkers.get(id);
    if (!check) {
      const window = app.config.limits.routes[name];
      check = app.createRateLimit({
        max: window.max,
        timeWindow: window.windowMs,
        keyGenerator: (request: FastifyRequest) =>
          `${id}:${by === 'user' && request.user ? request.user.id : request.ip}`,
      });
      checkers.set(id, check);
    }
    return check;
  };
  app.decorate('routeLimit', (name: RouteLimitName, by: RateLimitSubject = 'ip'): preHandlerAsyncHookHandler => {
    const check = checkerOf(name, by);
    return async (request) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw tooMany(LIMIT_MESSAGES.tooManyRequests(seconds), seconds);
      }
    };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler counting the request against route limit `name` of
     * `config.limits.routes` (`{ max, windowMs }`), per client address or —
     * placed after requireUser / optionalUser — per signed-in account
     * (visitors by address). Past `max` in the window: AppError 429 'Too many
     * requests, please try again in N s' with `Retry-After: N`. Hooks of one
     * name share one counter, across routes and (with Redis) processes.
     */
    routeLimit(name: RouteLimitName, by?: RateLimitSubject): preHandlerAsyncHookHandler;
  }
}
