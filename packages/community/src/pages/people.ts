/** The creators' pages (docs/product.md §2): `/creator`, `/creatorDetail/`, its earnings and `/my-history`, as one chunk. */
export { CreatorsPage } from '../people/CreatorsPage';
export { CreatorDetailPage } from '../people/CreatorDetailPage';
export { EarningsPage } from '../people/EarningsPage';
export { MyHistoryPage } from '../people/MyHistoryPage';
