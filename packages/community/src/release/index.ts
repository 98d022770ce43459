/**
 * The designer area's `/designer/product/release` page (docs/product.md §2,
 * docs/shop.md 'Direct launch'): its own lazy chunk, loaded by
 * `loadDesignerReleasePage` of the package's door, so the community chunk
 * does not carry the release form.
 */
export { DesignerReleasePage } from './DesignerReleasePage';
