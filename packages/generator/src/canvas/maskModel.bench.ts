/**
 * How long rasterising the inpainting mask takes before a submit (the user
 * waits for it): a 2048×2048 source with 20 brush strokes of 100 points
 * each (80 px brush) and a few eraser strokes, and a 1024×1024 one.
 * Run: `pnpm --filter @aigc/generator bench`.
 */
import { bench, describe } from 'vitest';
import { rasterizeMask } from './maskModel';
import type { MaskStroke } from './maskModel';

function strokes(size: number, count: number, brush: number): MaskStroke[] {
  const out: MaskStroke[] = [];
  for (let s = 0; s < count; s += 1) {
    // A pointer drag: a wandering path, about 8 px between samples, like pointermove at 60 Hz.
    const points: number[] = [];
    let x = (s * 97) % size;
    let y = (s * 53) % size;
    for (let i = 0; i < 100; i += 1) {
      x = Math.min(size - 1, Math.max(0, x + 8 * Math.cos(s + i / 9)));
      y = Math.min(size - 1, Math.max(0, y + 8 * Math.sin(s * 2 + i / 13)));
      points.push(x, y);
    }
    out.push({ tool: s % 5 === 4 ? 'eraser' : 'brush', size: brush, points });
  }
  return out;
}

describe('rasterizeMask', () => {
  const big = strokes(2048, 20, 80);
  const small = strokes(1024, 20, 40);
  bench('2048×2048, 20 strokes × 100 points, 80 px brush', () => {
    rasterizeMask(big, 2048, 2048);
  });
  bench('1024×1024, 20 strokes × 100 points, 40 px brush', () => {
    rasterizeMask(small, 1024, 1024);
  });
});
