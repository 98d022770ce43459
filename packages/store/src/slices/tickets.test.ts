import { describe, expect, it } from 'vitest';
import { userCleared } from './session';
import {
  initialTicketsState,
  ticketsLoaded,
  ticketsSlice,
  ticketSpent,
  ticketTipHidden,
  ticketTipShown,
} from './tickets';

const reduce = ticketsSlice.reducer;

describe('tickets reducer', () => {
  it('stores the loaded balance, clamped at 0', () => {
    expect(reduce(undefined, ticketsLoaded(4)).count).toBe(4);
    expect(reduce(undefined, ticketsLoaded(-3)).count).toBe(0);
  });

  it('spends 1 by default and never goes below 0', () => {
    const two = reduce(undefined, ticketsLoaded(2));
    expect(reduce(two, ticketSpent()).count).toBe(1);
    expect(reduce(two, ticketSpent(5)).count).toBe(0);
    expect(reduce(reduce(undefined, ticketsLoaded(0)), ticketSpent()).count).toBe(0);
  });

  it('shows and hides the ticket tip with the pushed event (docs/product.md §4)', () => {
    const pushed = { num: 3, type: 3, time: 1_700_000_000_000 };
    const shown = reduce(undefined, ticketTipShown(pushed));
    expect(shown).toMatchObject({ showTip: true, pushed });
    expect(reduce(shown, ticketTipHidden())).toMatchObject({ showTip: false, pushed });
  });

  it('resets when the user is cleared', () => {
    const state = reduce(
      reduce(undefined, ticketsLoaded(7)),
      ticketTipShown({ num: 1, type: 2, time: 1 }),
    );
    expect(reduce(state, userCleared())).toEqual(initialTicketsState);
  });
});
