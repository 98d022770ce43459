/**
 * Compile-time checks (run by `tsc` in `typecheck`, never imported): the
 * exported `api` carries every domain's endpoint types.
 */
import { api } from './index';

export const knownEndpoint = () => api.endpoints.fetchToken.initiate();
export const feedPatch = () =>
  api.util.updateQueryData('getFeed', { sort: 'hot' }, (draft) => {
    draft.pages.length = 0;
  });
// one endpoint of each end of the alphabet of domains: auth (above) … wanters
export const wanters = () => api.endpoints.getWanters.initiate('p1');
// @ts-expect-error an endpoint that does not exist must not type-check
export const unknownEndpoint = () => api.endpoints.notThere;
