import { Activity, useEffect, useRef } from 'react';
import type { ReactElement } from 'react';
import { useMatches, useOutlet } from 'react-router';
import { metaOfMatches } from '../routes/meta';

interface Kept {
  element: ReactElement | null;
  needLogin: boolean;
}

/**
 * The route outlet with keep-alive (spec §2 'kept alive'): a route whose
 * metadata has `keepAlive: key` stays mounted after the user leaves it —
 * hidden through React's `<Activity mode="hidden">`, which keeps its state
 * (loaded feed pages, tabs) and pauses its effects — and is shown again,
 * untouched, on return. Routes sharing a key (`/` and `/feeds`) share one
 * screen. Kept screens of `needLogin` routes are dropped when `isLogin`
 * turns false, so a signed-out visitor never sees them again.
 */
export function KeepAliveOutlet({ isLogin }: { isLogin: boolean }) {
  const outlet = useOutlet();
  const meta = metaOfMatches(useMatches());
  const cache = useRef(new Map<string, Kept>());
  const active = meta.keepAlive;

  if (active) {
    // Idempotent: the same key always maps to the latest outlet element.
    cache.current.set(active, { element: outlet, needLogin: meta.needLogin });
  }

  useEffect(() => {
    if (isLogin) return;
    for (const [key, kept] of cache.current) {
      if (kept.needLogin && key !== active) cache.current.delete(key);
    }
  }, [isLogin, active]);

  return (
    <>
      {[...cache.current.entries()].map(([key, kept]) => (
        <Activity key={key} mode={key === active ? 'visible' : 'hidden'} name={`keep-alive:${key}`}>
          {kept.element}
        </Activity>
      ))}
      {active ? null : outlet}
    </>
  );
}
