import { useEffect, useRef, useState } from 'react';
import type { Dispatch } from 'react';
import { Circle, Group, Image as KonvaImage, Layer, Line, Stage } from 'react-konva';
import type Konva from 'konva';
import { useLingui } from '@lingui/react/macro';
import { visibleStrokes } from './maskModel';
import type { MaskAction, MaskState, MaskTool } from './maskModel';

/** A tool of the canvas: paint the mask, erase it, or move (pan) the view. */
export type CanvasTool = MaskTool | 'move';

/** Colour of the painted mask on screen (shown at half opacity over the image). */
const MASK_COLOUR = '#6d4aff';
/** Zoom limits of the wheel. */
const ZOOM_MIN = 1;
const ZOOM_MAX = 8;

export interface InpaintCanvasProps {
  /** URL of the source image (same origin). */
  src: string;
  /** Source image size, in px. */
  width: number;
  height: number;
  mask: MaskState;
  dispatch: Dispatch<MaskAction>;
  tool: CanvasTool;
  /** Brush diameter, in source-image px. */
  brushSize: number;
}

function useHtmlImage(src: string): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    const img = new window.Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => setImage(img);
    img.src = src;
    return () => {
      img.onload = null;
    };
  }, [src]);
  return image;
}

/**
 * The inpainting canvas (docs/product.md §1; Konva through react-konva): the source
 * image fitted to the width of its container, with the mask painted over it
 * at half opacity. Brush and eraser draw round strokes of `brushSize` source
 * px into {@link MaskState} (so the sent mask equals what is shown); move
 * drags the view and the wheel zooms (1×–8×) around the pointer. A ring shows
 * the brush under the pointer.
 */
export function InpaintCanvas({ src, width, height, mask, dispatch, tool, brushSize }: InpaintCanvasProps) {
  const { t } = useLingui();
  const hostRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<Konva.Group>(null);
  const image = useHtmlImage(src);
  const [boxWidth, setBoxWidth] = useState(640);
  const [view, setView] = useState({ zoom: 1, x: 0, y: 0 });
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const observer = new ResizeObserver(() => setBoxWidth(host.clientWidth || 640));
    observer.observe(host);
    setBoxWidth(host.clientWidth || 640);
    return () => observer.disconnect();
  }, []);

  const maxHeight = typeof window === 'undefined' ? 640 : Math.max(320, window.innerHeight * 0.7);
  const fit = Math.min(boxWidth / width, maxHeight / height);
  const stageWidth = Math.round(width * fit);
  const stageHeight = Math.round(height * fit);
  const scale = fit * view.zoom;

  // Back to the fitted view when the image changes.
  useEffect(() => setView({ zoom: 1, x: 0, y: 0 }), [src]);

  const imagePoint = () => {
    const pos = groupRef.current?.getRelativePointerPosition();
    return pos ? { x: Math.round(pos.x * 10) / 10, y: Math.round(pos.y * 10) / 10 } : null;
  };

  const onDown = (e: Konva.KonvaEventObject<PointerEvent>) => {
    if (tool === 'move' || e.evt.button > 0) return;
    const p = imagePoint();
    if (p) dispatch({ type: 'strokeStarted', tool, size: brushSize, x: p.x, y: p.y });
  };
  const onMove = () => {
    const p = imagePoint();
    setPointer(p);
    if (p && mask.drawing) dispatch({ type: 'strokeExtended', x: p.x, y: p.y });
  };
  const onUp = () => {
    if (mask.drawing) dispatch({ type: 'strokeEnded' });
  };

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const stage = e.target.getStage();
    const at = stage?.getPointerPosition();
    if (!at) return;
    const zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.zoom * (e.evt.deltaY < 0 ? 1.15 : 1 / 1.15)));
    if (zoom === view.zoom) return;
    // Keep the image point under the pointer where it is.
    const ix = (at.x - view.x) / scale;
    const iy = (at.y - view.y) / scale;
    const next = zoom === 1 ? { zoom, x: 0, y: 0 } : { zoom, x: at.x - ix * fit * zoom, y: at.y - iy * fit * zoom };
    setView(next);
  };

  const strokes = visibleStrokes(mask);

  return (
    <div
      ref={hostRef}
      className="gen-canvas"
      data-tool={tool}
      data-strokes={strokes.length}
      role="application"
      aria-label={t`Inpainting canvas: paint over the area to change`}
    >
      <Stage
        width={stageWidth}
        height={stageHeight}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerLeave={() => {
          setPointer(null);
          onUp();
        }}
        onWheel={onWheel}
        style={{ cursor: tool === 'move' ? 'grab' : 'none', touchAction: 'none' }}
      >
        <Layer>
          <Group
            ref={groupRef}
            x={view.x}
            y={view.y}
            scaleX={scale}
            scaleY={scale}
            draggable={tool === 'move'}
            onDragMove={(e) => setView((v) => ({ ...v, x: e.target.x(), y: e.target.y() }))}
          >
            {image ? <KonvaImage image={image} width={width} height={height} /> : null}
          </Group>
        </Layer>
        <Layer opacity={0.55} listening={false}>
          <Group x={view.x} y={view.y} scaleX={scale} scaleY={scale}>
            {strokes.map((stroke, i) => (
              <Line
                key={i}
                points={stroke.points.length === 2 ? [...stroke.points, ...stroke.points] : stroke.points}
                stroke={stroke.tool === 'brush' ? MASK_COLOUR : '#000'}
                strokeWidth={stroke.size}
                lineCap="round"
                lineJoin="round"
                globalCompositeOperation={stroke.tool === 'eraser' ? 'destination-out' : 'source-over'}
              />
            ))}
          </Group>
        </Layer>
        <Layer listening={false}>
          {pointer && tool !== 'move' ? (
            <Circle
              x={view.x + pointer.x * scale}
              y={view.y + pointer.y * scale}
              radius={(brushSize / 2) * scale}
              stroke="#ffffff"
              strokeWidth={1.5}
              shadowColor="#000"
              shadowBlur={2}
            />
          ) : null}
        </Layer>
      </Stage>
    </div>
  );
}
