import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, SVGProps, SyntheticEvent } from 'react';
import { imageSrcSets } from '@aigc/domain';
import { iconBase } from './icons';
import { useServerDrawn } from './serverRender';

/** The three visible states of an image (docs/product.md §4). */
export type ImageStatus = 'loading' | 'loaded' | 'failed';

/** Props of {@link Image}. */
export interface ImageProps {
  /**
   * The picture. For a stored original (`/aigc/files/<key>.png|jpg|webp`)
   * with `sizes` given, the browser picks from its AVIF / WebP variants
   * instead (see `sizes`).
   */
  src: string;
  /**
   * The width the box is drawn at, as an HTML `sizes` value (e.g. `171px`,
   * `(max-width: 1023px) 100vw, 710px`). With it, a stored original is
   * rendered as a `<picture>` with AVIF and WebP `srcset`s of its variants
   * (`imageSrcSets` of `@aigc/domain`, never past the intrinsic `width`), so
   * a 2× screen gets twice the pixels and a phone no more than it draws
   * (docs/architecture.md "Responsive images"). Without it, `src` as is.
   */
  sizes?: string;
  /** Text alternative; "" for decorative images. */
  alt: string;
  /** Intrinsic width in px: with `height` it sizes the reserved aspect-ratio box (no layout shift). */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** Picture shown when `src` fails; if it fails too, the failure icon is shown (docs/product.md §4). */
  fallbackSrc?: string;
  /** Defer loading until the image nears the viewport (native `loading="lazy"`). */
  lazy?: boolean;
  /**
   * `high` for the first screen's largest image (its LCP element): the
   * browser fetches it before other images (native `fetchpriority`). Leave
   * unset elsewhere.
   */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** contain (default) shows the whole work uncropped; cover fills the box (avatars, banners). */
  fit?: 'contain' | 'cover';
  /** Extra classes on the box; the box fills its container's width. */
  className?: string;
  style?: CSSProperties;
  /** Called when the state changes (after loaded or failed). */
  onStatusChange?: (status: ImageStatus) => void;
}

/**
 * An image in a reserved aspect-ratio box with a skeleton while loading, the
 * picture once loaded, and on failure the fallback picture or a failure icon
 * with docs/product.md §8's "Component or image failed to load" (docs/product.md §4, docs/style.md). The box's state is exposed
 * as `data-status` for styling and tests.
 */
export function Image({
  src,
  sizes,
  alt,
  width,
  height,
  fallbackSrc,
  lazy = false,
  fetchPriority,
  fit = 'contain',
  className,
  style,
  onStatusChange,
}: ImageProps) {
  // State is keyed by the source it describes, so a new `src` starts over at "loading".
  // Drawn on the server, the picture shows as the browser loads it, as a plain <img> does: no script is there yet
  // to reveal it; the browser's hydration of that markup starts from the same state (docs/architecture.md
  // "Server rendering").
  const serverDrawn = useServerDrawn();
  const [state, setState] = useState<{ src: string; status: ImageStatus; useFallback: boolean }>({
    src,
    status: serverDrawn ? 'loaded' : 'loading',
    useFallback: false,
  });
  const current =
    state.src === src ? state : { src, status: 'loading' as const, useFallback: false };
  const shown = current.useFallback && fallbackSrc ? fallbackSrc : src;
  const imgRef = useRef<HTMLImageElement>(null);
  const statusRef = useRef(onStatusChange);
  useEffect(() => {
    statusRef.current = onStatusChange;
  });

  useEffect(() => {
    if (current.status !== 'loading') statusRef.current?.(current.status);
  }, [current.status]);

  // An image may have finished before React listened (drawn by the server, or in the cache): a loaded one shows
  // from the first paint, without a skeleton or a fade; one the server drew that failed takes the failure's path.
  const hydratedFrom = useRef(serverDrawn ? src : null);
  useLayoutEffect(() => {
    const img = imgRef.current;
    if (
      img &&
      hydratedFrom.current === src &&
      img.complete &&
      img.naturalWidth === 0 &&
      img.currentSrc
    ) {
      hydratedFrom.current = null;
      setState((s) =>
        s.src !== src
          ? s
          : fallbackSrc && !s.useFallback
            ? { src, status: 'loading', useFallback: true }
            : { ...s, status: 'failed' },
      );
      return;
    }
    if (img && img.complete && img.naturalWidth > 0) {
      setState((s) =>
        s.src === src && s.status === 'loaded'
          ? s
          : { src, status: 'loaded', useFallback: s.src === src ? s.useFallback : false },
      );
    }
  }, [src, shown, fallbackSrc]);

  const onLoad = () => setState({ src, status: 'loaded', useFallback: current.useFallback });
  const onError = (_event: SyntheticEvent<HTMLImageElement>) => {
    if (!current.useFallback && fallbackSrc)
      setState({ src, status: 'loading', useFallback: true });
    else setState({ src, status: 'failed', useFallback: current.useFallback });
  };

  const ratio = width > 0 && height > 0 ? `${width} / ${height}` : '1 / 1';
  const sets = sizes && !current.useFallback ? imageSrcSets(src, width) : null;
  const img = (
    <img
      ref={imgRef}
      key={sets ? undefined : shown}
      className="ui-image__img"
      src={sets ? sets.src : shown}
      srcSet={sets?.original}
      sizes={sets ? sizes : undefined}
      alt={alt}
      width={width || undefined}
      height={height || undefined}
      loading={lazy ? 'lazy' : 'eager'}
      fetchPriority={fetchPriority}
      decoding="async"
      onLoad={onLoad}
      onError={onError}
    />
  );
  return (
    <span
      className={clsx('ui-image', `ui-image--${current.status}`, `ui-image--${fit}`, className)}
      style={{ aspectRatio: ratio, ...style }}
      data-status={current.status}
    >
      {current.status === 'failed' ? (
        <span className="ui-image__failed">
          <BrokenImageIcon width={28} height={28} />
          {alt ? <span className="ui-visually-hidden">{alt}</span> : null}
          <span className="ui-image__failed-text">
            <Trans>Component or image failed to load</Trans>
          </span>
        </span>
      ) : sets ? (
        <picture key={shown} className="ui-image__picture">
          <source type="image/avif" srcSet={sets.avif} sizes={sizes} />
          <source type="image/webp" srcSet={sets.webp} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
      {current.status === 'loading' ? (
        <span className="ui-image__skeleton ui-skeleton" aria-hidden="true" />
      ) : null}
    </span>
  );
}

/** The failed-image glyph (decorative), kept with {@link Image} so it loads with the pages that draw images, not the entry. */
function BrokenImageIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M3 16l5-5 4 4M14 13l2-2 5 5" />
      <path d="M4 4l16 16" />
    </svg>
  );
}
