import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders } from '@aigc/store/test-utils';
import type { TopicDetail } from '@aigc/api-client';
import { envelope, stubFetch } from '../../test/fetch';
import { topic, user } from '../../test/fixtures';
import { ChallengeDesignPage } from './ChallengeDesignPage';

// The generator's tools live in packages/generator and are tested there:
// stand-ins show which tool is mounted and for which challenge.
vi.mock('@aigc/generator', () => ({
  TextToImageTool: ({ topicId }: { topicId?: string }) => <p>text-to-image for {topicId}</p>,
  InpaintingTool: ({ topicId }: { topicId?: string }) => <p>inpainting for {topicId}</p>,
  ImageToImageTool: ({ topicId, mode }: { topicId?: string; mode?: string }) => (
    <p>
      image-to-image ({mode}) for {topicId}
    </p>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

function detail(overrides: Partial<TopicDetail> = {}): TopicDetail {
  return {
    ...topic('t1', { title: 'Moonlight Jewelry', endTime: '2099-01-01T00:00:00.000Z' }),
    campaignInfo: '',
    rules: [],
    prizes: [],
    realPictures: [],
    participantCount: 0,
    designerCount: 0,
    canPost: true,
    ...overrides,
  };
}

function renderDesign(answer: TopicDetail, isLogin = true) {
  stubFetch({ '/aigc/api/topic/detail': () => envelope(answer) });
  return renderWithProviders(
    <MemoryRouter initialEntries={['/challenge/design/t1']}>
      <Routes>
        <Route path="/challenge/design/:challengeId" element={<ChallengeDesignPage />} />
      </Routes>
    </MemoryRouter>,
    { preloadedState: { session: { isLogin, user: isLogin ? user : null, needOnBoarding: false } } },
  );
}

describe('ChallengeDesignPage', () => {
  it('binds the three tools to the challenge: image generation, inpainting, image reference', async () => {
    const u = userEvent.setup();
    renderDesign(detail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Design for “Moonlight Jewelry”' })).toBeInTheDocument();
    expect(screen.getByText('text-to-image for t1')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Inpainting' }));
    expect(screen.getByText('inpainting for t1')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Image reference' }));
    expect(screen.getByText('image-to-image (image) for t1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post to the challenge' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Back to the challenge/ })).toHaveAttribute('href', '/challenge/t1');
  });

  it('a visitor is asked to sign in instead of getting the tools', async () => {
    const u = userEvent.setup();
    const { store } = renderDesign(detail(), false);
    expect(await screen.findByText('Sign in to design for this challenge')).toBeInTheDocument();
    expect(screen.queryByText(/text-to-image/)).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(store.getState().ui.loginDialog).toMatchObject({ open: true, redirect: '/challenge/design/t1' });
  });

  it('outside the challenge time there are no tools and no post action', async () => {
    renderDesign(detail({ status: 'ended', canPost: false }));
    expect(await screen.findByText('This challenge has ended')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post to the challenge' })).toBeNull();
  });

  it('a challenge that has not started says so', async () => {
    renderDesign(detail({ status: 'upcoming', canPost: false }));
    expect(await screen.findByText('This challenge has not started yet')).toBeInTheDocument();
  });
});
