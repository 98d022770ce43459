import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userCleared } from './session';

/**
 * A live ticket event pushed by the server (docs/product.md §4 'Ticket tip';
 * docs/live-stream.md `message` of type 2 welcome back or 3 reward). The new
 * balance is not copied here: it is written into the `getTicketCount` cache.
 */
export interface TicketPush {
  /** Tickets granted (> 0). */
  num: number;
  /** `TICKET_EVENT`: 2 welcome back, 3 reward. */
  type: number;
  /** When, as the server wrote it: local date-time in the stream's `tz`, `YYYY-MM-DD HH:mm:ss`. */
  time: string;
}

/**
 * The ticket tip (docs/product.md §4). The balance itself is not here: its one owner is
 * the `getTicketCount` cache (endpoints/tickets: `selectTicketCount`).
 */
export interface TicketsState {
  showTip: boolean;
  pushed: TicketPush | null;
}

export const initialTicketsState: TicketsState = { showTip: false, pushed: null };

export const ticketsSlice = createSlice({
  name: 'tickets',
  initialState: initialTicketsState,
  reducers: {
    /** A live event granted tickets: show the tip (docs/product.md §4; hidden after TICKET_TIP_MS by the UI, `TicketTip` of @aigc/tickets). */
    ticketTipShown(state, action: PayloadAction<TicketPush>) {
      state.showTip = true;
      state.pushed = action.payload;
    },
    ticketTipHidden(state) {
      state.showTip = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userCleared, () => initialTicketsState);
  },
  selectors: {
    selectTicketTipShown: (state) => state.showTip,
    selectTicketPush: (state) => state.pushed,
  },
});

export const { ticketTipShown, ticketTipHidden } = ticketsSlice.actions;
export const { selectTicketTipShown, selectTicketPush } = ticketsSlice.selectors;
