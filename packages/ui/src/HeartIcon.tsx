import type { SVGProps } from 'react';
import { iconBase } from './icons';

/**
 * The like glyph (decorative: aria-hidden), outlined or `filled`; wants use
 * `TicketIcon`. Its own module: only lazy pages draw it, so it stays out of
 * the apps' entry chunk (docs/architecture.md).
 */
export function HeartIcon({ filled, ...props }: SVGProps<SVGSVGElement> & { filled?: boolean }) {
  return (
    <svg {...iconBase} {...props} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
    </svg>
  );
}

