import { MESSAGE_TYPE } from '@aigc/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, streamEvents } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import { openStream, type OpenStream, type StreamEvent } from '../../test/sse';
import { writeMessage } from '../messages';
import { STREAM_RETENTION_MS } from './hub';

let t: TestApp;
let base: string;
const open: OpenStream[] = [];

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
}, 60_000);
afterAll(async () => {
  for (const s of open) s.close();
  await t?.close();
});

async function stream(session: string | undefined, lastEventId?: string, tz?: string): Promise<OpenStream> {
  const s = await openStream(base, session, { lastEventId, ...(tz ? { tz } : {}) });
  open.push(s);
  return s;
}

const isEvent = (name: string) => (e: StreamEvent) => e.event === name;
const like = (session: string, contentId: string) =>
  t.call('POST', '/aigc/api/topic/content/like', { session, body: { contentId } });

/** Writes one like message (type 1) from `actorId` to `recipientId` in its own transaction. */
async function message(recipientId: string, actorId: string | null = null): Promise<string> {
  const id = await t.db.transaction((tx) =>
    writeMessage(tx, { recipientId, type: MESSAGE_TYPE.LIKE, actorId, now: t.clock.now() }),
  );
  return id!;
}

describe('GET /api/sse/stream', () => {
  it('answers 401 with the envelope when nobody is signed in', async () => {
    const s = await stream(undefined);
    expect(s.status).toBe(401);
    const res = await t.call('GET', '/aigc/api/sse/stream');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, msg: 'Please log in' });
  });

  it('says hello with the current state, then pushes a like as it happens, with ids in order', async () => {
    const author = await t.createUser({ tickets: 3 });
    const fan = await t.createUser();
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const s = await stream(author.session, undefined, 'Asia/Shanghai');
    const hello = await s.next(isEvent('hello'));
    expect(hello.data).toEqual({ unReadCount: 0, balance: 3, jobs: [] });
    expect(hello.id).toBe('1'); // the ticket grant was event 1

    expect((await like(fan.session, contentId)).body.code).toBe(200);
    const e = await s.next(isEvent('message'));
    expect(e.id).toBe('2');
    expect(e.data).toMatchObject({
      type: MESSAGE_TYPE.LIKE,
      unReadCount: 1,
      content: { contentId, msgId: expect.any(String), posterImage: expect.any(String) },
    });
    const time = (e.data as { content: { time: string } }).content.time;
    expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(s.events[0]?.event).toBe('hello');
  });

  it('sends the balance after a want, and the live ticket events 2 and 3 with num and balance', async () => {
    const author = await t.createUser();
    const fan = await t.createUser({ tickets: 2 });
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const s = await stream(fan.session);
    await s.next(isEvent('hello'));
    await t.call('POST', '/aigc/api/topic/content/want', { session: fan.session, body: { contentId } });
    const balance = await s.next(isEvent('tickets'));
    expect(balance.data).toEqual({ balance: 1 });

    // The next day's first visit: the daily reward (type 2 'welcome back').
    t.clock.advance(26 * 60 * 60 * 1000);
    await t.call('GET', '/aigc/api/user/account', { session: fan.session, headers: { tz: 'UTC' } });
    const live = await s.next((e) => e.event === 'message' && (e.data as { type: number }).type === 2);
    expect(live.data).toMatchObject({ type: 2, content: { num: expect.any(Number), balance: expect.any(Number) } });
  });

  it('replays what was missed after Last-Event-ID, once and in order, then goes live', async () => {
    const user = await t.createUser();
    const first = await stream(user.session);
    await first.next(isEvent('hello'));
    const a = await message(user.id);
    await first.next((e) => e.event === 'message');
    const lastSeen = first.lastId!;
    first.close();
    const b = await message(user.id);
    const c = await message(user.id);
    const again = await stream(user.session, lastSeen);
    const hello = await again.next(isEvent('hello'));
    expect(hello.id).toBe(lastSeen);
    const got = await again.next((e) => (e.data as { content?: { msgId?: string } }).content?.msgId === c);
    const msgIds = again.events.filter(isEvent('message')).map((e) => (e.data as { content: { msgId: string } }).content.msgId);
    expect(msgIds).toEqual([b, c]);
    expect(msgIds).not.toContain(a);
    expect(Number(got.id)).toBe(Number(lastSeen) + 2);
    const d = await message(user.id);
    await again.next((e) => (e.data as { content?: { msgId?: string } }).content?.msgId === d);
  });

  it('writes no event when the transaction of its cause fails', async () => {
    const user = await t.createUser();
    await expect(
      t.db.transaction(async (tx) => {
        await writeMessage(tx, { recipientId: user.id, type: MESSAGE_TYPE.LIKE, now: t.clock.now() });
        throw new Error('injected failure after the message');
      }),
    ).rejects.toThrow('injected failure');
    const [events] = await t.db.select({ n: count() }).from(streamEvents).where(eq(streamEvents.userId, user.id));
    const [rows] = await t.db.select({ n: count() }).from(messages).where(eq(messages.recipientId, user.id));
    expect(events?.n).toBe(0);
    expect(rows?.n).toBe(0);
  });

  it('sends reset when Last-Event-ID is older than what is kept', async () => {
    const user = await t.createUser();
    await message(user.id);
    await message(user.id);
    t.clock.advance(STREAM_RETENTION_MS + 60_000);
    await message(user.id);
    expect(await t.app.liveStreams.prune()).toBeGreaterThanOrEqual(2);
    const s = await stream(user.session, '0');
    await s.next(isEvent('reset'));
    expect(s.events.map((e) => e.event)).toEqual(['hello', 'reset']);
    expect(s.events[0]?.id).toBe('3');
  });

  it('closes the stream when its session ends', async () => {
    const user = await t.createUser();
    const s = await stream(user.session);
    await s.next(isEvent('hello'));
    await t.call('POST', '/aigc/api/auth/logout', { session: user.session });
    await s.ended;
    expect((await stream(user.session)).status).toBe(401);
  });

  it('streams a generation job from queued to succeeded without polling', async () => {
    const user = await t.createUser();
    const s = await stream(user.session);
    await s.next(isEvent('hello'));
    const post = await t.call<{ jobId: string }>('POST', '/aigc/api/generate', {
      session: user.session,
      body: { prompt: 'A silver moon pendant', modelId: 'offline-preview' },
    });
    const jobId = post.body.data.jobId;
    const done = await s.next(
      (e) => e.event === 'generation' && (e.data as { jobId: string; status: string }).status === 'succeeded',
      30_000,
    );
    expect(done.data).toMatchObject({ jobId, status: 'succeeded', queuePosition: 0, record: { images: expect.any(Array) } });
    const statuses = s.events
      .filter((e) => e.event === 'generation' && e.id !== undefined)
      .map((e) => (e.data as { status: string }).status);
    expect(statuses.slice(0, 1)).toEqual(['queued']);
    expect(statuses).toContain('running');
  });

  it('delivers every event exactly once, in order, across 100 cuts at random points', async () => {
    const user = await t.createUser();
    const total = 300;
    const written: string[] = [];
    let producing = true;
    // Three writers at once: their transactions commit in any order, the sequence stays gap-free.
    const producer = Promise.all(
      [0, 1, 2].map(async () => {
        for (let i = 0; i < total / 3; i++) {
          written.push(await message(user.id));
          if (Math.random() < 0.3) await new Promise((r) => setTimeout(r, Math.random() * 15));
        }
      }),
    ).then(() => {
      producing = false;
    });
    const seen: { id: number; msgId: string }[] = [];
    let lastId: string | undefined;
    for (let cut = 0; cut < 100; cut++) {
      const s = await openStream(base, user.session, {
        lastEventId: lastId,
        onEvent: (e) => {
          if (e.event === 'message') seen.push({ id: Number(e.id), msgId: (e.data as { content: { msgId: string } }).content.msgId });
        },
      });
      if (lastId === undefined) {
        // The very first connection starts before anything was written: replay from 0.
        s.close();
        lastId = '0';
        continue;
      }
      await new Promise((r) => setTimeout(r, Math.random() * 25));
      s.close();
      await s.ended;
      lastId = s.lastId ?? lastId;
    }
    await producer;
    expect(producing).toBe(false);
    const final = await stream(user.session, lastId);
    if (seen.length < total || seen.at(-1)?.id !== total) {
      await final.next((e) => Number(e.id) === total, 15_000);
    }
    for (const e of final.events) if (e.event === 'message') seen.push({ id: Number(e.id), msgId: (e.data as { content: { msgId: string } }).content.msgId });
    // `seen` got the final stream's events only through `final.events`; the cut streams pushed theirs in onEvent.
    const unique = new Set(seen.map((e) => e.id));
    expect(unique.size).toBe(seen.length); // nothing twice
    const stored = await t.db
      .select({ seq: streamEvents.seq, data: streamEvents.data })
      .from(streamEvents)
      .where(eq(streamEvents.userId, user.id))
      .orderBy(streamEvents.seq);
    expect(new Set(stored.map((r) => (r.data.content as { msgId: string }).msgId))).toEqual(new Set(written));
    // nothing lost, in the order of the sequence numbers
    expect(seen.map((e) => e.msgId)).toEqual(stored.map((r) => (r.data.content as { msgId: string }).msgId));
    expect(seen.map((e) => e.id)).toEqual(written.map((_, i) => i + 1));
    const [row] = await t.db
      .select({ n: count() })
      .from(streamEvents)
      .where(and(eq(streamEvents.userId, user.id), eq(streamEvents.kind, 'message')));
    expect(row?.n).toBe(total);
  }, 120_000);
});
