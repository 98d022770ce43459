/**
 * Icons of the kit's on-demand parts (the image viewer, carousels): kept out
 * of icons.tsx, whose glyphs the entry chunk carries (a module's code goes
 * to the chunk that loads it first, with every export any chunk uses).
 */
import type { SVGProps } from 'react';
import { iconBase } from './icons';

/** A chevron pointing `direction` (previous / next buttons of the image viewer and of carousels). */
export function ChevronIcon({ direction, ...props }: SVGProps<SVGSVGElement> & { direction: 'left' | 'right' }) {
  return (
    <svg {...iconBase} {...props}>
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/** A plus (zoom in). */
export function PlusIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

/** A minus (zoom out). */
export function MinusIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M5 12h14" />
    </svg>
  );
}
