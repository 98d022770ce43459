/**
 * Scrolls `element` into view, smoothly unless the user asked for reduced
 * motion (`prefers-reduced-motion: reduce`, docs/style.md 'Look and feel'), then
 * instantly. `block` as in `Element.scrollIntoView` (default 'nearest').
 * Does nothing where the browser lacks `scrollIntoView` (e.g. jsdom).
 */
export function scrollIntoViewGently(element: Element, block: ScrollLogicalPosition = 'nearest'): void {
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block, behavior: still ? 'auto' : 'smooth' });
}
