import { describe, expect, it } from 'vitest';
import {
  EMPTY_MASK,
  canRedo,
  canUndo,
  maskCoverage,
  maskReducer,
  rasterizeMask,
  visibleStrokes,
} from './maskModel';
import type { MaskAction, MaskState } from './maskModel';

const run = (actions: MaskAction[], from: MaskState = EMPTY_MASK) => actions.reduce(maskReducer, from);

const line = (tool: 'brush' | 'eraser', size: number, ...pts: [number, number][]): MaskAction[] => [
  { type: 'strokeStarted', tool, size, x: pts[0]![0], y: pts[0]![1] },
  ...pts.slice(1).map(([x, y]): MaskAction => ({ type: 'strokeExtended', x, y })),
  { type: 'strokeEnded' },
];

describe('mask history', () => {
  it('records a finished stroke as one step', () => {
    const s = run(line('brush', 10, [0, 0], [5, 5], [9, 9]));
    expect(s.steps).toHaveLength(1);
    expect(s.steps[0]).toEqual({ tool: 'brush', size: 10, points: [0, 0, 5, 5, 9, 9] });
    expect(canUndo(s)).toBe(true);
    expect(canRedo(s)).toBe(false);
  });

  it('undo removes the last stroke and redo brings it back', () => {
    const drawn = run([...line('brush', 4, [1, 1], [2, 2]), ...line('eraser', 2, [1, 1])]);
    const undone = run([{ type: 'undone' }], drawn);
    expect(visibleStrokes(undone).map((s) => s.tool)).toEqual(['brush']);
    expect(canRedo(undone)).toBe(true);
    const redone = run([{ type: 'redone' }], undone);
    expect(redone.steps).toEqual(drawn.steps);
    expect(canRedo(redone)).toBe(false);
  });

  it('a new stroke after undo drops the redo list', () => {
    const s = run([...line('brush', 4, [1, 1]), { type: 'undone' }, ...line('brush', 8, [3, 3])]);
    expect(canRedo(s)).toBe(false);
    expect(visibleStrokes(s)).toHaveLength(1);
    expect(visibleStrokes(s)[0]!.size).toBe(8);
  });

  it('undo and redo do nothing while a stroke is being drawn or when there is nothing to do', () => {
    const drawing = run([{ type: 'strokeStarted', tool: 'brush', size: 3, x: 0, y: 0 }]);
    expect(run([{ type: 'undone' }], drawing)).toBe(drawing);
    expect(run([{ type: 'redone' }], EMPTY_MASK)).toBe(EMPTY_MASK);
    expect(run([{ type: 'undone' }], EMPTY_MASK)).toBe(EMPTY_MASK);
  });

  it('clear is one undoable step, and clearing an empty mask adds none', () => {
    expect(run([{ type: 'cleared' }])).toBe(EMPTY_MASK);
    const s = run([...line('brush', 4, [1, 1]), ...line('brush', 4, [5, 5]), { type: 'cleared' }]);
    expect(visibleStrokes(s)).toEqual([]);
    const back = run([{ type: 'undone' }], s);
    expect(visibleStrokes(back)).toHaveLength(2);
  });

  it('ignores a repeated pointer position and clamps the size to 1 px', () => {
    const s = run(line('brush', 0, [2, 2], [2, 2], [3, 2]));
    expect(s.steps[0]).toEqual({ tool: 'brush', size: 1, points: [2, 2, 3, 2] });
  });
});

describe('rasterizeMask', () => {
  it('paints a round dot of the brush diameter', () => {
    const mask = rasterizeMask([{ tool: 'brush', size: 4, points: [5, 5] }], 10, 10);
    expect(mask[5 * 10 + 5]).toBe(1);
    expect(mask[5 * 10 + 3]).toBe(1);
    expect(mask[5 * 10 + 7]).toBe(0); // px 7 centre is 7.5: 2.5 from 5 > radius 2
    expect(mask[0]).toBe(0);
    // a disc of radius 2 covers about π·r² = 12.6 px
    const painted = mask.reduce((n, v) => n + v, 0);
    expect(painted).toBeGreaterThanOrEqual(10);
    expect(painted).toBeLessThanOrEqual(16);
  });

  it('covers the whole segment between points, without gaps', () => {
    const mask = rasterizeMask([{ tool: 'brush', size: 2, points: [0, 5, 19, 5] }], 20, 10);
    for (let x = 0; x < 20; x += 1) expect(mask[5 * 20 + x]).toBe(1);
    expect(mask[0 * 20 + 10]).toBe(0);
  });

  it('the eraser removes what the brush painted, in drawing order', () => {
    const mask = rasterizeMask(
      [
        { tool: 'brush', size: 10, points: [0, 5, 19, 5] },
        { tool: 'eraser', size: 4, points: [10, 5] },
      ],
      20,
      10,
    );
    expect(mask[5 * 20 + 10]).toBe(0);
    expect(mask[5 * 20 + 2]).toBe(1);
    const again = rasterizeMask(
      [
        { tool: 'eraser', size: 4, points: [10, 5] },
        { tool: 'brush', size: 10, points: [0, 5, 19, 5] },
      ],
      20,
      10,
    );
    expect(again[5 * 20 + 10]).toBe(1);
  });

  it('clips strokes outside the image', () => {
    const mask = rasterizeMask([{ tool: 'brush', size: 8, points: [-3, -3, 30, -3] }], 10, 10);
    expect(mask).toHaveLength(100);
    expect(mask[0]).toBe(1);
    expect(mask[9 * 10]).toBe(0);
  });

  it('follows undo: the rasterised mask of the history after undo equals the one before the stroke', () => {
    const before = run(line('brush', 6, [3, 3], [12, 3]));
    const after = run([...line('eraser', 6, [5, 3]), { type: 'undone' }], before);
    expect(rasterizeMask(visibleStrokes(after), 16, 8)).toEqual(rasterizeMask(visibleStrokes(before), 16, 8));
  });

  it('maskCoverage is the painted share', () => {
    expect(maskCoverage(new Uint8Array(4))).toBe(0);
    expect(maskCoverage(Uint8Array.from([1, 0, 1, 1]))).toBe(0.75);
    expect(maskCoverage(rasterizeMask([{ tool: 'brush', size: 100, points: [5, 5] }], 10, 10))).toBe(1);
  });
});
