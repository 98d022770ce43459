import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from './Toast';
import type { ToastData } from './Toast';
import { renderUi } from './test/render';

describe('ToastViewport (docs/product.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the toast for 3 s by default, fades for 300 ms, then dismisses it', () => {
    const onDismiss = vi.fn();
    renderUi(<ToastViewport toast={{ id: 'a', message: 'Saved', kind: 'success' }} onDismiss={onDismiss} />);
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');

    act(() => vi.advanceTimersByTime(2999));
    expect(toast).not.toHaveClass('ui-toast--leaving');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveClass('ui-toast--leaving');
    act(() => vi.advanceTimersByTime(299));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('a');
  });

  it('shows a title above the message when the toast has one (docs/product.md §8)', () => {
    renderUi(<ToastViewport toast={{ id: 't', title: 'Failed', message: 'You cannot follow yourself', kind: 'error' }} onDismiss={vi.fn()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('FailedYou cannot follow yourself');
    expect(screen.getByText('Failed').tagName).toBe('STRONG');
  });

  it('honours a custom duration', () => {
    const onDismiss = vi.fn();
    renderUi(<ToastViewport toast={{ id: 1, message: 'Hi', kind: 'info', durationMs: 2000 }} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(2300));
    expect(onDismiss).toHaveBeenCalledWith(1);
  });

  it('keeps a sticky toast (durationMs 0) until its close button is used', () => {
    const onDismiss = vi.fn();
    renderUi(<ToastViewport toast={{ id: 's', message: 'Network error', kind: 'error', durationMs: 0 }} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).not.toHaveClass('ui-toast--leaving');
    expect(onDismiss).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(300));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('s');
  });

  it('replaces the current toast and restarts the timer for the new one', () => {
    const onDismiss = vi.fn();
    const first: ToastData = { id: 1, message: 'First', kind: 'info' };
    const second: ToastData = { id: 2, message: 'Second', kind: 'error' };
    const { rerender } = renderUi(<ToastViewport toast={first} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(2500));
    rerender(<ToastViewport toast={second} onDismiss={onDismiss} />);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');

    act(() => vi.advanceTimersByTime(2500)); // 5 s after the first, 2.5 s after the second
    expect(onDismiss).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).not.toHaveClass('ui-toast--leaving');
    act(() => vi.advanceTimersByTime(800));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('renders nothing without a toast', () => {
    renderUi(<ToastViewport toast={null} onDismiss={() => undefined} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
