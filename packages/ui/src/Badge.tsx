import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Props of {@link Badge}. */
export interface BadgeProps {
  children: ReactNode;
  /** neutral (default), accent (want/ticket related), success, danger, or overlay (on top of images). */
  tone?: 'neutral' | 'accent' | 'success' | 'danger' | 'overlay';
  className?: string;
}

/** A small pill label: status ("Going to production"), counts, tags. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={clsx('ui-badge', `ui-badge--${tone}`, className)}>{children}</span>;
}
