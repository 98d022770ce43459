/** The designer's direct launch `/designer/product/release` (docs/shop.md 'Direct launch'), as its own chunk. */
export { DesignerReleasePage } from '../release';
