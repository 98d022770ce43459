/**
 * The designer area's `/designer/product/release` page (docs/product.md §2,
 * docs/shop.md 'Direct launch'), entered through the
 * `@aigc/community/pages/release` door: its own lazy chunk.
 */
export { DesignerReleasePage } from './DesignerReleasePage';
