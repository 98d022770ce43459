import type { ShowcasePage } from '@aigc/api-client';
import { api } from '../api';

/**
 * The official showcase of About us (docs/product.md §2 'About us').
 * Injected from this module, imported only through `@aigc/store/showcase`
 * by the (lazily loaded) About page, so it weighs nothing on an app's entry chunk.
 */
export const showcaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/showcase → `{ dataList: PostCard[] }`: the posts operators
     * picked, in their order (empty: none picked, the page hides the
     * section). Refetched with the feeds (`Feed` list tag), so a want or a
     * like shows here too.
     */
    getShowcase: build.query<ShowcasePage, void>({
      query: () => ({ url: '/api/showcase' }),
      providesTags: [{ type: 'Feed', id: 'LIST' }],
    }),
  }),
});

export const { useGetShowcaseQuery } = showcaseApi;
