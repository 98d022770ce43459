import { useEffect, useRef } from 'react';

/**
 * ← / → on the whole document while `active` (the viewer is open): calls
 * `step(-1)` / `step(1)` and prevents the default, unless `paused` (e.g. a
 * menu is open) or another handler already took the key. Read on the
 * document because a nav button that becomes disabled at an end drops focus
 * to <body>.
 */
export function useArrowKeys(active: boolean, paused: boolean, step: (delta: -1 | 1) => void) {
  const handler = useRef<(event: KeyboardEvent) => void>(() => undefined);
  handler.current = (event) => {
    if (paused || event.defaultPrevented) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };
  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: KeyboardEvent) => handler.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}
