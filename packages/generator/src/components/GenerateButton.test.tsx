import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { createAppStore, loadSession } from '@aigc/store';
import {
  envelope,
  installFakeEventSource,
  job,
  makeUser,
  offlineModel,
  page,
  record,
  renderWithProviders,
  stubFetch,
  type FakeEventSource,
} from '@aigc/store/testing';
import { GeneratorImagePage } from '../GeneratorImagePage';
import { TextToImageTool } from '../tools/TextToImageTool';
import { GenerateButton } from './GenerateButton';

let Fake: typeof FakeEventSource;
beforeEach(() => {
  Fake = installFakeEventSource();
});
afterEach(() => vi.unstubAllGlobals());

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/generator/image']}>{children}</MemoryRouter>;
}

/** A signed-in store with the live stream up; the submit call waits for `release()`. */
async function setUp() {
  let release: () => void = () => undefined;
  const submitted = new Promise<void>((resolve) => (release = resolve));
  stubFetch({
    '/aigc/api/user/info': () => envelope(makeUser()),
    '/aigc/api/user/account': () => envelope(3),
    '/aigc/api/model/selection': () => envelope(page([offlineModel])),
    '/aigc/api/topic/selection': () => envelope(page([])),
    '/aigc/api/generate/get_pending_jobs': () => envelope([]),
    '/aigc/api/generate/user/list': () => envelope(page([])),
    '/aigc/api/new/config': () =>
      envelope({ imgToImg: true, imgTo3D: true, imgToVideo: true, modelIds: [], designThingCard: false, homeCreatNew: { curKey: '', newVisible: false } }),
    '/aigc/api/generate': async () => {
      await submitted;
      return envelope(job('j1', { queuePosition: 2 }));
    },
    '/aigc/api/generate/result': (call) =>
      envelope(call.url.searchParams.get('jobId') === 'j9' ? job('j9', { status: 'running' }) : job('j1', { queuePosition: 2 })),
  });
  const store = createAppStore({ entryType: 'main', live: true });
  await store.dispatch(loadSession());
  const stream = await Fake.created();
  act(() => stream.open());
  return { store, stream, release };
}

describe('GenerateButton (docs/product.md §4 Generation task)', () => {
  it('shows Submitting…, then the live queue position, Generating… and Generate again', async () => {
    const { store, stream, release } = await setUp();
    renderWithProviders(<GeneratorImagePage />, { store, wrapper: Router });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Prompt' }), 'a brass owl keyring');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    const submitting = await screen.findByRole('button', { name: 'Submitting…' });
    expect(submitting).toBeDisabled();
    expect(submitting).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('status').find((s) => s.textContent === 'Submitting…')).toHaveTextContent('Submitting…');

    release();
    const queued = await screen.findByRole('button', { name: 'Queued · 2 ahead' });
    expect(queued).toBeEnabled();
    // The task card shows the same position: one source, the job's cache entry.
    expect(screen.getByText('In queue · 2 ahead')).toBeInTheDocument();

    act(() => stream.emit('generation', job('j1', { queuePosition: 1 }), 5));
    expect(await screen.findByRole('button', { name: 'Queued · 1 ahead' })).toBeInTheDocument();
    act(() => stream.emit('generation', job('j1', { queuePosition: 0 }), 6));
    expect(await screen.findByRole('button', { name: 'Queued · next up' })).toBeInTheDocument();
    act(() => stream.emit('generation', job('j1', { status: 'running' }), 7));
    expect(await screen.findByRole('button', { name: 'Generating…' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Generating…')).toBe(true);

    act(() =>
      stream.emit('generation', job('j1', { status: 'succeeded', record: record('r1', ['n1'], 'a brass owl keyring') }), 8),
    );
    expect(await screen.findByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('goes back to its label when the newest task failed', async () => {
    const { store, stream } = await setUp();
    renderWithProviders(
      <form>
        <GenerateButton submitting={false} jobId="j9">
          Make video
        </GenerateButton>
      </form>,
      { store },
    );
    expect(await screen.findByRole('button', { name: 'Generating…' })).toBeInTheDocument();
    act(() => stream.emit('generation', job('j9', { status: 'failed', error: 'Engine down' }), 3));
    expect(await screen.findByRole('button', { name: 'Make video' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('without a task it is the plain label, disabled when the tool says so', () => {
    renderWithProviders(<GenerateButton submitting={false} disabled />);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  });

  it("asks a visitor to sign in instead of submitting, keeping what they typed, and asks nothing of a visitor's own", async () => {
    const calls = stubFetch({
      '/aigc/api/user/info': () => envelope(null, 401, 'Not signed in'),
      '/aigc/api/model/selection': () => envelope(page([offlineModel])),
      '/aigc/api/topic/selection': () => envelope(page([])),
      '/aigc/api/generate/get_pending_jobs': () => envelope([]),
      '/aigc/api/generate/user/list': () => envelope(null, 401, 'Not signed in'),
      '/aigc/api/new/config': () =>
        envelope({ imgToImg: true, imgTo3D: true, imgToVideo: true, modelIds: [], designThingCard: false, homeCreatNew: { curKey: '', newVisible: false } }),
    });
    const store = createAppStore({ entryType: 'edu' });
    await store.dispatch(loadSession());
    // The tool itself, as the education site shows it to a visitor (the main sites' pages show a sign-in prompt instead).
    renderWithProviders(<TextToImageTool />, { store, wrapper: Router });
    const prompt = await screen.findByRole('textbox', { name: 'Prompt' });
    await userEvent.type(prompt, 'a rocket made of cheese');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(store.getState().ui.loginDialog.open).toBe(true);
    expect(calls.some((call) => call.path === '/aigc/api/generate')).toBe(false);
    // Nor is anything asked that only a signed-in user has (no "Please log in" toasts on opening a tool).
    expect(calls.filter((call) => ['/aigc/api/generate/get_pending_jobs', '/aigc/api/generate/user/list'].includes(call.path))).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Your history' })).toBeNull();
    expect(prompt).toHaveValue('a rocket made of cheese');
  });
});
