import { describe, expect, it } from 'vitest';
import { cardSlotHeight, columnCountForWidth, columnWidth, cssLengthToPx, imageHeight } from './masonry';

describe('masonry layout', () => {
  it('picks more columns on wider containers', () => {
    expect(columnCountForWidth(0)).toBe(2);
    expect(columnCountForWidth(400)).toBe(2);
    expect(columnCountForWidth(700)).toBe(3);
    expect(columnCountForWidth(1000)).toBe(4);
    expect(columnCountForWidth(1400)).toBe(5);
    expect(columnCountForWidth(1900)).toBe(6);
  });

  it('splits the width between columns after the gaps', () => {
    expect(columnWidth(1000, 4, 16)).toBe((1000 - 48) / 4);
    expect(columnWidth(10, 4, 16)).toBe(0);
    expect(columnWidth(1000, 0)).toBe(0);
  });

  it('keeps the image aspect ratio, clamped to 1:2..2:1', () => {
    expect(imageHeight(200, 512, 768)).toBe(300);
    expect(imageHeight(200, 1000, 100)).toBe(100);
    expect(imageHeight(200, 100, 1000)).toBe(400);
    expect(imageHeight(200, 0, 0)).toBe(200);
  });

  it('adds the caption to the slot', () => {
    expect(cardSlotHeight(200, { width: 100, height: 100 }, 50)).toBe(250);
  });
});

describe('cssLengthToPx', () => {
  it('reads rem against the root font and px as is', () => {
    expect(cssLengthToPx('4rem', 18, 64)).toBe(72);
    expect(cssLengthToPx(' 60px ', 18, 64)).toBe(60);
    expect(cssLengthToPx('', 18, 64)).toBe(64);
    expect(cssLengthToPx('calc(1rem + 2px)', 18, 64)).toBe(64);
  });
});
