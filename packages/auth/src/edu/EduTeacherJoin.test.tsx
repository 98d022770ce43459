import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { envelope, makePublicKey, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { EduTeacherJoin } from './EduTeacherJoin';

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;
beforeAll(async () => {
  publicKey = await makePublicKey();
});
afterEach(() => vi.unstubAllGlobals());

function renderJoin(routes: Parameters<typeof stubFetch>[0], invite = 'tok123') {
  const calls = stubFetch({ '/aigc/api/auth/public-key': () => envelope(publicKey), ...routes });
  renderWithProviders(
    <MemoryRouter initialEntries={[`/teacher/join?invite=${invite}`]}>
      <Routes>
        <Route path="/teacher/join" element={<EduTeacherJoin />} />
        <Route path="/class" element={<p>classes page</p>} />
      </Routes>
    </MemoryRouter>,
    { entryType: 'edu' },
  );
  return calls;
}

const live = () => envelope({ school: 'Hill School', expiresAt: '2026-12-01T00:00:00.000Z' });

describe("the teacher invite page (docs/edu.md 'Operators')", () => {
  it('checks the edu rules before any call, then signs the teacher in and goes to their classes', async () => {
    const calls = renderJoin({
      '/aigc/api/auth/edu/teacher/invite': live,
      '/aigc/api/auth/edu/teacher/register': () =>
        envelope({ user: makeUser({ eduIdentity: 'teacher' }), requiredBinding: false }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/You are invited to teach at Hill School/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), '1bad');
    await user.type(screen.getByLabelText('Display name'), 'Ms Lin');
    await user.type(screen.getByLabelText('Password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Accept and sign in' }));
    expect(screen.getByText(/must start with a letter/)).toBeInTheDocument();
    expect(screen.getByText('The password must contain at least two of letters, digits and special characters')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/aigc/api/auth/edu/teacher/register')).toBe(false);

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'MsLin');
    await user.type(screen.getByLabelText('Password'), '1');
    await user.type(screen.getByLabelText('Confirm password'), '1');
    await user.click(screen.getByRole('button', { name: 'Accept and sign in' }));
    expect(await screen.findByText('classes page')).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/aigc/api/auth/edu/teacher/register')!.body as Record<string, string>;
    expect(body).toMatchObject({ invite: 'tok123', username: 'MsLin', nickName: 'Ms Lin', kid: publicKey.kid });
    expect(body.password).not.toBe('abcdefg1');
  });

  it('says so for an invalid, used or expired invite, without a form', async () => {
    renderJoin({
      '/aigc/api/auth/edu/teacher/invite': () => envelope(null, 404, 'This invite link is invalid or has expired'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link is invalid or has expired');
    expect(screen.queryByRole('button', { name: 'Accept and sign in' })).not.toBeInTheDocument();
  });
});
