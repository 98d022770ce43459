import { clsx } from 'clsx';
import { useLingui } from '@lingui/react/macro';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter: sm 16 px, md 24 px, lg 40 px. Default md. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name announced to screen readers; default "Loading". */
  label?: string;
  className?: string;
}

/**
 * An indeterminate loading indicator with `role="status"`. The rotation
 * stops under `prefers-reduced-motion` (the ring stays visible).
 */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span role="status" aria-label={label ?? t`Loading`} className={clsx('ui-spinner', `ui-spinner--${size}`, className)}>
      <span className="ui-spinner__ring" aria-hidden="true" />
    </span>
  );
}
