import { useState } from 'react';

/**
 * True from the first render in which `open` is true, and for good after:
 * the rule for a dialog whose code loads on demand (`lazy`), which renders
 * nothing until it is first opened, then stays rendered so it can close
 * with its animation and open again at once (docs/architecture.md 'Page
 * speed on phones'). Follows the prop during render (React's pattern for
 * state derived from a prop), so the dialog shows in the same render.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
