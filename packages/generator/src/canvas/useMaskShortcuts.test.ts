import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMaskShortcuts } from './useMaskShortcuts';

describe('useMaskShortcuts', () => {
  it('Ctrl+Z undoes and Ctrl+Shift+Z (or ⇧⌘Z) redoes, but not while typing in a field', () => {
    const dispatch = vi.fn();
    const { unmount } = renderHook(() => useMaskShortcuts(dispatch));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'Z', metaKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'z' });
    const field = document.body.appendChild(document.createElement('textarea'));
    fireEvent.keyDown(field, { key: 'z', ctrlKey: true });
    expect(dispatch.mock.calls).toEqual([[{ type: 'undone' }], [{ type: 'redone' }]]);
    unmount();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(dispatch).toHaveBeenCalledTimes(2);
    field.remove();
  });
});
