import { describe, expect, it } from 'vitest';
import { stripEdges, stripStep } from './topicStripScroll';

describe('stripEdges', () => {
  it('is at the start before any scroll and at the end when the last card is in view', () => {
    expect(stripEdges(0, 2000, 1000)).toEqual({ atStart: true, atEnd: false });
    expect(stripEdges(500, 2000, 1000)).toEqual({ atStart: false, atEnd: false });
    expect(stripEdges(1000, 2000, 1000)).toEqual({ atStart: false, atEnd: true });
  });
  it('allows sub-pixel positions at both ends', () => {
    expect(stripEdges(1.5, 2000, 1000).atStart).toBe(true);
    expect(stripEdges(998.6, 2000, 1000).atEnd).toBe(true);
  });
  it('is at both ends when the cards fit', () => {
    expect(stripEdges(0, 800, 1000)).toEqual({ atStart: true, atEnd: true });
  });
  it('reads a right-to-left scroller by the size of its scrollLeft', () => {
    expect(stripEdges(-1000, 2000, 1000)).toEqual({ atStart: false, atEnd: true });
  });
});

describe('stripStep', () => {
  it('scrolls by the whole cards that fit in the view', () => {
    // 3 cards of 400 px, 16 px apart, and a peek of the 4th in 1350 px.
    expect(stripStep(1350, 400, 16)).toBe(3 * 416);
  });
  it('scrolls at least one card when a card is wider than the view', () => {
    expect(stripStep(300, 400, 16)).toBe(416);
  });
  it('scrolls the view width when the card width is unknown', () => {
    expect(stripStep(1200, 0, 16)).toBe(1200);
  });
});
