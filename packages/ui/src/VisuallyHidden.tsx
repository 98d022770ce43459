import type { ReactNode } from 'react';

/** Text for screen readers only (visually hidden, still in the accessibility tree). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="ui-visually-hidden">{children}</span>;
}
