import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronIcon } from '../navIcons';

/** Props of {@link ViewerNav}. */
export interface ViewerNavProps {
  hasPrev: boolean;
  hasNext: boolean;
  /** -1 = previous image, +1 = next. */
  onStep: (delta: -1 | 1) => void;
}

/** The image viewer's 'Previous image' / 'Next image' buttons, disabled at the ends. */
export function ViewerNav({ hasPrev, hasNext, onStep }: ViewerNavProps) {
  const { t } = useLingui();
  return (
    <>
      <button
        type="button"
        className={clsx('ui-viewer__button', 'ui-viewer__nav', 'ui-viewer__nav--prev')}
        onClick={() => onStep(-1)}
        disabled={!hasPrev}
        aria-label={t`Previous image`}
        title={t`Previous image`}
      >
        <ChevronIcon direction="left" width={24} height={24} />
      </button>
      <button
        type="button"
        className={clsx('ui-viewer__button', 'ui-viewer__nav', 'ui-viewer__nav--next')}
        onClick={() => onStep(1)}
        disabled={!hasNext}
        aria-label={t`Next image`}
        title={t`Next image`}
      >
        <ChevronIcon direction="right" width={24} height={24} />
      </button>
    </>
  );
}
