import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { envelope, makePublicKey, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { loginDialogOpened } from '@aigc/store';
import { EduLoginDialog } from './EduLoginDialog';

let publicKey: Awaited<ReturnType<typeof makePublicKey>>;
beforeAll(async () => {
  publicKey = await makePublicKey();
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(routes: Record<string, Parameters<typeof stubFetch>[0][string]>) {
  const calls = stubFetch({ '/aigc/api/auth/public-key': () => envelope(publicKey), ...routes });
  const rendered = renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<EduLoginDialog />} />
        <Route path="/account" element={<><EduLoginDialog /><p>account page</p></>} />
      </Routes>
    </MemoryRouter>,
    { entryType: 'edu' },
  );
  rendered.store.dispatch(loginDialogOpened({ redirect: null }));
  return { ...rendered, calls };
}

describe("the education sign-in (docs/edu.md 'Sign in', docs/product.md §4)", () => {
  it('refuses empty fields without a call', async () => {
    const { calls } = renderDialog({});
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with your school account' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a correct account and password');
    await user.type(within(dialog).getByLabelText('Username'), 'smia');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a correct account and password');
    expect(calls.filter((c) => c.path === '/aigc/api/auth/edu/login')).toHaveLength(0);
  });

  it('signs a student in with Entry-Type edu and no token renewal, then welcomes them to their account page when they have no works', async () => {
    const student = makeUser({ nickName: 'Mia', eduIdentity: 'student' });
    const { calls } = renderDialog({
      '/aigc/api/auth/edu/login': () => envelope({ user: student, requiredBinding: false }),
      '/aigc/api/user/account': () => envelope(0),
      '/aigc/api/business/user/popup/calcu-classwork': () => envelope({ imageCount: 0, modelCount: 0 }),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with your school account' });
    await user.type(within(dialog).getByLabelText('Username'), 'smia');
    await user.type(within(dialog).getByLabelText('Password'), 'class2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const welcome = await screen.findByRole('dialog', { name: 'Welcome, Mia!' });
    await within(welcome).findByText('You have made 0 pictures and 0 3D models so far.');
    await user.click(within(welcome).getByRole('button', { name: 'Continue' }));
    await screen.findByText('account page');

    const login = calls.find((c) => c.path === '/aigc/api/auth/edu/login')!;
    expect(login.headers['Entry-Type'] ?? login.headers['entry-type']).toBe('edu');
    expect((login.body as { password: string }).password).not.toBe('class2026');
    expect(calls.some((c) => c.path === '/aigc/api/auth/renewalToken')).toBe(false);
  });

  it('sends a student with works to the history-recall dialog (first 4 items)', async () => {
    const student = makeUser({ nickName: 'Bo', eduIdentity: 'student' });
    const record = (id: string) => ({
      id,
      createTime: '2026-11-25T10:00:00.000Z',
      images: [
        { uniqueImageId: `i${id}`, url: `/aigc/files/${id}.png`, imageResize200Url: `/aigc/files/${id}-200.png`, imageResize512Url: `/aigc/files/${id}-512.png`, width: 512, height: 512, preview: false },
      ],
      kind: 'text2image',
      model3d: null,
      modelId: 'm',
      parentGenerateId: null,
      prompt: `A blue rocket spaceship ${id}`,
      topicId: null,
      video: null,
      wantableTopics: [],
    });
    const { calls } = renderDialog({
      '/aigc/api/auth/edu/login': () => envelope({ user: student, requiredBinding: false }),
      '/aigc/api/user/account': () => envelope(0),
      '/aigc/api/business/user/popup/calcu-classwork': () => envelope({ imageCount: 5, modelCount: 0 }),
      '/aigc/api/generate/user/list': () =>
        envelope({ dataList: ['1', '2', '3', '4'].map(record), total: 5, page: 1, pageSize: 4, hasMore: true }),
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in with your school account' });
    await user.type(within(dialog).getByLabelText('Username'), 'sbo');
    await user.type(within(dialog).getByLabelText('Password'), 'class2026');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const welcome = await screen.findByRole('dialog', { name: 'Welcome, Bo!' });
    await waitFor(() => expect(within(welcome).getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(within(welcome).getByRole('button', { name: 'Continue' }));
    const recall = await screen.findByRole('dialog', { name: 'Your recent works' });
    await waitFor(() => expect(within(recall).getAllByRole('img')).toHaveLength(4));
    const list = calls.find((c) => c.path === '/aigc/api/generate/user/list')!;
    expect(list.url.searchParams.get('source')).toBe('1');
    expect(list.url.searchParams.get('pageSize')).toBe('4');
  });
});
