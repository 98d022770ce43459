/**
 * The size in CSS px at which a `natural`-sized picture fills a `box`
 * without cropping (CSS `object-fit: contain`, growing small pictures too):
 * the image viewer's zoom 1, so a work is never drawn smaller than the
 * screen lets it be. Null while either size is unknown or empty.
 */
export function containSize(
  natural: { width: number; height: number } | null,
  box: { width: number; height: number } | null,
): { width: number; height: number } | null {
  if (!natural || !box || natural.width <= 0 || natural.height <= 0 || box.width <= 0 || box.height <= 0) return null;
  const scale = Math.min(box.width / natural.width, box.height / natural.height);
  return { width: Math.floor(natural.width * scale), height: Math.floor(natural.height * scale) };
}

/** The image viewer's zoom range: 1 = the whole picture fits the screen ({@link containSize}), up to 8×. */
export const VIEWER_MIN_ZOOM = 1;
export const VIEWER_MAX_ZOOM = 8;
/** How much one press of the zoom buttons or keys, or one wheel notch, zooms. */
export const VIEWER_ZOOM_STEP = 0.5;
