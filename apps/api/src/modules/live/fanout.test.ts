/**
 * Fan-out across server processes (docs/live-stream.md): two real servers
 * (`src/main.ts`) on one PostgreSQL database and one Redis. A like sent to
 * process A reaches the author's stream held by process B, and the other way
 * round, through Redis pub/sub. Runs in the PostgreSQL pass when REDIS_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client';
import { users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createSession, SESSION_COOKIE } from '../../lib/sessions';
import { insertPost } from '../../test/posts';
import { createTestDatabase, startServers, type StartedServers } from '../../test/processes';
import { openStream, type OpenStream } from '../../test/sse';

const REDIS_URL = process.env.REDIS_URL;
const PG_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!REDIS_URL || !PG_URL)('two server processes, one PostgreSQL, one Redis', () => {
  let instances: StartedServers | undefined;
  const streams: OpenStream[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a = '';
  let b = '';
  const people: Record<'author' | 'fan', { id: string; session: string }> = {
    author: { id: '', session: '' },
    fan: { id: '', session: '' },
  };
  let contentId = '';
  let fanPost = '';

  beforeAll(async () => {
    database = await createTestDatabase(PG_URL!, 'aigc_fanout');
    // Migrate and add the users and posts before the servers start (no demo seed on a database with users).
    const handle = await createDb({ databaseUrl: database.url });
    try {
      for (const who of ['author', 'fan'] as const) {
        const id = newId();
        await handle.db.insert(users).values({
          id,
          email: `${who}-${id.toLowerCase()}@example.test`,
          nickname: who,
          passwordHash: '!',
          createdAt: new Date(),
        });
        people[who] = { id, session: (await createSession(handle.db, id, new Date())).token };
      }
      contentId = (await insertPost(handle.db, { authorId: people.author.id })).contentId;
      fanPost = (await insertPost(handle.db, { authorId: people.fan.id })).contentId;
    } finally {
      await handle.close();
    }
    instances = await startServers(2, { DATABASE_URL: database.url, REDIS_URL: REDIS_URL! });
    [a, b] = instances.bases as [string, string];
  }, 180_000);

  afterAll(async () => {
    for (const s of streams) s.close();
    await instances?.stop();
    await database?.drop();
  }, 60_000);

  const like = (base: string, session: string, id: string) =>
    fetch(`${base}/aigc/api/topic/content/like`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${session}` },
      body: JSON.stringify({ contentId: id }),
    }).then(async (r) => ((await r.json()) as { code: number }).code);

  it('a message written by process A reaches a stream held by process B, and back', async () => {
    const onB = await openStream(b, people.author.session);
    streams.push(onB);
    await onB.next((e) => e.event === 'hello');
    const started = Date.now();
    expect(await like(a, people.fan.session, contentId)).toBe(200);
    const e = await onB.next((x) => x.event === 'message', 10_000);
    expect(e.data).toMatchObject({ type: 1, unReadCount: 1, content: { contentId } });
    expect(Date.now() - started).toBeLessThan(10_000);

    const onA = await openStream(a, people.fan.session);
    streams.push(onA);
    await onA.next((x) => x.event === 'hello');
    expect(await like(b, people.author.session, fanPost)).toBe(200);
    const back = await onA.next((x) => x.event === 'message', 10_000);
    expect(back.data).toMatchObject({ type: 1, content: { contentId: fanPost } });
  }, 60_000);
});
