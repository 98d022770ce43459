import { useEffect } from 'react';

/**
 * The document title, in one home (docs/architecture.md 'Document titles'):
 * `'<page> · <brand>'`, or the brand alone when no page names itself. The
 * shell names the route (`useRouteDocumentTitle`, from the route's `title`
 * metadata); a page whose name is its data — a post's title, a challenge's
 * name, a profile's nickname — names itself with {@link useDocumentTitle},
 * which wins over the route's name while it is mounted and shown (a
 * kept-alive screen hidden by `<Activity>` pauses its effects, so it stops
 * naming the document). The most recently shown page wins.
 */
const pageTitles: { page: string }[] = [];
let routeTitle: string | undefined;
let brand = '';

/** `'<page> · <brand>'`, or `brand` when `page` is empty. */
export function composeDocumentTitle(page: string | null | undefined, brandName: string): string {
  const name = page?.trim();
  if (!name) return brandName;
  return brandName ? `${name} · ${brandName}` : name;
}

function apply(): void {
  if (typeof document === 'undefined') return;
  document.title = composeDocumentTitle(pageTitles.at(-1)?.page ?? routeTitle, brand);
}

/**
 * Names the document after this page while it is mounted and shown:
 * `page` (already translated, or user content such as a post title) becomes
 * `'<page> · <brand>'`. Empty or undefined (still loading) leaves the route's
 * name in place.
 */
export function useDocumentTitle(page: string | null | undefined): void {
  useEffect(() => {
    if (!page?.trim()) return;
    const entry = { page };
    pageTitles.push(entry);
    apply();
    return () => {
      pageTitles.splice(pageTitles.indexOf(entry), 1);
      apply();
    };
  }, [page]);
}

/**
 * The shell's part: the current route's translated name (undefined: the
 * brand alone) and the edition's brand. Pages naming themselves
 * ({@link useDocumentTitle}) win over it.
 */
export function useRouteDocumentTitle(page: string | undefined, brandName: string): void {
  useEffect(() => {
    routeTitle = page;
    brand = brandName;
    apply();
  }, [page, brandName]);
}
