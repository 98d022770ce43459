import { describe, expect, it } from 'vitest';
import { FEED_CARD_SIZES, MOBILE_BREAKPOINT_PX, rootFontSizePx } from '@aigc/domain';
import { cardSlotHeight, columnCountForWidth, columnWidth, cssLengthToPx, imageHeight } from './masonry';

/**
 * The width in px a `sizes` value gives at a viewport `vw` px wide, as a
 * browser reads it: the first source size whose `(max-width)` holds, of the
 * shapes `calc(Avw ± Bpx)` or `min(calc(Avw - Bpx), Cpx)`.
 */
function evaluateSizes(sizes: string, vw: number): number {
  const linear = (text: string) => {
    const m = /^calc\(([\d.]+)vw ([-+]) ([\d.]+)px\)$/.exec(text.trim());
    if (!m) throw new Error(`unexpected size ${text}`);
    return (Number(m[1]) * vw) / 100 + (m[2] === '-' ? -1 : 1) * Number(m[3]);
  };
  for (const part of sizes.split(/, (?![^(]*\))(?=\(|min|calc)/)) {
    const cond = /^\(max-width: ([\d.]+)px\) (.+)$/.exec(part);
    if (cond && vw > Number(cond[1])) continue;
    const value = cond ? cond[2]! : part;
    const min = /^min\((calc\(.+\)), ([\d.]+)px\)$/.exec(value);
    return min ? Math.min(linear(min[1]!), Number(min[2])) : linear(value);
  }
  throw new Error(`no size for ${vw}`);
}

/** The feed's width at a viewport `vw` px wide, as community.css's `.cm-page` lays it out (no scrollbar). */
function feedWidth(vw: number): number {
  if (vw < MOBILE_BREAKPOINT_PX) return vw - 2 * 16;
  const rem = rootFontSizePx(vw);
  return Math.min(vw, 100 * rem) - 2 * 2 * rem;
}

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

  it("gives posters the static sizes of the column the masonry draws at every viewport width", () => {
    for (let vw = 320; vw <= 2600; vw += 1) {
      const width = feedWidth(vw);
      const column = columnWidth(width, columnCountForWidth(width));
      expect(Math.abs(evaluateSizes(FEED_CARD_SIZES, vw) - column), `${vw} px`).toBeLessThan(0.5);
    }
    // The phone of Lighthouse's mobile profile: two columns of 182 px.
    expect(evaluateSizes(FEED_CARD_SIZES, 412)).toBe(182);
  });
});
