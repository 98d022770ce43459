import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { envelope, makeUser, offlineModel, page, record, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { TextToImageTool } from '../tools/TextToImageTool';
import { GeneratorPublishing } from './GeneratorPublishing';

afterEach(() => vi.unstubAllGlobals());

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/generator/image']}>{children}</MemoryRouter>;
}

const signedIn = { session: { isLogin: true, user: makeUser(), needOnBoarding: false } };

function stub() {
  stubFetch({
    '/aigc/api/model/selection': () => envelope(page([offlineModel])),
    '/aigc/api/topic/selection': () => envelope(page([])),
    '/aigc/api/generate/get_pending_jobs': () => envelope([]),
    '/aigc/api/generate/user/list': () => envelope(page([record('r0', ['old'], 'a red rocket')])),
  });
}

describe('GeneratorPublishing (docs/edu.md: classroom accounts never post)', () => {
  it('a tool offers Publish on its history by default', async () => {
    stub();
    renderWithProviders(<TextToImageTool />, { wrapper: Router, preloadedState: signedIn });
    await screen.findByText('a red rocket');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('offers no Publish under allowed={false}', async () => {
    stub();
    renderWithProviders(
      <GeneratorPublishing allowed={false}>
        <TextToImageTool />
      </GeneratorPublishing>,
      { wrapper: Router, preloadedState: signedIn },
    );
    await screen.findByText('a red rocket');
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });
});
