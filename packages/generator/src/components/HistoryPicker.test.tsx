import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, page, record, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { HistoryPicker } from './HistoryPicker';

afterEach(() => vi.unstubAllGlobals());

describe('HistoryPicker choosing one image', () => {
  it('offers a radio group and hands over the one chosen image with "Use this image"', async () => {
    stubFetch({
      '/aigc/api/generate/user/list': () =>
        envelope(
          page(
            [
              { ...record('r1', ['a1', 'a2'], 'two foxes'), createTime: '2026-03-05T12:00:00Z' },
              { ...record('r2', ['b1'], 'one owl'), createTime: '2026-03-04T12:00:00Z' },
            ],
            false,
            1,
          ),
        ),
    });
    const onPick = vi.fn();
    renderWithProviders(<HistoryPicker open onOpenChange={() => {}} onPick={onPick} max={1} />);
    const group = await screen.findByRole('radiogroup', { name: 'Choose from your history' });
    await within(group).findByRole('radio', { name: 'Image 1 for “two foxes”' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Use selected/ })).not.toBeInTheDocument();
    const use = screen.getByRole('button', { name: 'Use this image' });
    expect(use).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'Image 2 for “two foxes”' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Image 1 for “one owl”' }));
    expect(screen.getByRole('radio', { name: 'Image 2 for “two foxes”' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Image 1 for “one owl”' })).toBeChecked();

    await userEvent.click(use);
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0]![0].map((p: { image: { uniqueImageId: string } }) => p.image.uniqueImageId)).toEqual(['b1']);
  });
});
