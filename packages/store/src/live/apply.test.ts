import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { generateApi } from '../endpoints/generate';
import { unreadCountApi } from '../endpoints/unreadCount';
import { selectTicketCount, ticketsLoaded } from '../endpoints/tickets';
import { selectTicketPush, selectTicketTipShown } from '../slices/tickets';
import { createAppStore } from '../store';
import { deferred, envelope, job, makeUser, page, stubFetch } from '../testing';
import { afterLogin } from '../thunks/session';
import { applyLiveEvent, STREAM_FED_TAGS } from './apply';
import type { LiveEvent } from './events';
import { desktopNotificationClicked } from './slice';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A store that records the tags each `invalidateTags` asked for. */
function recordingStore() {
  const store = createAppStore({ entryType: 'main' });
  const invalidated: unknown[] = [];
  const actions: UnknownAction[] = [];
  store.dispatch(
    addListener({
      predicate: () => true,
      effect: (action) => {
        actions.push(action);
        if (api.util.invalidateTags.match(action)) invalidated.push(...action.payload);
      },
    }),
  );
  return { store, invalidated, actions };
}

const event = <E extends LiveEvent>(e: E) => e;
const pendingOf = (store: ReturnType<typeof createAppStore>, arg?: { topicId: string }) =>
  generateApi.endpoints.getPendingJobs.select(arg)(store.getState()).data;
const resultOf = (store: ReturnType<typeof createAppStore>, jobId: string) =>
  generateApi.endpoints.getGenerateResult.select(jobId)(store.getState()).data;

describe('applyLiveEvent (docs/live-stream.md "Events")', () => {
  it('hello: sets the balance, the unread count (its tag without the endpoint) and the unfinished jobs', async () => {
    stubFetch({
      '/aigc/api/generate/result': ({ url }) =>
        envelope(job(url.searchParams.get('jobId')!, { status: 'running' })),
    });
    const { store, invalidated } = recordingStore();
    // j0 was seen running before the stream opened; the server no longer lists it: it finished meanwhile.
    const seen = store.dispatch(generateApi.endpoints.getGenerateResult.initiate('j0'));
    await seen;
    stubFetch({
      '/aigc/api/generate/result': () => envelope(job('j0', { status: 'succeeded' })),
    });

    store.dispatch(
      applyLiveEvent(
        event({
          name: 'hello',
          id: '10',
          data: {
            unReadCount: 3,
            balance: 8,
            jobs: [job('j1', { queuePosition: 2 }), job('j2', { status: 'running' })],
          },
        }),
      ),
    );
    expect(selectTicketCount(store.getState())).toBe(8);
    expect(unreadCountApi.endpoints.getUnreadCount.select()(store.getState()).data).toBe(3);
    expect(invalidated).not.toContain('UnreadCount');
    expect(pendingOf(store)?.map((j) => j.jobId)).toEqual(['j1', 'j2']);
    expect(resultOf(store, 'j1')).toMatchObject({ status: 'queued', queuePosition: 2 });
    expect(resultOf(store, 'j2')?.status).toBe('running');
    expect(invalidated).toContainEqual({ type: 'Job', id: 'j0' });
    await vi.waitFor(() => expect(resultOf(store, 'j0')?.status).toBe('succeeded'));
    seen.unsubscribe();
  });

  it('message 2 / 3: the balance, the ticket tip and the ticket log; no message refresh', () => {
    const { store, invalidated } = recordingStore();
    store.dispatch(ticketsLoaded(4));
    store.dispatch(
      applyLiveEvent(
        event({
          name: 'message',
          id: '11',
          data: {
            type: 3,
            unReadCount: 0,
            content: { num: 1, balance: 5, time: '2026-03-01 09:00:00' },
          },
        }),
      ),
    );
    expect(selectTicketCount(store.getState())).toBe(5);
    expect(selectTicketTipShown(store.getState())).toBe(true);
    expect(selectTicketPush(store.getState())).toEqual({
      type: 3,
      num: 1,
      time: '2026-03-01 09:00:00',
    });
    expect(invalidated).toContainEqual({ type: 'TicketLog', id: 'LIST' });
    expect(invalidated).not.toContain('Message');
  });

  it('another message: the unread count and the message lists refresh; no tip', () => {
    const { store, invalidated } = recordingStore();
    store.dispatch(
      applyLiveEvent(
        event({
          name: 'message',
          id: '12',
          data: {
            type: 12,
            unReadCount: 4,
            content: { msgId: 'm1', time: '2026-03-01 09:00:00', contentId: 'c1' },
          },
        }),
      ),
    );
    expect(unreadCountApi.endpoints.getUnreadCount.select()(store.getState()).data).toBe(4);
    expect(invalidated).toEqual(expect.arrayContaining(['Message', { type: 'UnreadCount', id: 'DETAIL' }]));
    expect(selectTicketTipShown(store.getState())).toBe(false);
  });

  it('tickets: the balance (owned by the getTicketCount cache) and the ticket log', () => {
    const { store, invalidated } = recordingStore();
    store.dispatch(ticketsLoaded(4));
    store.dispatch(applyLiveEvent(event({ name: 'tickets', id: '13', data: { balance: 3 } })));
    expect(selectTicketCount(store.getState())).toBe(3);
    expect(invalidated).toContainEqual({ type: 'TicketLog', id: 'LIST' });
  });

  it('generation: moves the job forward in its result and the task lists, never back; refreshes the history when it ends', async () => {
    stubFetch({
      '/aigc/api/generate/get_pending_jobs': ({ body }) =>
        envelope((body as { topicId?: string }).topicId ? [job('j1')] : [job('j1'), job('j2')]),
    });
    const { store, invalidated } = recordingStore();
    const all = store.dispatch(generateApi.endpoints.getPendingJobs.initiate(undefined));
    const ofTopic = store.dispatch(
      generateApi.endpoints.getPendingJobs.initiate({ topicId: 't1' }),
    );
    await Promise.all([all, ofTopic]);

    store.dispatch(
      applyLiveEvent(
        event({ name: 'generation', id: '14', data: job('j1', { status: 'running' }) }),
      ),
    );
    expect(resultOf(store, 'j1')?.status).toBe('running');
    expect(pendingOf(store)?.find((j) => j.jobId === 'j1')?.status).toBe('running');
    expect(pendingOf(store, { topicId: 't1' })?.[0]?.status).toBe('running');

    // an older snapshot (a position move sent before) changes nothing
    store.dispatch(
      applyLiveEvent(
        event({ name: 'generation', id: '14', data: job('j1', { queuePosition: 1 }) }),
      ),
    );
    expect(resultOf(store, 'j1')?.status).toBe('running');

    // a job submitted in another tab joins the unfiltered list
    store.dispatch(applyLiveEvent(event({ name: 'generation', id: '15', data: job('j3') })));
    expect(pendingOf(store)?.map((j) => j.jobId)).toEqual(['j1', 'j2', 'j3']);
    expect(invalidated).toContainEqual({ type: 'Job', id: 'LIST' }); // the topic list cannot tell: refetched

    expect(invalidated).not.toContainEqual({ type: 'Generation', id: 'LIST' });
    const done = job('j1', { status: 'succeeded', record: null });
    store.dispatch(applyLiveEvent(event({ name: 'generation', id: '16', data: done })));
    expect(resultOf(store, 'j1')?.status).toBe('succeeded');
    expect(pendingOf(store)?.map((j) => j.jobId)).not.toContain('j1');
    expect(
      invalidated.filter((tag) => JSON.stringify(tag) === '{"type":"Generation","id":"LIST"}'),
    ).toHaveLength(1);
    all.unsubscribe();
    ofTopic.unsubscribe();
  });

  it('a poll answer older than a pushed snapshot does not undo it', async () => {
    const reply = deferred<Response>();
    const calls = stubFetch({ '/aigc/api/generate/result': () => reply.promise });
    const store = createAppStore({ entryType: 'main' });
    const poll = store.dispatch(generateApi.endpoints.getGenerateResult.initiate('j1'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    store.dispatch(
      applyLiveEvent(
        event({ name: 'generation', id: '20', data: job('j1', { status: 'running' }) }),
      ),
    );
    expect(resultOf(store, 'j1')?.status).toBe('running');
    reply.resolve(envelope(job('j1', { status: 'queued', queuePosition: 3 })));
    await poll;
    expect(resultOf(store, 'j1')?.status).toBe('running');
    poll.unsubscribe();
  });

  it('reset: refetches everything the stream feeds', () => {
    const { store, invalidated } = recordingStore();
    store.dispatch(applyLiveEvent(event({ name: 'reset', id: '30', data: {} })));
    expect(invalidated).toEqual([...STREAM_FED_TAGS]);
  });
});

describe('desktop notifications (docs/product.md §9: types 5–9)', () => {
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    static shown: FakeNotification[] = [];
    onclick: (() => void) | null = null;
    closed = false;
    constructor(
      readonly title: string,
      readonly options: NotificationOptions,
    ) {
      FakeNotification.shown.push(this);
    }
    close() {
      this.closed = true;
    }
  }
  const made = (type: number) =>
    event({
      name: 'message',
      id: '40',
      data: {
        type,
        unReadCount: 1,
        content: {
          msgId: 'm9',
          time: '2026-03-01 09:00:00',
          contentId: 'c 9',
          posterImage: '/p.png',
        },
      },
    });
  const hidden = (value: DocumentVisibilityState) =>
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(value);

  it('raises one for a type 9 while the tab is hidden; a click focuses the tab and opens the post', () => {
    FakeNotification.shown = [];
    vi.stubGlobal('Notification', FakeNotification);
    hidden('hidden');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => {});
    const { store, actions } = recordingStore();
    store.dispatch(applyLiveEvent(made(9)));
    expect(FakeNotification.shown).toHaveLength(1);
    const shown = FakeNotification.shown[0]!;
    expect(shown.title).toBe('A design you wanted has been made');
    expect(shown.options).toMatchObject({ icon: '/p.png', tag: 'message:m9' });

    shown.onclick?.();
    expect(focus).toHaveBeenCalled();
    expect(shown.closed).toBe(true);
    expect(actions.filter(desktopNotificationClicked.match).map((a) => a.payload)).toEqual([
      { path: '/content/c%209' },
    ]);
  });

  it('raises none while the tab is visible, for other types, or without permission', () => {
    FakeNotification.shown = [];
    vi.stubGlobal('Notification', FakeNotification);
    const { store } = recordingStore();
    hidden('visible');
    store.dispatch(applyLiveEvent(made(9)));
    hidden('hidden');
    store.dispatch(applyLiveEvent(made(12)));
    FakeNotification.permission = 'default';
    store.dispatch(applyLiveEvent(made(5)));
    FakeNotification.permission = 'granted';
    expect(FakeNotification.shown).toHaveLength(0);
  });
});

describe('the notice refresh after login (docs/product.md §4)', () => {
  it('afterLogin refetches the message lists and the unread count', async () => {
    stubFetch({
      '/aigc/api/user/account': () => envelope(5),
      '/aigc/api/auth/renewalToken': () => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }),
      '/aigc/api/generate/user/list': () => envelope(page([])),
    });
    const { store, invalidated } = recordingStore();
    await store.dispatch(afterLogin(makeUser()));
    expect(invalidated).toEqual(expect.arrayContaining(['Message', 'UnreadCount']));
  });
});
