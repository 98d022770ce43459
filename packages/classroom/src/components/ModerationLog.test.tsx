import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { ModerationLog, MODERATION_PAGE_SIZE } from './ModerationLog';

afterEach(() => vi.unstubAllGlobals());

function event(i: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `e${i}`,
    student: { userId: 'u1', username: 'smia01', nickName: 'Mia' },
    classId: 'c1',
    kind: 'prompt',
    source: 'generate',
    prompt: `a bad idea ${i}`,
    reason: 'violence',
    createTime: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}

describe("the class's moderation log (docs/edu.md 'A safe space for children')", () => {
  it('lists the blocked prompts with student, time and reason, and pages through them', async () => {
    const calls = stubFetch({
      '/aigc/api/edu/moderation/list': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const rows =
          page === 1
            ? [event(1), event(2, { kind: 'image', source: 'upload', prompt: '', reason: 'image' })]
            : [event(3, { reason: 'profanity' })];
        return envelope({ dataList: rows, page, total: MODERATION_PAGE_SIZE + 1, hasMore: page === 1 });
      },
    });
    renderWithProviders(<ModerationLog classId="c1" />, { entryType: 'edu' });
    const log = await screen.findByRole('table', { name: 'Moderation log' });
    const first = within(log).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader', { name: 'Mia' })).toBeInTheDocument();
    expect(first).toHaveTextContent('a bad idea 1');
    expect(first).toHaveTextContent('Violence');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T08:00:00.000Z');
    expect(within(log).getAllByRole('row')[2]).toHaveTextContent('An uploaded picture');
    const query = calls.find((c) => c.path === '/aigc/api/edu/moderation/list')!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ classId: 'c1', page: '1', pageSize: String(MODERATION_PAGE_SIZE) });

    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('a bad idea 3', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Bad language')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says so when nothing was stopped', async () => {
    stubFetch({ '/aigc/api/edu/moderation/list': () => envelope({ dataList: [], page: 1, total: 0, hasMore: false }) });
    renderWithProviders(<ModerationLog classId="c1" />, { entryType: 'edu' });
    expect(await screen.findByText('Nothing was stopped')).toBeInTheDocument();
  });
});
