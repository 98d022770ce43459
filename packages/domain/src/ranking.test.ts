import { describe, expect, it } from 'vitest';
import { lastEndedRankingPeriod, rankingPeriodOf, rankingPeriodRange } from './ranking';

describe('ranking periods (ISO weeks, UTC)', () => {
  it('names the ISO week of an instant, across year ends', () => {
    expect(rankingPeriodOf(new Date('2026-06-10T20:05:09Z'))).toBe('2026-W24');
    expect(rankingPeriodOf(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
    expect(rankingPeriodOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(rankingPeriodOf(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(rankingPeriodOf(new Date('2026-06-14T23:59:59.999Z'))).toBe('2026-W24');
    expect(rankingPeriodOf(new Date('2026-06-15T00:00:00Z'))).toBe('2026-W25');
  });

  it('gives Monday to Monday of a week id, and null for malformed or missing weeks', () => {
    expect(rankingPeriodRange('2026-W24')).toEqual({
      start: new Date('2026-06-08T00:00:00Z'),
      end: new Date('2026-06-15T00:00:00Z'),
    });
    expect(rankingPeriodRange('2025-W01')?.start).toEqual(new Date('2024-12-30T00:00:00Z'));
    expect(rankingPeriodRange('2026-W53')?.end).toEqual(new Date('2027-01-04T00:00:00Z'));
    for (const bad of ['2025-W53', '2026-W00', '2026-W54', '2026-24', '2026-W4', ' 2026-W24']) {
      expect(rankingPeriodRange(bad), bad).toBeNull();
    }
  });

  it('the last ended week is the one before the current', () => {
    expect(lastEndedRankingPeriod(new Date('2026-06-10T20:05:09Z'))).toBe('2026-W23');
    expect(lastEndedRankingPeriod(new Date('2026-01-05T00:00:00Z'))).toBe('2026-W01');
  });
});
