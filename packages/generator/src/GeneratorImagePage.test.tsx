import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import {
  envelope,
  job,
  makeUser,
  offlineModel,
  page,
  record,
  renderWithProviders,
  stubFetch,
  topic,
} from '@aigc/store/testing';
import type { GenerateJob } from '@aigc/api-client';
import { GeneratorImagePage } from './GeneratorImagePage';

const user = makeUser();

afterEach(() => vi.unstubAllGlobals());

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/generator/image']}>{children}</MemoryRouter>;
}

const signedIn = { session: { isLogin: true, user, needOnBoarding: false } };

function stub(results: GenerateJob[], pending: GenerateJob[] = [], byJob?: Record<string, GenerateJob>) {
  let poll = 0;
  return stubFetch({
    '/aigc/api/model/selection': () => envelope(page([offlineModel])),
    '/aigc/api/topic/content/list': () => envelope(page([])),
    '/aigc/api/topic/selection': () => envelope(page([topic('t1', { title: 'Tiny pets' })])),
    '/aigc/api/generate/get_pending_jobs': () => envelope(pending),
    '/aigc/api/generate/user/list': () => envelope(page([record('r0', ['old'], 'an older prompt')])),
    '/aigc/api/generate': () => envelope(job('j1', { queuePosition: 2 })),
    '/aigc/api/generate/result': ({ url }) => {
      const known = byJob?.[url.searchParams.get('jobId') ?? ''];
      return envelope(known ?? results[Math.min(poll++, results.length - 1)]);
    },
  });
}

describe('GeneratorImagePage', () => {
  it('asks a visitor to sign in instead of showing the form', async () => {
    stub([]);
    const { store } = renderWithProviders(<GeneratorImagePage />, { wrapper: Router });
    expect(screen.queryByRole('textbox', { name: 'Prompt' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in or sign up' }));
    expect(store.getState().ui.loginDialog).toMatchObject({ open: true, redirect: '/generator/image' });
  });

  it('validates the prompt, then queues a job and polls it to its images', async () => {
    const calls = stub([
      job('j1', { queuePosition: 2 }),
      job('j1', { status: 'running' }),
      job('j1', { status: 'succeeded', record: record('r1', ['n1', 'n2'], 'a fox pendant') }),
    ]);
    renderWithProviders(<GeneratorImagePage />, { wrapper: Router, preloadedState: signedIn });

    expect(await screen.findByRole('option', { name: 'Offline placeholder engine' })).toBeInTheDocument();
    expect(screen.getByText('Offline engine')).toBeInTheDocument();
    expect(await screen.findByText('an older prompt')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByText('Please enter a prompt')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/aigc/api/generate')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a fox pendant');
    expect(screen.getByText('13/2000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('In queue · 2 ahead')).toBeInTheDocument();
    const sent = calls.find((c) => c.path === '/aigc/api/generate');
    expect(sent?.body).toEqual({ prompt: 'a fox pendant', modelId: 'offline-sketch' });
    // The task card says so (the Generate button and its status say it too).
    expect(await within(screen.getByRole('article')).findByText('Generating…', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Result 2 for “a fox pendant”' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    const polls = calls.filter((c) => c.path === '/aigc/api/generate/result').length;
    await new Promise((r) => setTimeout(r, 1500));
    // Polling stops once the job is final.
    expect(calls.filter((c) => c.path === '/aigc/api/generate/result').length).toBe(polls);
  });

  it('resumes a pending job after a reload and keeps a failure on screen', async () => {
    stub([job('j9', { status: 'failed', error: 'The engine is busy, try again' })], [job('j9', { status: 'running' })]);
    renderWithProviders(<GeneratorImagePage />, { wrapper: Router, preloadedState: signedIn });
    expect(await screen.findByText('The engine is busy, try again')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('The engine is busy, try again')).not.toBeInTheDocument();
  });

  it("keeps a failed task's error until the next task's result arrives (docs/product.md §8)", async () => {
    stub([], [job('j9', { status: 'running' })], {
      j9: job('j9', { status: 'failed', error: 'The engine is busy, try again' }),
      j1: job('j1', { queuePosition: 1 }),
    });
    renderWithProviders(<GeneratorImagePage />, { wrapper: Router, preloadedState: signedIn });
    expect(await screen.findByText('The engine is busy, try again')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a fox pendant');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('In queue · 1 ahead')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('The engine is busy, try again')).not.toBeInTheDocument());
  });
});
