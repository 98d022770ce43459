/**
 * Compile-time checks (run by `tsc` in `typecheck`, never imported): the
 * exported `api` carries every endpoint's types.
 */
import { api } from './index';

export const knownEndpoint = () => api.endpoints.fetchToken.initiate();
export const feedPatch = () =>
  api.util.updateQueryData('getFeed', { sort: 'hot' }, (draft) => {
    draft.pages.length = 0;
  });
// @ts-expect-error an endpoint that does not exist must not type-check
export const unknownEndpoint = () => api.endpoints.notThere;
