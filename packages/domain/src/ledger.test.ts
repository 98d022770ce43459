import { describe, expect, it } from 'vitest';
import { LEDGER_TITLES, parseLedgerTitle } from './ledger';

describe('parseLedgerTitle', () => {
  it('reads every stored title back into its kind, keeping the post title as the subject', () => {
    expect(parseLedgerTitle('Want it: Fox lamp: gold')).toEqual({ kind: 'want', subject: 'Fox lamp: gold' });
    expect(parseLedgerTitle('Daily login reward')).toEqual({ kind: 'login', subject: null });
    expect(parseLedgerTitle(`${LEDGER_TITLES.evaluationFailed}: Moon lamp`)).toEqual({ kind: 'evaluationFailed', subject: 'Moon lamp' });
    for (const [kind, text] of Object.entries(LEDGER_TITLES)) expect(parseLedgerTitle(text)).toEqual({ kind, subject: null });
  });

  it('returns null for a title of no known kind', () => {
    expect(parseLedgerTitle('Test grant')).toBeNull();
    expect(parseLedgerTitle('Daily login reward: extra')).toBeNull();
  });
});
