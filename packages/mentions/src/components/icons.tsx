import type { SVGProps } from 'react';

/** Verified badge (mention tags official/author, docs/product.md §6). */
export function VerifiedIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden {...props}>
      <path fill="currentColor" d="M12 2l2.4 2.1 3.2-.3.9 3.1 2.8 1.6-1.2 3 1.2 3-2.8 1.6-.9 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.9-3.1-2.8-1.6 1.2-3-1.2-3 2.8-1.6.9-3.1 3.2.3z" />
      <path d="M8 12.5l2.5 2.5L16 9.5" stroke="#fff" strokeWidth={2} fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Crown (official / official quality creator badge image, docs/product.md §6). */
export function CrownIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width={14} height={14} viewBox="0 0 24 24" aria-hidden {...props}>
      <path fill="currentColor" d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
    </svg>
  );
}
