import { Activity, useEffect, useLayoutEffect, useRef } from 'react';
import type { ReactElement } from 'react';
import { useMatches, useOutlet } from 'react-router';
import { metaOfMatches } from '../routes/meta';

interface Kept {
  element: ReactElement | null;
  needLogin: boolean;
}

/** How long a returning screen may take to regain its height, in animation frames (~0.5 s). */
const RESTORE_FRAMES = 30;

/**
 * Remembers the window's scroll position of each kept-alive screen while it
 * is shown, and puts it back when the screen is shown again. A revealed
 * screen can be shorter for a few frames (lists re-measure when their effects
 * resume), so the position is re-applied each frame until it holds or the
 * user scrolls.
 */
function useKeptScroll(active: string | false) {
  const positions = useRef(new Map<string, number>());
  const activeRef = useRef(active);

  useLayoutEffect(() => {
    activeRef.current = active;
    if (!active) return;
    const target = positions.current.get(active);
    if (target === undefined) return;
    let frames = 0;
    let raf = 0;
    let userMoved = false;
    const onUser = () => {
      userMoved = true;
    };
    window.addEventListener('wheel', onUser, { passive: true });
    window.addEventListener('touchmove', onUser, { passive: true });
    window.addEventListener('keydown', onUser);
    const apply = () => {
      if (userMoved || activeRef.current !== active) return stop();
      window.scrollTo(0, target);
      frames += 1;
      if (Math.abs(window.scrollY - target) < 2 && frames > 2) return stop();
      if (frames < RESTORE_FRAMES) raf = window.requestAnimationFrame(apply);
      else stop();
    };
    function stop() {
      window.removeEventListener('wheel', onUser);
      window.removeEventListener('touchmove', onUser);
      window.removeEventListener('keydown', onUser);
    }
    apply();
    return () => {
      window.cancelAnimationFrame(raf);
      stop();
    };
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const onScroll = () => {
      if (activeRef.current === active) positions.current.set(active, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active]);
}

/**
 * The route outlet with keep-alive (docs/product.md §2 'kept alive'): a route whose
 * metadata has `keepAlive: key` stays mounted after the user leaves it —
 * hidden through React's `<Activity mode="hidden">`, which keeps its state
 * (loaded feed pages, tabs) and pauses its effects — and is shown again,
 * untouched, on return. Routes sharing a key (`/` and `/feeds`) share one
 * screen, and the window scroll position of each kept screen is restored on
 * return. Kept screens of `needLogin` routes are dropped when `isLogin`
 * turns false, so a signed-out visitor never sees them again.
 */
export function KeepAliveOutlet({ isLogin }: { isLogin: boolean }) {
  const outlet = useOutlet();
  const meta = metaOfMatches(useMatches());
  const cache = useRef(new Map<string, Kept>());
  const active = meta.keepAlive;
  useKeptScroll(active);

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
