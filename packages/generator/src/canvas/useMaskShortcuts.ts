import { useEffect } from 'react';
import type { Dispatch } from 'react';
import type { MaskAction } from './maskModel';

/**
 * Keyboard undo/redo of the mask (docs/product.md §1 inpainting): Ctrl+Z (⌘Z) undoes,
 * Ctrl+Shift+Z (⇧⌘Z) redoes, anywhere on the page except while typing in a
 * text field or input, where the keys keep their usual meaning.
 */
export function useMaskShortcuts(dispatch: Dispatch<MaskAction>) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z') return;
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'TEXTAREA' || target.tagName === 'INPUT')) return;
      e.preventDefault();
      dispatch({ type: e.shiftKey ? 'redone' : 'undone' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}
