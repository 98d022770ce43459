import { lazy, Suspense, useState } from 'react';
import type { Dispatch } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Spinner } from '@aigc/ui';
import type { SourceImage } from '../util/sourceImage';
import type { CanvasTool } from './InpaintCanvas';
import { canRedo, canUndo, visibleStrokes } from './maskModel';
import type { MaskAction, MaskState } from './maskModel';

// Konva loads with the editor, not with every generator page.
const InpaintCanvas = lazy(() => import('./InpaintCanvas').then((m) => ({ default: m.InpaintCanvas })));

/** Brush diameters offered, as a share of the image's long side (1 %–15 %). */
const BRUSH_MIN_SHARE = 0.01;
const BRUSH_MAX_SHARE = 0.15;

/** Props of {@link MaskEditor}. */
export interface MaskEditorProps {
  /** The image to paint on; null shows how to start. */
  source: SourceImage | null;
  mask: MaskState;
  dispatch: Dispatch<MaskAction>;
}

/**
 * The inpainting mask editor (docs/product.md §1): a toolbar (brush, eraser, move;
 * undo, redo, clear; the brush size from 1 % to 15 % of the image's long
 * side, shown in px) over the canvas, loaded on first use. Without an image
 * it says how to start.
 */
export function MaskEditor({ source, mask, dispatch }: MaskEditorProps) {
  const { t } = useLingui();
  const [tool, setTool] = useState<CanvasTool>('brush');
  const [brushShare, setBrushShare] = useState(0.05);

  if (!source) {
    return (
      <section className="gen-panel gen-editor gen-editor--empty" aria-label={t`Mask editor`}>
        <p className="gen-drop__title">
          <Trans>Choose an image to start painting</Trans>
        </p>
        <p className="gen-small gen-muted">
          <Trans>Paint over what to change with the brush; the eraser takes paint away.</Trans>
        </p>
      </section>
    );
  }

  const brushSize = Math.max(2, Math.round(Math.max(source.width, source.height) * brushShare));
  const tools: { id: CanvasTool; label: string }[] = [
    { id: 'brush', label: t`Brush` },
    { id: 'eraser', label: t`Eraser` },
    { id: 'move', label: t`Move` },
  ];

  return (
    <section className="gen-panel gen-editor" aria-label={t`Mask editor`}>
      <div className="gen-toolbar" role="toolbar" aria-label={t`Canvas tools`}>
        {tools.map((item) => (
          <Button
            key={item.id}
            type="button"
            size="sm"
            variant={tool === item.id ? 'primary' : 'secondary'}
            aria-pressed={tool === item.id}
            onClick={() => setTool(item.id)}
          >
            {item.label}
          </Button>
        ))}
        <span className="gen-toolbar__sep" aria-hidden="true" />
        <Button type="button" size="sm" variant="ghost" disabled={!canUndo(mask)} onClick={() => dispatch({ type: 'undone' })}>
          <Trans>Undo</Trans>
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={!canRedo(mask)} onClick={() => dispatch({ type: 'redone' })}>
          <Trans>Redo</Trans>
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={visibleStrokes(mask).length === 0} onClick={() => dispatch({ type: 'cleared' })}>
          <Trans>Clear</Trans>
        </Button>
        <label className="gen-toolbar__size">
          <span>
            <Trans>Brush size</Trans>
          </span>
          <input
            type="range"
            min={BRUSH_MIN_SHARE * 100}
            max={BRUSH_MAX_SHARE * 100}
            step={0.5}
            value={brushShare * 100}
            onChange={(e) => setBrushShare(Number(e.target.value) / 100)}
            aria-valuetext={t`${brushSize} px`}
          />
          <output className="gen-small gen-muted">{brushSize} px</output>
        </label>
      </div>
      <Suspense fallback={<Spinner label={t`Loading the canvas`} />}>
        <InpaintCanvas
          src={source.previewUrl}
          width={source.width}
          height={source.height}
          mask={mask}
          dispatch={dispatch}
          tool={tool}
          brushSize={brushSize}
        />
      </Suspense>
    </section>
  );
}
