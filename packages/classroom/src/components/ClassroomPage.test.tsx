import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { envelope, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { ClassroomPage } from './ClassroomPage';

afterEach(() => vi.unstubAllGlobals());

const klass = { classId: 'c1', name: 'Class 3B', studentCount: 1, createTime: '2026-11-25T08:00:00.000Z' };
const mia = {
  userId: 'u1',
  username: 'smia01',
  nickName: 'Mia',
  classId: 'c1',
  imageCount: 2,
  modelCount: 0,
  temporaryPasswordExpiresAt: null,
  createTime: '2026-11-25T08:00:00.000Z',
};

function renderPage(routes: Parameters<typeof stubFetch>[0], created: unknown[] = []) {
  const calls = stubFetch({
    '/aigc/api/edu/classes': () => envelope([klass]),
    '/aigc/api/edu/classes/students': ({ method }) =>
      method === 'GET' ? envelope([mia]) : envelope({ created }),
    '/aigc/api/edu/moderation/list': () => envelope({ dataList: [], page: 1, total: 0, hasMore: false }),
    ...routes,
  });
  renderWithProviders(
    <MemoryRouter>
      <ClassroomPage />
    </MemoryRouter>,
    { entryType: 'edu' },
  );
  return calls;
}

describe("the teacher's classroom (docs/edu.md 'Teachers and classes')", () => {
  it("makes a temporary password from the roster's 'Manage student passwords' menu and shows it once", async () => {
    const calls = renderPage({
      '/aigc/api/auth/edu/student/forgot': () =>
        envelope({
          studentUserId: 'u1',
          studentUsername: 'smia01',
          nickName: 'Mia',
          temporaryPassword: 'k7pq2xne',
          expiresAt: '2026-11-25T10:00:00.000Z',
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage student passwords: Mia' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make a temporary password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Temporary password for Mia' });
    expect(within(dialog).getByText('k7pq2xne')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/aigc/api/auth/edu/student/forgot')!;
    expect(call.body).toEqual({ studentUsername: 'smia01' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('k7pq2xne')).not.toBeInTheDocument());
  });

  it('adds students from a pasted list as one call and shows their initial passwords', async () => {
    const calls = renderPage({}, [
      { userId: 'u2', username: 'sbo', nickName: 'Bo', initialPassword: 'pw2abcde' },
      { userId: 'u3', username: 'schen', nickName: 'Chen', initialPassword: 'pw3abcde' },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Paste a list' }));
    await user.type(screen.getByLabelText('Student list'), 'name{enter}Bo, sbo{enter}Chen');
    await user.click(screen.getByRole('button', { name: 'Add 2 students' }));
    const dialog = await screen.findByRole('dialog', { name: 'Students added' });
    expect(within(dialog).getByText('pw2abcde')).toBeInTheDocument();
    expect(within(dialog).getByText('pw3abcde')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/aigc/api/edu/classes/students' && c.method === 'POST')!;
    expect(post.body).toEqual({ classId: 'c1', text: 'name\nBo, sbo\nChen' });
  });

  it('refuses a pasted list with a bad line before any call', async () => {
    const calls = renderPage({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Paste a list' }));
    await user.type(screen.getByLabelText('Student list'), 'B');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Line 1:/);
    expect(screen.getByRole('button', { name: 'Add 1 students' })).toBeDisabled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
