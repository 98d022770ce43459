/** The campaign landing pages (docs/product.md §2 'Campaigns'), as their own chunk. */
export { CampaignPage } from '../campaign/CampaignPage';
