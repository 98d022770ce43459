import { describe, expect, it } from 'vitest';
import {
  challengeDaysLeft,
  challengeStatus,
  SERIES_MESSAGES,
  SERIES_POSTS_MAX,
  SERIES_TITLE_MAX,
  seriesNeighbours,
  validateSeries,
} from './challenges';

describe('challengeStatus', () => {
  const start = '2026-05-01T00:00:00Z';
  const end = '2026-06-01T00:00:00Z';
  it('is upcoming before the start, ongoing from the start, ended from the end', () => {
    expect(challengeStatus(start, end, new Date('2026-04-30T23:59:59Z'))).toBe('upcoming');
    expect(challengeStatus(start, end, new Date(start))).toBe('ongoing');
    expect(challengeStatus(start, end, new Date('2026-05-31T23:59:59Z'))).toBe('ongoing');
    expect(challengeStatus(start, end, new Date(end))).toBe('ended');
  });
  it('counts whole days left, rounding up, 0 once ended', () => {
    expect(challengeDaysLeft(end, new Date('2026-05-31T23:00:00Z'))).toBe(1);
    expect(challengeDaysLeft(end, new Date('2026-05-29T00:00:00Z'))).toBe(3);
    expect(challengeDaysLeft(end, new Date('2026-06-02T00:00:00Z'))).toBe(0);
  });
});

describe('validateSeries', () => {
  it('accepts a titled series of distinct posts', () => {
    expect(validateSeries({ title: ' Moons ', contentIds: ['a', 'b'] })).toBeNull();
  });
  it('names the first broken rule', () => {
    expect(validateSeries({ title: '  ', contentIds: ['a'] })).toBe(SERIES_MESSAGES.titleRequired);
    expect(validateSeries({ title: 'x'.repeat(SERIES_TITLE_MAX + 1), contentIds: ['a'] })).toBe(SERIES_MESSAGES.titleTooLong);
    expect(validateSeries({ title: 'ok', description: 'd'.repeat(301), contentIds: ['a'] })).toBe(SERIES_MESSAGES.descriptionTooLong);
    expect(validateSeries({ title: 'ok', contentIds: [] })).toBe(SERIES_MESSAGES.empty);
    const many = Array.from({ length: SERIES_POSTS_MAX + 1 }, (_, i) => `c${i}`);
    expect(validateSeries({ title: 'ok', contentIds: many })).toBe(SERIES_MESSAGES.tooMany);
    expect(validateSeries({ title: 'ok', contentIds: ['a', 'a'] })).toBe(SERIES_MESSAGES.duplicate);
  });
});

describe('seriesNeighbours', () => {
  it('gives previous and next around a post', () => {
    expect(seriesNeighbours(['a', 'b', 'c'], 'b')).toEqual({ index: 1, previous: 'a', next: 'c' });
    expect(seriesNeighbours(['a', 'b', 'c'], 'a')).toEqual({ index: 0, previous: null, next: 'b' });
    expect(seriesNeighbours(['a', 'b', 'c'], 'c')).toEqual({ index: 2, previous: 'b', next: null });
    expect(seriesNeighbours(['a'], 'zz')).toEqual({ index: -1, previous: null, next: null });
  });
});
