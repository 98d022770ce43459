/** The campaign landing page (docs/product.md §2 'Campaigns'), its own lazy chunk: `@aigc/community/campaign`. */
export { CampaignPage, campaignChannelOf } from './CampaignPage';
