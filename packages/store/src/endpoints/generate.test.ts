import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, page, stubFetch } from '../testing';
import { generateApi } from './generate';

afterEach(() => vi.unstubAllGlobals());

function job(status: 'queued' | 'running' | 'succeeded', queuePosition = 0) {
  return {
    jobId: 'j1',
    status,
    queuePosition,
    error: null,
    record: null,
    createTime: '2026-01-01T00:00:00.000Z',
  };
}

describe('generation endpoints', () => {
  it('sends the prompt, then refreshes the history once when the polled job finishes', async () => {
    const statuses = [job('queued', 2), job('running'), job('succeeded'), job('succeeded')];
    const calls = stubFetch({
      '/aigc/api/generate': () => envelope(job('queued', 2)),
      '/aigc/api/generate/result': () => envelope(statuses.shift()),
      '/aigc/api/generate/user/list': () => envelope(page([])),
      '/aigc/api/generate/get_pending_jobs': () => envelope([]),
    });
    const store = createAppStore({ entryType: 'main' });
    const history = store.dispatch(generateApi.endpoints.getGenerationHistory.initiate());
    await history;
    const started = await store.dispatch(
      generateApi.endpoints.generate.initiate({
        prompt: 'a red teapot',
        modelId: 'offline-preview',
      }),
    );
    expect(started.data?.queuePosition).toBe(2);
    expect(calls.find((c) => c.path === '/aigc/api/generate')!.body).toEqual({
      prompt: 'a red teapot',
      modelId: 'offline-preview',
    });
    const historyCalls = () =>
      calls.filter((c) => c.path === '/aigc/api/generate/user/list').length;

    for (let poll = 0; poll < 4; poll += 1) {
      await store.dispatch(
        generateApi.endpoints.getGenerateResult.initiate('j1', { forceRefetch: true }),
      );
      if (poll < 2) expect(historyCalls()).toBe(1);
    }
    await vi.waitFor(() => expect(historyCalls()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(historyCalls()).toBe(2);
    const historyCall = calls.find((c) => c.path === '/aigc/api/generate/user/list')!;
    expect(historyCall.url.searchParams.get('page')).toBe('1');
    expect(historyCall.url.searchParams.get('pageSize')).toBe('20');
    history.unsubscribe();
  });

  it('keeps the submitted job in its result entry, so a task card needs no request for it', async () => {
    const calls = stubFetch({
      '/aigc/api/generate': () => envelope(job('queued', 3)),
      '/aigc/api/generate/get_pending_jobs': () => envelope([]),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(generateApi.endpoints.generate.initiate({ prompt: 'a jade frog', modelId: 'offline-preview' }));
    const card = store.dispatch(generateApi.endpoints.getGenerateResult.initiate('j1'));
    await card;
    expect(generateApi.endpoints.getGenerateResult.select('j1')(store.getState()).data).toMatchObject({
      status: 'queued',
      queuePosition: 3,
    });
    expect(calls.filter((c) => c.path === '/aigc/api/generate/result')).toHaveLength(0);
    card.unsubscribe();
  });
});
