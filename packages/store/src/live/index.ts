/**
 * The live stream on the client (docs/live-stream.md): one `EventSource` per
 * tab while signed in, its events written into the api cache, the ticket tip
 * raised, desktop notifications for message types 5–9. See the package
 * README for why it is a listener middleware and not a streaming endpoint.
 */
export { applyLiveEvent, STREAM_FED_TAGS } from './apply';
export {
  DESKTOP_NOTIFICATIONS_DECLINED_KEY,
  declineDesktopNotifications,
  enableDesktopNotifications,
  shouldOfferDesktopNotifications,
  showDesktopNotification,
} from './desktopNotifications';
export {
  isTicketEvent,
  LIVE_EVENT_NAMES,
  parseLiveEvent,
  type LiveEvent,
  type LiveEventName,
  type LiveHello,
  type LiveMessage,
  type LiveMessageContent,
  type LiveTicketContent,
} from './events';
export { jobPushed, unfinishedJobsListed } from './jobs';
export {
  desktopNotificationClicked,
  desktopNotificationClicksTo,
  initialLiveState,
  liveEventReceived,
  liveSlice,
  selectLiveConnected,
  selectLiveStatus,
  type LiveState,
  type LiveStatus,
} from './slice';
export { LIVE_STREAM_PATH, LIVE_UNSUPPORTED_ALERTED_KEY, liveStreamUrl, startLiveStream } from './stream';
export { UNREAD_COUNT_ENDPOINT, unreadCountPushed } from './unread';
