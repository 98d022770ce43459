import { useEffect, useRef } from 'react';

/**
 * Calls `onLoadMore` when the returned sentinel element comes within
 * `marginPx` of the viewport (IntersectionObserver), while `enabled`.
 * Attach the ref to an element after the last item.
 */
export function useLoadMore(onLoadMore: () => void, enabled: boolean, marginPx = 200) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onLoadMore);
  callback.current = onLoadMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, marginPx]);
  return ref;
}
