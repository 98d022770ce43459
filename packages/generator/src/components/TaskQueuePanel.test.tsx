import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createAppStore, loadSession } from '@aigc/store';
import { envelope, job, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import type { ActiveJob } from '../hooks/useToolJobs';
import { TaskQueuePanel } from './TaskQueuePanel';

const jsdomScroll = Element.prototype.scrollIntoView;
afterEach(() => {
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = jsdomScroll;
});

async function renderPanel(jobs: ActiveJob[], reducedMotion = false) {
  stubFetch({
    '/aigc/api/user/info': () => envelope(makeUser()),
    '/aigc/api/user/account': () => envelope(3),
    '/aigc/api/generate/result': () => envelope(job('j1', { queuePosition: 2 })),
  });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query }));
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const store = createAppStore({ entryType: 'main' });
  await store.dispatch(loadSession());
  const noop = () => {};
  renderWithProviders(<TaskQueuePanel jobs={jobs} onFinished={noop} onFirstResult={noop} onDismiss={noop} />, { store });
  await screen.findByText('In queue · 2 ahead');
  return scrolled;
}

describe('TaskQueuePanel', () => {
  it('scrolls a just-submitted task card into view, smoothly', async () => {
    const scrolled = await renderPanel([{ jobId: 'j1', label: 'a fox', seq: Date.now(), failed: false }]);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
  });

  it('jumps without motion under prefers-reduced-motion', async () => {
    const scrolled = await renderPanel([{ jobId: 'j1', label: 'a fox', seq: Date.now(), failed: false }], true);
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
  });

  it('leaves the page where it is for tasks resumed after a reload', async () => {
    const scrolled = await renderPanel([{ jobId: 'j1', label: 'a fox', seq: -1, failed: false }]);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
