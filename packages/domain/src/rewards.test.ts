import { describe, expect, it } from 'vitest';
import { isTimeZone, localDateTime, localDay, nextLocalMidnight, resolveTimeZone, zoneOffsetMs } from './rewards';

describe('local days (daily rewards refresh at 24:00 local time)', () => {
  it('names the local calendar day of an instant', () => {
    const instant = new Date('2026-06-10T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-06-10');
    expect(localDay(instant, 'Asia/Tokyo')).toBe('2026-06-11');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-06-10');
    expect(zoneOffsetMs(instant, 'Asia/Tokyo')).toBe(9 * 3600_000);
  });

  it('finds the next midnight, across both DST changes', () => {
    expect(nextLocalMidnight(new Date('2026-06-10T12:00:00Z'), 'UTC').toISOString()).toBe('2026-06-11T00:00:00.000Z');
    expect(nextLocalMidnight(new Date('2026-06-10T12:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-06-10T18:30:00.000Z');
    // New York: 8 March 2026 has 23 hours, 1 November 2026 has 25.
    expect(nextLocalMidnight(new Date('2026-03-08T05:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(nextLocalMidnight(new Date('2026-11-01T04:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Exactly at midnight the next one is a day later.
    expect(nextLocalMidnight(new Date('2026-06-11T00:00:00Z'), 'UTC').toISOString()).toBe('2026-06-12T00:00:00.000Z');
  });

  it('handles a zone whose midnight does not exist (Santiago springs forward at 24:00)', () => {
    // Chile: on 6 Sept 2026 clocks go from 23:59:59 (5 Sept) to 01:00 — there is no 00:00.
    const before = new Date('2026-09-06T03:30:00Z'); // 5 Sept 23:30 local (UTC−4)
    const next = nextLocalMidnight(before, 'America/Santiago');
    expect(localDay(next, 'America/Santiago')).toBe('2026-09-06');
    expect(localDay(new Date(next.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });

  it('accepts only known IANA zones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(resolveTimeZone(undefined)).toBe('UTC');
    // Fixed offsets are not places; aliases and case fold to the canonical name.
    expect(isTimeZone('Etc/GMT-14')).toBe(false);
    expect(isTimeZone('+14:00')).toBe(false);
    expect(resolveTimeZone('us/eastern')).toBe('America/New_York');
    expect(resolveTimeZone('utc')).toBe('UTC');
  });
});

describe('localDateTime', () => {
  it('renders the wall-clock time in the zone, UTC for unknown zones', () => {
    const instant = new Date('2026-06-10T20:05:09Z');
    expect(localDateTime(instant, 'UTC')).toBe('2026-06-10 20:05:09');
    expect(localDateTime(instant, 'Asia/Tokyo')).toBe('2026-06-11 05:05:09');
    expect(localDateTime(instant, 'Nowhere/Else')).toBe('2026-06-10 20:05:09');
  });
});
