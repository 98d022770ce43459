import type { User, UserProfile } from '@aigc/api-client';
import { api } from '../api';

export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/user/info → the logged-in user. Silent: a visitor gets a 401,
     * which is an answer, not an error to show (docs/product.md §4 'on load').
     */
    getUserInfo: build.query<User, void>({
      query: () => ({ url: '/api/user/info' }),
      extraOptions: { silent: true },
      providesTags: ['User'],
    }),
    /** GET /api/user/profile?userId → public profile (404 when unknown). */
    getUserProfile: build.query<UserProfile, string>({
      query: (userId) => ({ url: '/api/user/profile', params: { userId } }),
      providesTags: (_result, _error, userId) => [{ type: 'Profile', id: userId }],
    }),
  }),
});

export const { useGetUserInfoQuery, useGetUserProfileQuery } = userApi;
