/** The post page `/content/:contentId` (docs/product.md §2), as its own chunk. */
export { ContentDetailPage } from '../ContentDetailPage';
