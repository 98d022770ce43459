export { mainSiteOriginFor } from '@aigc/shell';

/** Query of the checkout page (`/checkout?product=&size=&quantity=` plus the placement of a custom product). */
export interface CheckoutItemParams {
  productId: string;
  size: string;
  quantity: number;
  custom?: { imageId: string; placement: { x: number; y: number; scale: number; rotation: number } };
}

/** `/checkout?…` for one line (what the product page and the customizer open). */
export function checkoutPath(item: CheckoutItemParams): string {
  const q = new URLSearchParams({ product: item.productId, size: item.size, quantity: String(item.quantity) });
  if (item.custom) {
    const p = item.custom.placement;
    q.set('image', item.custom.imageId);
    q.set('placement', [p.x, p.y, p.scale, p.rotation].map((n) => Number(n.toFixed(4))).join(','));
  }
  return `/checkout?${q.toString()}`;
}

/** Reads {@link checkoutPath}'s query back; `null` when the product or size is missing or a number is bad. */
export function readCheckoutParams(search: URLSearchParams): CheckoutItemParams | null {
  const productId = search.get('product');
  const size = search.get('size');
  const quantity = Number(search.get('quantity') ?? '1');
  if (!productId || !size || !Number.isInteger(quantity)) return null;
  const imageId = search.get('image');
  const raw = search.get('placement');
  if (!imageId || !raw) return { productId, size, quantity };
  const [x, y, scale, rotation] = raw.split(',').map(Number);
  if ([x, y, scale, rotation].some((n) => n === undefined || !Number.isFinite(n))) return null;
  return { productId, size, quantity, custom: { imageId, placement: { x: x!, y: y!, scale: scale!, rotation: rotation! } } };
}
