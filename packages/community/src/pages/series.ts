/** The series page `/seriesDetail/…` (docs/product.md §2), as its own chunk. */
export { SeriesDetailPage } from '../series/SeriesDetailPage';
