import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { raisesDesktopNotification } from '@aigc/domain';
import { api, type TagType } from '../api';
import { ticketsLoaded } from '../endpoints/tickets';
import { ticketTipShown } from '../slices/tickets';
import type { RootState } from '../store';
import { showDesktopNotification } from './desktopNotifications';
import { isTicketEvent, type LiveEvent } from './events';
import { jobPushed, unfinishedJobsListed } from './jobs';
import { desktopNotificationClicked } from './slice';
import { unreadCountPushed } from './unread';

type Thunk = ThunkAction<void, RootState, unknown, UnknownAction>;

/**
 * Every cache the stream feeds (docs/live-stream.md): the notice lists and
 * counts, the ticket balance and log, the generation jobs and the history
 * they end in. A `reset` refetches all of them.
 */
export const STREAM_FED_TAGS: readonly TagType[] = [
  'Message',
  'UnreadCount',
  'Tickets',
  'TicketLog',
  'Job',
  'Generation',
];

/**
 * Writes one live event into the caches (docs/live-stream.md 'Events'):
 *
 * - `hello`: the unread count, the ticket balance (`getTicketCount`) and the
 *   unfinished jobs ({@link unfinishedJobsListed});
 * - `message` of type 2 / 3 (docs/product.md §4 'Ticket tip'): the balance,
 *   the ticket tip (`ticketTipShown`) and a refetch of the ticket log;
 * - any other `message`: the unread count, a refetch of the message lists
 *   (`Message`) and, for types 5–9 while the tab is hidden, a desktop
 *   notification whose click dispatches {@link desktopNotificationClicked};
 * - `tickets`: the balance (spend, gain, refund) and a refetch of the log;
 * - `generation`: the job's caches ({@link jobPushed});
 * - `reset`: every {@link STREAM_FED_TAGS} cache is refetched.
 */
export const applyLiveEvent =
  (event: LiveEvent): Thunk =>
  (dispatch) => {
    switch (event.name) {
      case 'hello':
        dispatch(unreadCountPushed(event.data.unReadCount));
        dispatch(ticketsLoaded(event.data.balance));
        dispatch(unfinishedJobsListed(event.data.jobs));
        return;
      case 'message': {
        const message = event.data;
        if (isTicketEvent(message)) {
          dispatch(ticketsLoaded(message.content.balance));
          dispatch(
            ticketTipShown({
              type: message.type,
              num: message.content.num,
              time: message.content.time,
            }),
          );
          dispatch(api.util.invalidateTags([{ type: 'TicketLog', id: 'LIST' }]));
          return;
        }
        if (typeof message.unReadCount === 'number')
          dispatch(unreadCountPushed(message.unReadCount, true));
        else dispatch(api.util.invalidateTags(['UnreadCount']));
        dispatch(api.util.invalidateTags(['Message']));
        if (raisesDesktopNotification(message.type)) {
          showDesktopNotification(message, (path) =>
            dispatch(desktopNotificationClicked({ path })),
          );
        }
        return;
      }
      case 'tickets':
        dispatch(ticketsLoaded(event.data.balance));
        dispatch(api.util.invalidateTags([{ type: 'TicketLog', id: 'LIST' }]));
        return;
      case 'generation':
        dispatch(jobPushed(event.data));
        return;
      case 'reset':
        dispatch(api.util.invalidateTags([...STREAM_FED_TAGS]));
        return;
    }
  };
