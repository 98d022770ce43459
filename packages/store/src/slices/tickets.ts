import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userCleared } from './session';

/** A live ticket event pushed by the server (docs/product.md §4 'Ticket tip'; types 2 welcome back, 3 reward). */
export interface TicketPush {
  /** tickets granted */
  num: number;
  type: number;
  /** epoch ms */
  time: number;
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
    /** A live event granted tickets: show the tip (docs/product.md §4; hidden after TICKET_TIP_MS by the UI). */
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
