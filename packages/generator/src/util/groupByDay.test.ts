import { describe, expect, it } from 'vitest';
import { dayKey, groupByDay } from './groupByDay';

describe('groupByDay', () => {
  it('groups consecutive records of one day, newest first, in the given time zone', () => {
    const items = [
      { id: 'a', createTime: '2026-03-05T01:00:00Z' },
      { id: 'b', createTime: '2026-03-04T23:30:00Z' },
      { id: 'c', createTime: '2026-03-04T08:00:00Z' },
      { id: 'd', createTime: '2026-03-01T12:00:00Z' },
    ];
    expect(groupByDay(items, 'UTC').map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-03-05', ['a']],
      ['2026-03-04', ['b', 'c']],
      ['2026-03-01', ['d']],
    ]);
    // In Shanghai (UTC+8) the first two fall on the same day.
    expect(groupByDay(items, 'Asia/Shanghai').map((g) => g.items.length)).toEqual([2, 1, 1]);
  });

  it('returns no groups for no items and keys bad dates as unknown', () => {
    expect(groupByDay([], 'UTC')).toEqual([]);
    expect(dayKey('not a date', 'UTC')).toBe('unknown');
  });
});
