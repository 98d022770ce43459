import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@aigc/store/test-utils';
import { PublishForm, HIDE_PROMPT_KEY } from './PublishForm';
import { envelope, stubFetch } from '../test/fetch';
import { record, topic } from '../test/fixtures';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function setup(reply = () => envelope({ createId: 'new-post', popUpType: 0 })) {
  const calls = stubFetch({ '/aigc/api/topic/content': reply });
  const onPublished = vi.fn();
  const { store } = renderWithProviders(
    <PublishForm
      record={record('r1', ['a', 'b', 'c'])}
      topics={[topic('t1', 'Tiny pets')]}
      onPublished={onPublished}
    />,
  );
  return { calls, onPublished, store };
}

describe('PublishForm', () => {
  it('sends the spec §3 payload: first pick is the poster, the rest in pick order', async () => {
    const { calls, onPublished } = setup();
    // Image 1 is preselected; pick 3 then 2, then drop 1: the poster becomes 3.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Image 3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Image 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Image 1' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Fox pendant');
    expect(screen.getByText('11/50')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Silver');
    expect(screen.getByText('6/300')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Challenge (optional)' }), 't1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide my prompt from other people' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(onPublished).toHaveBeenCalledWith('new-post'));
    const sent = calls.find((c) => c.path === '/aigc/api/topic/content');
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      topicId: 't1',
      title: 'Fox pendant',
      description: 'Silver',
      posterImage: 'c',
      contentImage: ['b'],
      hiddenPrompt: 1,
      showCustomizeBuyButton: 0,
      type: 1,
      mentionUser: [],
    });
    expect(localStorage.getItem(HIDE_PROMPT_KEY)).toBe('1');
  });

  it('refuses to send without an image or with a title over 50 characters', async () => {
    const { calls, onPublished } = setup();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Image 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one image');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Image 2' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'x'.repeat(51) } });
    expect(screen.getByText('51/50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getAllByRole('alert').some((el) => /at most 50 characters/.test(el.textContent ?? ''))).toBe(true);
    expect(calls).toHaveLength(0);
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('stays open when the server refuses, and toasts its message', async () => {
    const { onPublished, store } = setup(() => envelope(null, 403, 'This image is not yours'));
    const button = screen.getByRole('button', { name: 'Publish' });
    await userEvent.click(button);
    await waitFor(() => expect(store.getState().ui.toast?.message).toBe('This image is not yours'));
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(onPublished).not.toHaveBeenCalled();
  });
});
