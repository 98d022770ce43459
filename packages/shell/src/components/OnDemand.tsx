import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useHydrated } from '@aigc/ui';

/**
 * A part of the page whose code loads on demand (`children`: a `lazy()`
 * component), shown as `fallback` until its code is there, as `Suspense`
 * does. In a page the server draws (docs/architecture.md "Server
 * rendering") the server and the browser's hydration both draw `fallback`,
 * and the part replaces it once the page is live: the drawn page never holds
 * a control whose code has not arrived, where a tap would be lost (React
 * does not replay a tap on a part still waiting for its code). In a page the
 * browser draws alone it is `Suspense` itself.
 */
export function OnDemand({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const live = useHydrated();
  return <Suspense fallback={fallback}>{live ? children : fallback}</Suspense>;
}
