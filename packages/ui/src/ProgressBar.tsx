import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Shown and animating while true (navigation or work in flight). */
  active: boolean;
  /** top (default): fixed thin bar at the top of the page (docs/product.md §2 navigation progress); inline: in the flow, full width. */
  placement?: 'top' | 'inline';
  /** Accessible name; default "Loading". */
  label?: string;
  className?: string;
}

/**
 * An indeterminate thin progress bar. `placement="top"` is the navigation
 * bar of docs/product.md §2; `inline` fits inside cards (e.g. a queued generation).
 * Renders nothing while inactive.
 */
export function ProgressBar({ active, placement = 'top', label, className }: ProgressBarProps) {
  const { t } = useLingui();
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={label ?? t`Loading`}
      aria-busy="true"
      className={clsx('ui-progress', `ui-progress--${placement}`, className)}
    >
      <div className="ui-progress__bar" />
    </div>
  );
}
