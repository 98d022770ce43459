import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { envelope, renderWithProviders, stubFetch, topic } from '@aigc/store/testing';
import { AllActivitiesPage } from './AllActivitiesPage';

afterEach(() => vi.unstubAllGlobals());

const counts = { all: 3, ongoing: 1, upcoming: 1, ended: 1 };
const all = [
  topic('a', { title: 'Moonlight Jewelry', status: 'ongoing', postCount: 12, endTime: '2099-01-01T00:00:00.000Z' }),
  topic('b', { title: 'Want It: Keychains', status: 'upcoming', wantable: 1, postCount: 0, startTime: '2099-01-01T00:00:00.000Z' }),
  topic('c', { title: 'Spring Rings', status: 'ended', postCount: 1 }),
];

describe('AllActivitiesPage', () => {
  it('lists challenges with their labels and post counts, and the count of each status on its tab', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      '/aigc/api/topic/activities': (call) => {
        const status = call.url.searchParams.get('status');
        const list = status ? all.filter((x) => x.status === status) : all;
        return envelope({ dataList: list, hasMore: false, page: 1, total: list.length, counts });
      },
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/all-activities']}>
        <Routes>
          <Route path="/all-activities" element={<AllActivitiesPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const grid = await screen.findByRole('list', { name: 'Challenges' });
    const cards = within(grid).getAllByRole('link');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('href', '/challenge/a');
    expect(within(cards[0] as HTMLElement).getByText('Ongoing')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('12 posts')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Want It')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Upcoming')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('1 post')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Ended/ })).toHaveTextContent('1');
    expect(screen.getByRole('tab', { name: /All/ })).toHaveTextContent('3');

    await user.click(screen.getByRole('tab', { name: /Ended/ }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('status') === 'ended')).toBe(true));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Challenges' })).getAllByRole('link')).toHaveLength(1));
  });
});
