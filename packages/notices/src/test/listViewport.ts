import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so every element measures 0 × 0 and the virtualised
 * lists would render no row. This gives the scrolling list (`.nt-list`) a
 * 400 × 800 px viewport, enough for a handful of rows. Call in `beforeEach`;
 * `vi.restoreAllMocks()` undoes it.
 */
export function giveListsAViewport(): void {
  const size = (axis: 'clientHeight' | 'clientWidth', px: number) => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, axis);
    vi.spyOn(Element.prototype, axis, 'get').mockImplementation(function (this: Element) {
      if (this.classList.contains('nt-list')) return px;
      return (original?.get?.call(this) as number | undefined) ?? 0;
    });
  };
  size('clientHeight', 800);
  size('clientWidth', 400);
}
