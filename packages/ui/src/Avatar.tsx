import { clsx } from 'clsx';
import { useState } from 'react';
import { AVATAR_SIZE_PX, imageSrcSets } from '@aigc/domain';

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

/**
 * A round user picture with an initial as fallback (named by `name` for
 * screen readers). A stored avatar (`/aigc/files/…`, 256 px) is drawn from
 * its AVIF / WebP variants at the avatar's size (`sizes` = its px), so a
 * 20 px avatar loads a 64 px file, not the 256 px original
 * (docs/architecture.md "Responsive images").
 */
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
      {showImage && src ? (
        <AvatarPicture src={src} px={px} onError={() => setFailedSrc(src)} />
      ) : (
        <span className="ui-avatar__initial" aria-hidden="true">
          {initial}
        </span>
      )}
    </span>
  );
}

/** The avatar's `<img>`, after AVIF / WebP `<source>`s of its variants when it is a stored file. */
function AvatarPicture({ src, px, onError }: { src: string; px: number; onError: () => void }) {
  const sets = imageSrcSets(src, AVATAR_SIZE_PX);
  const sizes = `${px}px`;
  const img = <img className="ui-avatar__img" src={src} alt="" loading="lazy" decoding="async" onError={onError} />;
  return sets ? (
    <picture className="ui-avatar__picture">
      <source type="image/avif" srcSet={sets.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sets.webp} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
