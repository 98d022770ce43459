import { describe, expect, it } from 'vitest';
import { userCleared } from './session';
import { initialTicketsState, ticketsSlice, ticketTipHidden, ticketTipShown } from './tickets';

const reduce = ticketsSlice.reducer;

describe('tickets reducer (the tip; the balance lives in the ticket-count cache)', () => {
  it('shows and hides the ticket tip with the pushed event (docs/product.md §4)', () => {
    const pushed = { num: 3, type: 3, time: '2026-03-01 09:00:00' };
    const shown = reduce(undefined, ticketTipShown(pushed));
    expect(shown).toMatchObject({ showTip: true, pushed });
    expect(reduce(shown, ticketTipHidden())).toMatchObject({ showTip: false, pushed });
  });

  it('resets when the user is cleared', () => {
    const state = reduce(undefined, ticketTipShown({ num: 1, type: 2, time: '2026-03-01 09:00:00' }));
    expect(reduce(state, userCleared())).toEqual(initialTicketsState);
  });
});
