import type { Campaign } from '@aigc/api-client';
import type { CampaignChannel } from '@aigc/domain';
import { api } from '../api';

/** Argument of {@link campaignsApi} `getCampaign`: the page's channel and code. */
export interface CampaignArgs {
  channel: CampaignChannel;
  code: string;
}

export const campaignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/campaigns/:channel/:code → Campaign: texts in English and
     * Chinese, hero, rules, window and `state` (upcoming, running, ended),
     * the challenge it leads to (docs/product.md §2 'Campaigns'). Silent: the
     * page shows 404 'This campaign does not exist' itself.
     */
    getCampaign: build.query<Campaign, CampaignArgs>({
      query: ({ channel, code }) => ({
        url: `/api/campaigns/${channel}/${encodeURIComponent(code)}`,
      }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useGetCampaignQuery } = campaignsApi;
