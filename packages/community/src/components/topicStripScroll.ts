/** Slack in px under which the strip counts as being at its start or end (sub-pixel scroll positions). */
export const STRIP_EDGE_SLACK_PX = 2;

/**
 * Which ends of a horizontal strip are reached (its previous / next buttons
 * are disabled there), from the scroller's `scrollLeft`, `scrollWidth` and
 * `clientWidth` in CSS px; a strip that fits is at both ends. Right-to-left
 * scrollers report a negative `scrollLeft`: only its size counts.
 */
export function stripEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): { atStart: boolean; atEnd: boolean } {
  const left = Math.abs(scrollLeft);
  return {
    atStart: left <= STRIP_EDGE_SLACK_PX,
    atEnd: left + clientWidth >= scrollWidth - STRIP_EDGE_SLACK_PX,
  };
}

/**
 * How far one press of the strip's previous / next button scrolls, in px: the
 * whole cards that fit in the view (`clientWidth`), each `cardWidth` wide and
 * `gap` apart, at least one card; the snap points then align the next card
 * with the strip's start, so the peeked card becomes the first one shown.
 */
export function stripStep(clientWidth: number, cardWidth: number, gap: number): number {
  if (cardWidth <= 0) return clientWidth;
  const whole = Math.max(1, Math.floor((clientWidth + gap) / (cardWidth + gap)));
  return whole * (cardWidth + gap);
}
