import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const PublishingAllowed = createContext(true);

/**
 * Whether the tools under it offer 'Publish' on a result (default: yes). The
 * education edition turns it off: classroom accounts never post to the
 * community (docs/edu.md 'A safe space for children' rule 3).
 */
export function GeneratorPublishing({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return <PublishingAllowed.Provider value={allowed}>{children}</PublishingAllowed.Provider>;
}

/** true unless an enclosing {@link GeneratorPublishing} turned publishing off. */
export function usePublishingAllowed(): boolean {
  return useContext(PublishingAllowed);
}
