/**
 * The inpainting mask as data (docs/product.md §1 inpainting: brush, eraser, undo, redo).
 *
 * The canvas draws what this model holds, and the mask PNG sent with the
 * request is rasterised from the same model, so what the user sees painted is
 * exactly what the server receives. Coordinates and sizes are in source-image
 * pixels, independent of the zoom on screen.
 */

/** A painting tool: the brush adds to the mask, the eraser removes from it. */
export type MaskTool = 'brush' | 'eraser';

/** One stroke: a polyline drawn with a round brush. */
export interface MaskStroke {
  tool: MaskTool;
  /** Brush diameter, in source-image px (≥ 1). */
  size: number;
  /** Flat list of points `[x0, y0, x1, y1, …]`, in source-image px. */
  points: number[];
}

/** An undoable step: a stroke, or clearing the whole mask. */
export type MaskStep = MaskStroke | { tool: 'clear' };

/** Mask history: the applied steps (oldest first), the undone ones (most recent last) and the stroke in progress. */
export interface MaskState {
  steps: MaskStep[];
  undone: MaskStep[];
  drawing: MaskStroke | null;
}

/** An empty mask with no history. */
export const EMPTY_MASK: MaskState = { steps: [], undone: [], drawing: null };

/** Events that change a {@link MaskState}. */
export type MaskAction =
  | { type: 'strokeStarted'; tool: MaskTool; size: number; x: number; y: number }
  | { type: 'strokeExtended'; x: number; y: number }
  | { type: 'strokeEnded' }
  | { type: 'undone' }
  | { type: 'redone' }
  | { type: 'cleared' }
  | { type: 'reset' };

/**
 * Reducer of the mask history. A finished stroke or a clear becomes one
 * step and drops the redo list (a new edit after undo forks the history, as
 * in every editor). Undo/redo while drawing are ignored; clearing an already
 * empty mask adds no step.
 */
export function maskReducer(state: MaskState, action: MaskAction): MaskState {
  switch (action.type) {
    case 'strokeStarted':
      return {
        ...state,
        drawing: { tool: action.tool, size: Math.max(1, action.size), points: [action.x, action.y] },
      };
    case 'strokeExtended': {
      if (!state.drawing) return state;
      const pts = state.drawing.points;
      const lastX = pts[pts.length - 2];
      const lastY = pts[pts.length - 1];
      if (lastX === action.x && lastY === action.y) return state;
      return { ...state, drawing: { ...state.drawing, points: [...pts, action.x, action.y] } };
    }
    case 'strokeEnded':
      if (!state.drawing) return state;
      return { steps: [...state.steps, state.drawing], undone: [], drawing: null };
    case 'undone': {
      if (state.drawing || state.steps.length === 0) return state;
      const last = state.steps[state.steps.length - 1]!;
      return { steps: state.steps.slice(0, -1), undone: [...state.undone, last], drawing: null };
    }
    case 'redone': {
      if (state.drawing || state.undone.length === 0) return state;
      const next = state.undone[state.undone.length - 1]!;
      return { steps: [...state.steps, next], undone: state.undone.slice(0, -1), drawing: null };
    }
    case 'cleared':
      if (visibleStrokes(state).length === 0) return state;
      return { steps: [...state.steps, { tool: 'clear' }], undone: [], drawing: null };
    case 'reset':
      return EMPTY_MASK;
  }
}

/** Whether undo would change anything. */
export const canUndo = (s: MaskState): boolean => s.drawing === null && s.steps.length > 0;
/** Whether redo would change anything. */
export const canRedo = (s: MaskState): boolean => s.drawing === null && s.undone.length > 0;

/** The strokes to draw, in order: everything after the last clear, plus the stroke in progress. */
export function visibleStrokes(state: MaskState): MaskStroke[] {
  const out: MaskStroke[] = [];
  for (const step of state.steps) {
    if (step.tool === 'clear') out.length = 0;
    else out.push(step);
  }
  if (state.drawing) out.push(state.drawing);
  return out;
}

function stamp(mask: Uint8Array, width: number, height: number, cx: number, cy: number, r: number, value: number) {
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(height - 1, Math.ceil(cy + r));
  const r2 = r * r;
  for (let y = y0; y <= y1; y += 1) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x <= x1; x += 1) {
      const dx = x + 0.5 - cx;
      if (dx * dx + dy * dy <= r2) mask[y * width + x] = value;
    }
  }
}

/**
 * Rasterises the visible strokes into a `width`×`height` mask, one byte per
 * px, row-major: 1 = to change (painted), 0 = keep. Strokes are round-capped
 * polylines of their diameter, drawn in order (an eraser stroke sets 0).
 */
export function rasterizeMask(strokes: readonly MaskStroke[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const stroke of strokes) {
    const r = stroke.size / 2;
    const value = stroke.tool === 'brush' ? 1 : 0;
    // Discs every r/2 cover a band at least 0.97·r wide on each side: no gaps, half the work of r/3.
    const step = Math.max(0.5, r / 2);
    const pts = stroke.points;
    stamp(mask, width, height, pts[0]!, pts[1]!, r, value);
    for (let i = 2; i + 1 < pts.length; i += 2) {
      const ax = pts[i - 2]!;
      const ay = pts[i - 1]!;
      const bx = pts[i]!;
      const by = pts[i + 1]!;
      const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
      for (let k = 1; k <= n; k += 1) {
        stamp(mask, width, height, ax + ((bx - ax) * k) / n, ay + ((by - ay) * k) / n, r, value);
      }
    }
  }
  return mask;
}

/** Share of masked px, 0..1 (0 means nothing painted: nothing to inpaint). */
export function maskCoverage(mask: Uint8Array): number {
  if (mask.length === 0) return 0;
  let n = 0;
  for (const v of mask) n += v;
  return n / mask.length;
}

/**
 * Encodes a mask from {@link rasterizeMask} as a PNG the size of the source
 * image: white (255) where the image is to change, black elsewhere, opaque.
 * Browser only (needs a canvas).
 * @throws Error when the browser cannot encode the canvas.
 */
export async function maskToPng(mask: Uint8Array, width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D is not available');
  const data = ctx.createImageData(width, height);
  for (let i = 0; i < mask.length; i += 1) {
    const v = mask[i] ? 255 : 0;
    data.data[i * 4] = v;
    data.data[i * 4 + 1] = v;
    data.data[i * 4 + 2] = v;
    data.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(data, 0, 0);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the mask'))), 'image/png');
  });
}
