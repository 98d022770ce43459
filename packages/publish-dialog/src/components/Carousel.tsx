import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CAROUSEL_PER_VIEW } from '@aigc/domain';
import { IconButton } from '@aigc/ui';
import type { SelectedImage } from '../util/selection';
import { BackIcon, NextIcon, PlusIcon } from './icons';
import { UploadingImage } from './UploadingImage';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  images: readonly SelectedImage[];
  /** Removes an image; the remove buttons show only when more than one is selected (docs/product.md §5). */
  onRemove: (uniqueImageId: string) => void;
  /** The add tile (back to step 1); omitted = no add tile. */
  onAdd?: (() => void) | undefined;
  /** Images not matching a Want It challenge are dimmed with a warning (docs/product.md §5). */
  isDimmed: (image: SelectedImage) => boolean;
}

/**
 * Step 2's carousel of chosen images, 4 per view (docs/product.md §2, §9), the first
 * marked as the cover, followed by the add tile.
 */
export function Carousel({ images, onRemove, onAdd, isDimmed }: CarouselProps) {
  const { t } = useLingui();
  const tiles = images.length + (onAdd ? 1 : 0);
  const [start, setStart] = useState(0);
  const maxStart = Math.max(0, tiles - CAROUSEL_PER_VIEW);
  const first = Math.min(start, maxStart);
  const visible = images.slice(first, first + CAROUSEL_PER_VIEW);
  const showAdd = onAdd && first + CAROUSEL_PER_VIEW > images.length;
  return (
    <div className="pd-carousel" role="group" aria-roledescription={t`carousel`} aria-label={t`Selected images`}>
      <IconButton label={t`Previous images`} size="sm" disabled={first === 0} onClick={() => setStart(Math.max(0, first - CAROUSEL_PER_VIEW))}>
        <BackIcon />
      </IconButton>
      <ul className="pd-carousel__track">
        {visible.map((image, i) => {
          const dimmed = isDimmed(image);
          return (
            <li key={image.uniqueImageId} className="pd-carousel__item" data-dimmed={dimmed || undefined}>
              <UploadingImage image={image} />
              {first + i === 0 ? (
                <span className="pd-carousel__cover">
                  <Trans>Cover</Trans>
                </span>
              ) : null}
              {dimmed ? (
                <span className="pd-carousel__warning">
                  <Trans>Not designed for this challenge</Trans>
                </span>
              ) : null}
              {images.length > 1 ? (
                <IconButton
                  label={t`Remove image ${first + i + 1}`}
                  size="sm"
                  variant="secondary"
                  className="pd-tile__remove"
                  onClick={() => onRemove(image.uniqueImageId)}
                >
                  ×
                </IconButton>
              ) : null}
            </li>
          );
        })}
        {showAdd ? (
          <li className="pd-carousel__item">
            <button type="button" className="pd-add" onClick={onAdd}>
              <PlusIcon />
              <span>
                <Trans>Add images</Trans>
              </span>
            </button>
          </li>
        ) : null}
      </ul>
      <IconButton
        label={t`Next images`}
        size="sm"
        disabled={first >= maxStart}
        onClick={() => setStart(Math.min(maxStart, first + CAROUSEL_PER_VIEW))}
      >
        <NextIcon />
      </IconButton>
    </div>
  );
}
