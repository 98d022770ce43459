import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clampTickets } from '@aigc/domain';
import { userCleared } from './session';

/** A live ticket event pushed by the server (docs/product.md §4 'Ticket tip'; types 2 welcome back, 3 reward). */
export interface TicketPush {
  /** tickets granted */
  num: number;
  type: number;
  /** epoch ms */
  time: number;
}

/** Want-ticket balance and the ticket tip (docs/product.md §3, §4). */
export interface TicketsState {
  /** Balance, never below 0 (clampTickets). */
  count: number;
  showTip: boolean;
  pushed: TicketPush | null;
}

export const initialTicketsState: TicketsState = { count: 0, showTip: false, pushed: null };

export const ticketsSlice = createSlice({
  name: 'tickets',
  initialState: initialTicketsState,
  reducers: {
    /** The balance was read from the server (GET /api/user/account or a want result). */
    ticketsLoaded(state, action: PayloadAction<number>) {
      state.count = clampTickets(action.payload);
    },
    /** Tickets were spent (default 1, a want); the balance stays ≥ 0. */
    ticketSpent(state, action: PayloadAction<number | undefined>) {
      state.count = clampTickets(state.count - (action.payload ?? 1));
    },
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
    selectTicketCount: (state) => state.count,
    selectTicketTipShown: (state) => state.showTip,
    selectTicketPush: (state) => state.pushed,
  },
});

export const { ticketsLoaded, ticketSpent, ticketTipShown, ticketTipHidden } = ticketsSlice.actions;
export const { selectTicketCount, selectTicketTipShown, selectTicketPush } = ticketsSlice.selectors;
