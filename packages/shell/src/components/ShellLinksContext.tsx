import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ShellLinks } from '../links';

const ShellLinksContext = createContext<ShellLinks | null>(null);

/** Gives the screens the edition's shell links (shop host, scan-code targets, registration text). */
export function ShellLinksProvider({ links, children }: { links: ShellLinks; children: ReactNode }) {
  return <ShellLinksContext.Provider value={links}>{children}</ShellLinksContext.Provider>;
}

/** The edition's {@link ShellLinks}, or `null` outside a {@link ShellLinksProvider}. */
export function useShellLinks(): ShellLinks | null {
  return useContext(ShellLinksContext);
}
