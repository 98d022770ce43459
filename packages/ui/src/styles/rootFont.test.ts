import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX, PAGE_MIN, rootFontSizePx } from '@aigc/domain';

const css = readFileSync(join(import.meta.dirname, 'base.css'), 'utf8');

describe("base.css's desktop root font (a server-drawn page before the start-up script)", () => {
  it('is the size the script sets, at every desktop width', () => {
    const rule = /@media \(min-width: (\d+)px\) \{\s*:root\[data-layout='desktop'\] \{\s*font-size: min\(calc\(100vw \/ (\d+)\), ([\d.]+)px\);/.exec(css);
    expect(rule).not.toBeNull();
    const [, fromPx, divisor, maxPx] = rule!.map(Number);
    expect(fromPx).toBe(MOBILE_BREAKPOINT_PX);
    for (let vw = MOBILE_BREAKPOINT_PX; vw <= 2600; vw += 7) {
      const fromCss = Math.min(vw / divisor!, maxPx!);
      expect(Math.abs(fromCss - rootFontSizePx(vw)), `${vw} px`).toBeLessThan(0.01);
    }
  });

  it("gives it the default page kind's minimum size, from the same width", () => {
    const rule = /@media \(min-width: (\d+)px\) \{\s*:root\[data-layout='desktop'\] \{[^}]*--ui-page-min-width: (\d+)px;\s*--ui-page-min-height: (\d+)px;/.exec(css);
    expect(rule).not.toBeNull();
    expect(rule!.slice(1).map(Number)).toEqual([MOBILE_BREAKPOINT_PX, PAGE_MIN.width, PAGE_MIN.height]);
  });
});
