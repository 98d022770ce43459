import type { FastifyInstance } from 'fastify';
import type { Outbox } from './mail';

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * `GET /__dev/outbox` → `[{ to, subject, text, createdAt }]` newest first:
 * the e-mails and the SMS texts (`to` = the mobile number, `subject` = `SMS`)
 * of the local outboxes (one listing per distinct folder). Registered only
 * while a local outbox is active; answers 404 to non-loopback clients (the
 * socket address; proxies are not trusted).
 */
export function registerOutboxRoute(app: FastifyInstance, outboxes: readonly Outbox[]): void {
  const distinct = [...new Map(outboxes.map((o) => [o.dir, o])).values()];
  app.get('/__dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      return reply
        .code(404)
        .serializer(JSON.stringify)
        .send({ code: 404, msg: 'Not found', data: null });
    }
    const lists = await Promise.all(distinct.map((o) => o.list()));
    const entries =
      distinct.length === 1
        ? (lists[0] ?? [])
        : lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return reply.serializer(JSON.stringify).send(entries);
  });
}
