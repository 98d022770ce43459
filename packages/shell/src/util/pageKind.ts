import type { PageKind } from '@aigc/ui';

/** Path prefixes of the generator pages (docs/product.md §2 generator routes and the challenge design page). */
const GENERATOR_PREFIXES = ['/generator', '/create/', '/challenge/design/'];

/**
 * The kind of page at `pathname`, which picks its minimum size (docs/product.md §9:
 * 1200 × 400 for generator pages, else 1024 × 750).
 */
export function pageKindFor(pathname: string): PageKind {
  return GENERATOR_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`))
    ? 'generator'
    : 'default';
}
