/**
 * The live stream on the client (docs/live-stream.md): one `EventSource` per
 * tab while signed in, its events written into the api cache, the ticket tip
 * raised, desktop notifications for message types 5–9. See the package
 * README for why it is a listener middleware and not a streaming endpoint.
 *
 * Only what an app needs up front is exported here; the connection and the
 * event handling (./connection, ./apply, ./jobs, ./unread,
 * ./desktopNotifications) load on the first sign-in, and are imported by
 * path only inside this package (tests).
 */
export {
  DESKTOP_NOTIFICATIONS_DECLINED_KEY,
  declineDesktopNotifications,
  enableDesktopNotifications,
  shouldOfferDesktopNotifications,
} from './notificationPermission';
export type {
  LiveEvent,
  LiveEventName,
  LiveHello,
  LiveMessage,
  LiveMessageContent,
  LiveTicketContent,
} from './events';
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
