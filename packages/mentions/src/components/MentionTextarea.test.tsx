import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { MentionTextarea, type MentionValue } from './MentionTextarea';

afterEach(() => vi.unstubAllGlobals());

function Harness({ maxLength = 300, onKeyDown }: { maxLength?: number; onKeyDown?: () => void }) {
  const [value, setValue] = useState<MentionValue>({ text: '', mentions: [] });
  return (
    <MentionTextarea
      label="Description"
      value={value}
      onChange={setValue}
      pageName="test"
      maxLength={maxLength}
      tooLongMessage="Too long"
      onKeyDown={onKeyDown}
    />
  );
}

const person = (i: number) => ({ uuid: `u${i}`, name: `Maker ${i}`, avatarUrl: null, tags: i === 0 ? ['officialQualityCreator'] : [] });

describe('MentionTextarea (docs/product.md §4 Mention dropdown)', () => {
  it('searches at once for an empty query, not before 300 ms after typing otherwise; a new query restarts paging', async () => {
    const at: number[] = [];
    const calls = stubFetch({
      '/aigc/api/search/authors/mention': () => {
        at.push(performance.now());
        return envelope({ dataList: [person(1)], cursor: { after: null }, hasMore: false, sessionId: 's' });
      },
    });
    renderWithProviders(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Description' });
    await userEvent.type(box, '@');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url.searchParams.get('query')).toBe('');
    const before = performance.now();
    await userEvent.type(box, 'm');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(at[1]! - before).toBeGreaterThanOrEqual(299); // debounced 300 ms after the keystroke, which came after `before`
    expect(calls[1]!.url.searchParams.get('query')).toBe('m');
    expect(calls[1]!.url.searchParams.get('cursor')).toBeNull();
  });

  it('loads the next page (cursor + sessionId) within 30 px of the list bottom; shows badges', async () => {
    const calls = stubFetch({
      '/aigc/api/search/authors/mention': (call) =>
        call.url.searchParams.get('cursor')
          ? envelope({ dataList: [person(21)], cursor: { after: null }, hasMore: false, sessionId: 's1' })
          : envelope({ dataList: Array.from({ length: 20 }, (_, i) => person(i)), cursor: { after: 'c20' }, hasMore: true, sessionId: 's1' }),
    });
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Description' }), '@');
    const list = await screen.findByRole('listbox', { name: 'Creators to mention' });
    await screen.findByRole('option', { name: /Maker 19/ });
    expect(screen.getByRole('option', { name: /Maker 0/ }).querySelector('.mn-mention__crown')).not.toBeNull();
    // Far from the bottom: nothing more.
    Object.defineProperties(list, { scrollHeight: { value: 1000, configurable: true }, clientHeight: { value: 240, configurable: true } });
    list.scrollTop = 100;
    fireEvent.scroll(list);
    expect(calls).toHaveLength(1);
    list.scrollTop = 735; // 1000 - 735 - 240 = 25 px from the bottom
    fireEvent.scroll(list);
    await screen.findByRole('option', { name: /Maker 21/ });
    expect([calls[1]!.url.searchParams.get('cursor'), calls[1]!.url.searchParams.get('sessionId')]).toEqual(['c20', 's1']);
  });

  it('a search error shows the empty text', async () => {
    stubFetch({ '/aigc/api/search/authors/mention': () => envelope(null, 500, 'boom') });
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Description' }), '@x');
    expect(await screen.findByText('No related creators found, try other input')).toBeInTheDocument();
  });

  it('counts against maxLength, refuses a mention that would pass it, and hands other keys to the caller', async () => {
    stubFetch({
      '/aigc/api/search/authors/mention': () =>
        envelope({ dataList: [person(1)], cursor: { after: null }, hasMore: false, sessionId: 's' }),
    });
    const keys = vi.fn();
    renderWithProviders(<Harness maxLength={8} onKeyDown={keys} />);
    const box = screen.getByRole('combobox', { name: 'Description' });
    await userEvent.type(box, 'hi @');
    expect(screen.getByText('4/8')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: /Maker 1/ }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(box).toHaveValue('hi @');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('x');
    expect(keys).toHaveBeenCalled();
  });
});
