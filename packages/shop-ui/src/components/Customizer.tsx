import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type Konva from 'konva';
import { Image as KonvaImage, Layer, Rect, Stage, Transformer } from 'react-konva';
import type { PrintPlacement } from '@aigc/domain';
import { PLACEMENT_SCALE_MAX, PLACEMENT_SCALE_MIN } from '@aigc/domain';

/** Props of {@link Customizer}. */
export interface CustomizerProps {
  /** The picture to place (any size; drawn with its own aspect ratio). */
  imageUrl: string;
  /** The product's print area in mm (its aspect ratio is the frame's). */
  printArea: { widthMm: number; heightMm: number };
  /** Where the picture sits (docs/shop.md 'Placing an order': fractions of the print area, scale of its width, degrees clockwise). */
  placement: PrintPlacement;
  onChange: (placement: PrintPlacement) => void;
  /** The stage's width in CSS px (default 360). */
  width?: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Loads `src` as an HTMLImageElement (null until it has loaded). */
function useLoadedImage(src: string): HTMLImageElement | null {
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
 * The live preview of a custom product (docs/shop.md 'Placing an order'): the
 * print area as a frame, the picture on it — dragged, scaled and rotated
 * with the handles (or the controls beside it) — and what falls outside the
 * frame dimmed, as the print file cuts it off. It reports a
 * {@link PrintPlacement}; the server renders the print file from the
 * original picture with it.
 */
export function Customizer({ imageUrl, printArea, placement, onChange, width = 360 }: CustomizerProps) {
  const { t } = useLingui();
  const image = useLoadedImage(imageUrl);
  const imageRef = useRef<Konva.Image>(null);
  const transformerRef = useRef<Konva.Transformer>(null);
  const margin = 24;
  const frameWidth = width - margin * 2;
  const frameHeight = (frameWidth * printArea.heightMm) / printArea.widthMm;
  const height = frameHeight + margin * 2;
  const drawnWidth = placement.scale * frameWidth;
  const drawnHeight = image ? (drawnWidth * image.height) / image.width : drawnWidth;

  useEffect(() => {
    if (image && imageRef.current && transformerRef.current) {
      transformerRef.current.nodes([imageRef.current]);
      transformerRef.current.getLayer()?.batchDraw();
    }
  }, [image]);

  const report = (node: Konva.Image) => {
    const scaleX = node.scaleX();
    const newWidth = node.width() * scaleX;
    node.scaleX(1);
    node.scaleY(1);
    onChange({
      x: clamp((node.x() - margin) / frameWidth, 0, 1),
      y: clamp((node.y() - margin) / frameHeight, 0, 1),
      scale: clamp(newWidth / frameWidth, PLACEMENT_SCALE_MIN, PLACEMENT_SCALE_MAX),
      rotation: clamp(((((node.rotation() + 180) % 360) + 360) % 360) - 180, -180, 180),
    });
  };

  return (
    // react-konva's Stage passes no aria-* to its element: the named image is this wrapper.
    <div role="img" aria-label={t`Live preview`}>
      <Stage width={width} height={height} className="shop-customizer__stage">
        <Layer>
          <Rect x={margin} y={margin} width={frameWidth} height={frameHeight} fill="#ffffff" />
          {image ? (
            <KonvaImage
              ref={imageRef}
              image={image}
              x={margin + placement.x * frameWidth}
              y={margin + placement.y * frameHeight}
              width={drawnWidth}
              height={drawnHeight}
              offsetX={drawnWidth / 2}
              offsetY={drawnHeight / 2}
              rotation={placement.rotation}
              draggable
              onDragEnd={(e) => report(e.target as Konva.Image)}
              onTransformEnd={(e) => report(e.target as Konva.Image)}
            />
          ) : null}
          {/* Outside the print area is cut off: dim it. */}
          <Rect x={0} y={0} width={width} height={margin} fill="rgba(0,0,0,0.55)" listening={false} />
          <Rect x={0} y={margin + frameHeight} width={width} height={margin} fill="rgba(0,0,0,0.55)" listening={false} />
          <Rect x={0} y={margin} width={margin} height={frameHeight} fill="rgba(0,0,0,0.55)" listening={false} />
          <Rect x={margin + frameWidth} y={margin} width={margin} height={frameHeight} fill="rgba(0,0,0,0.55)" listening={false} />
          <Rect x={margin} y={margin} width={frameWidth} height={frameHeight} stroke="#888" dash={[6, 4]} listening={false} />
          <Transformer ref={transformerRef} keepRatio rotateEnabled enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']} />
        </Layer>
      </Stage>
    </div>
  );
}
