/**
 * `@aigc/store/testing` — the one test door of the client packages: the
 * fetch stub ({@link stubFetch}, {@link envelope}, {@link deferred}), the
 * fixture set ({@link makeUser}, {@link card}, {@link page}, {@link message}…), the fake
 * live stream ({@link installFakeEventSource}) and
 * {@link renderWithProviders} (with `tickets` to seed the balance), and a
 * server drawing hydrated as the browser does ({@link drawnOnServer},
 * {@link hydrateDrawn}). Tests only.
 */
export { deferred, envelope, stubFetch, type FetchCall, type FetchRoute } from './fetch';
export { FakeEventSource, installFakeEventSource } from './eventSource';
export {
  author,
  card,
  creatorDetail,
  detail,
  image,
  job,
  makePublicKey,
  makeUser,
  message,
  offlineModel,
  page,
  record,
  topic,
} from './fixtures';
export { drawnOnServer, hydrateDrawn, renderHookWithProviders, renderWithProviders, type ProvidersOptions } from './render';
/**
 * Loads the refusal translations that the base query otherwise loads with the
 * first refused call (a dynamic import, finished in real time): tests that
 * drive refused calls under fake timers call it first (`beforeAll`).
 */
export { loadServerMessages } from '../serverMessages';
