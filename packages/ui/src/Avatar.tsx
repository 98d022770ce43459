import { clsx } from 'clsx';
import { useState } from 'react';

const SIZES_PX = { xs: 20, sm: 28, md: 36, lg: 48, xl: 80 } as const;

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** Picture URL; null/undefined or a failed load shows the name's initial. */
  src?: string | null;
  /** The person's name: the alt text and the source of the initial. */
  name: string;
  /** xs 20, sm 28, md 36 (default), lg 48, xl 80 px — or a number of px. */
  size?: keyof typeof SIZES_PX | number;
  className?: string;
}

/** A round user picture with an initial as fallback (named by `name` for screen readers). */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const px = typeof size === 'number' ? size : SIZES_PX[size];
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={clsx('ui-avatar', className)}
      style={{ width: `${px / 16}rem`, height: `${px / 16}rem`, fontSize: `${(px * 0.42) / 16}rem` }}
      role="img"
      aria-label={name}
    >
      {showImage ? (
        <img className="ui-avatar__img" src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span className="ui-avatar__initial" aria-hidden="true">
          {initial}
        </span>
      )}
    </span>
  );
}
