import { clsx } from 'clsx';
import type { CSSProperties } from 'react';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Size it with a class or style (width/height); default fills the width, 1 rem high. */
  className?: string;
  style?: CSSProperties;
  /** Round shape (avatars). */
  circle?: boolean;
}

/** A placeholder block with a soft shimmer (static under reduced motion); hidden from assistive technology. */
export function Skeleton({ className, style, circle = false }: SkeletonProps) {
  return <span aria-hidden="true" className={clsx('ui-skeleton', circle && 'ui-skeleton--circle', className)} style={style} />;
}
