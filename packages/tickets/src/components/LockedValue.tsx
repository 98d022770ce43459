import type { ReactNode } from 'react';
import { LockIcon } from './LockIcon';

/** Props of {@link LockedValue}. */
export interface LockedValueProps {
  /** What the value is (after the lock icon). */
  label: ReactNode;
  /** The value; line breaks are kept. */
  value: ReactNode;
  /** `data-testid` of the block. */
  testId?: string;
}

/** A value that can no longer be changed (docs/product.md §5: shipping fields, the claimed ID tag): a lock, its label, the value. */
export function LockedValue({ label, value, testId }: LockedValueProps) {
  return (
    <div className="mr-locked" data-testid={testId}>
      <span className="mr-locked__label">
        <LockIcon />
        {label}
      </span>
      <span className="mr-locked__value">{value}</span>
    </div>
  );
}
