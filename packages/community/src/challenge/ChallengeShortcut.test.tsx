import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { envelope, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { ChallengeShortcutRedirect, shortcutLabel } from './ChallengeShortcut';

afterEach(() => vi.unstubAllGlobals());

describe('shortcutLabel', () => {
  it('takes the sub-domain label of a host, lower-cased', () => {
    expect(shortcutLabel('moon.localhost')).toBe('moon');
    expect(shortcutLabel('Moon.makeable.app')).toBe('moon');
  });
  it('ignores bare hosts, IP addresses and edition labels', () => {
    for (const host of ['localhost', 'makeable.app', '127.0.0.1', 'www.makeable.app', 'cn.localhost', 'edu.makeable.app', 'shop.localhost', '[::1]']) {
      expect(shortcutLabel(host), host).toBeNull();
    }
  });
});

function renderAt(path: string, hostname: string) {
  const calls = stubFetch({
    '/aigc/api/topic/shortcut': (call) =>
      envelope(call.url.searchParams.get('label') === 'moon' ? { label: 'moon', uniqueTopicId: 't1' } : null),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <ChallengeShortcutRedirect hostname={hostname} />
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/content/:id" element={<p>Post</p>} />
        <Route path="/challenge/:challengeId" element={<p>Challenge page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('ChallengeShortcutRedirect', () => {
  it('sends the home page of a configured sub-domain to its challenge', async () => {
    renderAt('/', 'moon.localhost');
    expect(await screen.findByText('Challenge page')).toBeInTheDocument();
  });

  it('stays home for an unknown label, and never asks on the bare host or on other paths', async () => {
    const calls = renderAt('/', 'stars.localhost');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByText('Home')).toBeInTheDocument();
    vi.unstubAllGlobals();
    const none = renderAt('/content/c1', 'moon.localhost');
    expect(screen.getByText('Post')).toBeInTheDocument();
    expect(none).toHaveLength(0);
  });
});
