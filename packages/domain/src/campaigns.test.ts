import { describe, expect, it } from 'vitest';
import { campaignState, isHtSource } from './campaigns';

describe('isHtSource', () => {
  it('accepts short slugs and refuses the rest', () => {
    expect(isHtSource('xhs_spring-2026.a')).toBe(true);
    expect(isHtSource('a'.repeat(64))).toBe(true);
    expect(isHtSource('a'.repeat(65))).toBe(false);
    expect(isHtSource('')).toBe(false);
    expect(isHtSource('-x')).toBe(false);
    expect(isHtSource('a b')).toBe(false);
    expect(isHtSource('<script>')).toBe(false);
    expect(isHtSource(3)).toBe(false);
  });
});

describe('campaignState', () => {
  const w = { startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-02-01T00:00:00Z' };
  it('is upcoming, running, then ended at endsAt', () => {
    expect(campaignState(w, new Date('2025-12-31T23:59:59Z'))).toBe('upcoming');
    expect(campaignState(w, new Date('2026-01-01T00:00:00Z'))).toBe('running');
    expect(campaignState(w, new Date('2026-02-01T00:00:00Z'))).toBe('ended');
  });
  it('ends when an operator ended it early', () => {
    expect(campaignState({ ...w, endedAt: '2026-01-10T00:00:00Z' }, new Date('2026-01-11T00:00:00Z'))).toBe('ended');
  });
});

describe('campaignState of a campaign ended before it started', () => {
  it('is ended', () => {
    const w = { startsAt: '2026-03-01T00:00:00Z', endsAt: '2026-04-01T00:00:00Z', endedAt: '2026-02-01T00:00:00Z' };
    expect(campaignState(w, new Date('2026-02-02T00:00:00Z'))).toBe('ended');
  });
});
