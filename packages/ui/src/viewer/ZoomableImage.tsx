import { forwardRef, useLayoutEffect, useRef, useState } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import type { ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { VIEWER_MAX_ZOOM, VIEWER_MIN_ZOOM, VIEWER_ZOOM_STEP, containSize } from './fit';

/** Props of {@link ZoomableImage}. */
export interface ZoomableImageProps {
  src: string;
  alt: string;
  /** Intrinsic size in px, when known (else read from the loaded file). */
  width?: number;
  height?: number;
  /** The zoom factor after every change (1 = the picture fits the stage). */
  onScaleChange: (scale: number) => void;
}

/**
 * The image viewer's picture with zoom and pan (react-zoom-pan-pinch; this
 * module is loaded with the viewer, not with the page): drawn at
 * {@link containSize} of the stage (zoom 1, never smaller), zoomed from
 * {@link VIEWER_MIN_ZOOM} to {@link VIEWER_MAX_ZOOM} by the wheel, a pinch,
 * a double click or the handle's `zoomIn` / `zoomOut` / `resetTransform`;
 * dragged only while zoomed in, so at zoom 1 a touch drag stays the viewer's
 * swipe to the next picture. The ref is the library's content ref.
 */
export const ZoomableImage = forwardRef<ReactZoomPanPinchContentRef, ZoomableImageProps>(function ZoomableImage(
  { src, alt, width, height, onScaleChange },
  ref,
) {
  const box = useRef<HTMLDivElement>(null);
  const [boxSize, setBoxSize] = useState<{ width: number; height: number } | null>(null);
  const [natural, setNatural] = useState(width && height ? { width, height } : null);
  const [zoomed, setZoomed] = useState(false);

  // Read before the first paint: until the stage's box is known the picture
  // has no drawn size, and an image still loading would show as nothing.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const read = () => setBoxSize({ width: el.clientWidth, height: el.clientHeight });
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const fit = containSize(natural, boxSize);
  return (
    <div ref={box} className="ui-viewer__zoom">
      <TransformWrapper
        ref={ref}
        minScale={VIEWER_MIN_ZOOM}
        maxScale={VIEWER_MAX_ZOOM}
        limitToBounds
        centerZoomedOut
        wheel={{ step: VIEWER_ZOOM_STEP / 2 }}
        doubleClick={{ mode: 'toggle', step: 1 }}
        panning={{ disabled: !zoomed, velocityDisabled: true }}
        onTransform={(_, state) => {
          setZoomed(state.scale > VIEWER_MIN_ZOOM + 0.01);
          onScaleChange(state.scale);
        }}
      >
        <TransformComponent wrapperClass="ui-viewer__zoom-wrapper" contentClass="ui-viewer__zoom-content">
          <img
            className="ui-viewer__image"
            src={src}
            alt={alt}
            width={fit?.width ?? width}
            height={fit?.height ?? height}
            style={fit ? { width: fit.width, height: fit.height } : undefined}
            draggable={false}
            onLoad={(event) => {
              if (!natural) setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight });
            }}
          />
        </TransformComponent>
      </TransformWrapper>
    </div>
  );
});
