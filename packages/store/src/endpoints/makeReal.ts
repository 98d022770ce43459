import type { DailyRewards, IdTagCampaign, ProductDiscount, ProductView, ShippingInfo } from '@aigc/api-client';
import type { ProductModelType, ShippingField, UsAddress } from '@aigc/domain';
import { api } from '../api';
import { ticketsLoaded } from './tickets';

/** Arguments of {@link makeRealApi} `getProductDiscount`. */
export interface ProductDiscountArgs {
  modelType: ProductModelType;
  /** The post: gives the caller's own tier (creator, top wanter, wanter). */
  contentId?: string;
}

/** Body of `claimIdTag` (docs/product.md §2 'Free ID tag page'). */
export interface IdTagClaimBody {
  name: string;
  country: string;
  address: UsAddress;
}

/**
 * Make It Real, shipping, the free ID tag and the daily rewards (docs/product.md §1–§4,
 * §9; docs/tickets.md).
 */
export const makeRealApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/make-real/product → a post's product status, history and the
     * caller's tier, discount (fraction paid) and price. Silent: the want
     * dialog simply leaves the status out when it fails.
     */
    getProductView: build.query<ProductView, string>({
      query: (contentId) => ({ url: '/api/make-real/product', params: { contentId } }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, contentId) => [{ type: 'Product', id: contentId }],
    }),
    /**
     * GET /trade/product/discount (docs/product.md §7) → every tier with its discount
     * and price, and the caller's own. The post page's price estimate and the
     * shop both read this.
     */
    getProductDiscount: build.query<ProductDiscount, ProductDiscountArgs>({
      query: ({ modelType, contentId }) => ({ url: '/trade/product/discount', params: { modelType, contentId } }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, a) => [{ type: 'Product', id: a.contentId ?? 'LIST' }],
    }),
    /** GET /api/delivery/info → the caller's shipping information and which fields are locked. */
    getShippingInfo: build.query<ShippingInfo, void>({
      query: () => ({ url: '/api/delivery/info' }),
      providesTags: ['Shipping'],
    }),
    /**
     * POST /api/delivery/confirm `{ field, value }` → ShippingInfo: confirms
     * and locks one field (400 invalid, 409 locked — toasted by the base query).
     */
    confirmShippingField: build.mutation<ShippingInfo, { field: ShippingField; value: string }>({
      query: (body) => ({ url: '/api/delivery/confirm', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(makeRealApi.util.upsertQueryData('getShippingInfo', undefined, data));
        } catch {
          // toasted by the base query
        }
      },
    }),
    /** GET /api/idtag/campaign → counts (first 10,000) and the caller's claim. */
    getIdTagCampaign: build.query<IdTagCampaign, void>({
      query: () => ({ url: '/api/idtag/campaign' }),
      providesTags: ['IdTag'],
    }),
    /** POST /api/idtag/claim → IdTagCampaign with the claim (400, 409 claimed, 4002 sold out). */
    claimIdTag: build.mutation<IdTagCampaign, IdTagClaimBody>({
      query: (body) => ({ url: '/api/idtag/claim', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(makeRealApi.util.upsertQueryData('getIdTagCampaign', undefined, data));
        } catch {
          // toasted by the base query
        }
      },
    }),
    /**
     * POST /api/ticket/daily → today's rewards in the browser's zone (the
     * `Tz` header); grants what is due (once per local day) and refreshes
     * the balance. Silent.
     */
    getDailyRewards: build.query<DailyRewards, void>({
      query: () => ({ url: '/api/ticket/daily', method: 'POST' }),
      extraOptions: { silent: true },
      providesTags: ['DailyRewards'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ticketsLoaded(data.balance));
          if (data.granted.length > 0) dispatch(makeRealApi.util.invalidateTags([{ type: 'TicketLog', id: 'LIST' }]));
        } catch {
          // keep the last known count
        }
      },
    }),
  }),
});

export const {
  useGetProductViewQuery,
  useGetProductDiscountQuery,
  useGetShippingInfoQuery,
  useConfirmShippingFieldMutation,
  useGetIdTagCampaignQuery,
  useClaimIdTagMutation,
  useGetDailyRewardsQuery,
} = makeRealApi;
