import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendCodeButton } from './SendCodeButton';
import { renderUi } from './test/render';

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('SendCodeButton (docs/product.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down 60 s after a successful send, then offers a resend', async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    renderUi(<SendCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);

    const button = screen.getByRole('button', { name: 'Resend in 60s' });
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button'));
    expect(onSend).toHaveBeenCalledTimes(1);

    for (let i = 0; i < 59; i += 1) act(() => vi.advanceTimersByTime(1000));
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  });

  it('stays usable when the send fails or is refused', async () => {
    const onSend = vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('network'));
    renderUi(<SendCodeButton onSend={onSend} seconds={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('uses the given number of seconds', async () => {
    renderUi(<SendCodeButton onSend={() => Promise.resolve(true)} seconds={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 3s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('is busy while sending and ignores double clicks', async () => {
    let resolve: (sent: boolean) => void = () => undefined;
    const onSend = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    renderUi(<SendCodeButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    resolve(true);
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  });
});
