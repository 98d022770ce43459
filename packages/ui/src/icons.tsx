/** Small inline icons used inside the kit (decorative: aria-hidden). */
import type { SVGProps } from 'react';

/** The kit's icon defaults: a 20 px, 24-unit stroked glyph, hidden from assistive technology. */
export const iconBase = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** A want-ticket: the one glyph of wants everywhere (feed cards, post page, account, balance); likes use `HeartIcon` (./HeartIcon). */
export function TicketIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
      <path d="M9 6v12" strokeDasharray="2 2" />
    </svg>
  );
}

export function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function InfoIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </svg>
  );
}

export function AlertIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5h.01" />
    </svg>
  );
}

/** The edu tool cards' icons (decorative, drawn on the 24-unit grid of {@link CloseIcon}; size them with `width` / `height`). */
export function RocketIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M12 2c3 2.5 4.5 6 4.5 10v4h-9v-4c0-4 1.5-7.5 4.5-10z" />
      <circle cx="12" cy="10" r="1.75" />
      <path d="M7.5 13l-3 3v3l3-1M16.5 13l3 3v3l-3-1M10 19.5c0 1.5 1 2.5 2 2.5s2-1 2-2.5" />
    </svg>
  );
}

/** A briefcase (a job). */
export function BriefcaseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18M11 13v2h2v-2" />
    </svg>
  );
}

/** A painter's palette (words to picture). */
export function PaletteIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M12 3a9 9 0 0 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.5-4-8-9-8z" />
      <circle cx="7.5" cy="11" r="1" />
      <circle cx="10" cy="7" r="1" />
      <circle cx="15" cy="7.5" r="1" />
    </svg>
  );
}

/** A cube (a 3D model). */
export function CubeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M12 2.5l8.5 4.75v9.5L12 21.5l-8.5-4.75v-9.5z" />
      <path d="M3.5 7.25L12 12l8.5-4.75M12 12v9.5" />
    </svg>
  );
}

/** A small figure (a cartoon figurine). */
export function FigurineIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <circle cx="12" cy="7" r="4" />
      <path d="M10.5 7h.01M13.5 7h.01M7 21v-4a5 5 0 0 1 10 0v4zM7 15l-2.5-2M17 15l2.5-2" />
    </svg>
  );
}

/** A paint brush (painting over part of a picture). */
export function BrushIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...iconBase} {...props}>
      <path d="M20 4l-9 9M14.5 6.5l3 3" />
      <path d="M11 13c-2.5-.5-4.5 1-5 3.5-.3 1.5-1 2.5-2.5 3.5 3 .5 6.5 0 8-2 1-1.3 1-3.5-.5-5z" />
    </svg>
  );
}

