import { LIMIT_DEFAULTS } from '@aigc/domain';
import { describe, expect, it } from 'vitest';
import { readEnv, readLimits } from './env';

describe("RATE_LIMITS (docs/security.md 'Limits and lockouts')", () => {
  it('defaults to LIMIT_DEFAULTS', () => {
    expect(readEnv({}).limits).toEqual(LIMIT_DEFAULTS);
  });

  it('sets single limits, a route limit as max or max/windowMs', () => {
    const limits = readLimits('loginFailuresPerIp=50, trackPerIp=600, loginPerIp=10/30000');
    expect(limits.loginFailuresPerIp).toBe(50);
    expect(limits.routes.trackPerIp).toEqual({ max: 600, windowMs: LIMIT_DEFAULTS.routes.trackPerIp.windowMs });
    expect(limits.routes.loginPerIp).toEqual({ max: 10, windowMs: 30_000 });
    expect(limits.loginFailuresPerAccount).toBe(LIMIT_DEFAULTS.loginFailuresPerAccount);
  });

  it('factor multiplies the per-address and route counts, not the per-account ones', () => {
    const limits = readLimits('factor=1000');
    expect(limits.loginFailuresPerIp).toBe(LIMIT_DEFAULTS.loginFailuresPerIp * 1000);
    expect(limits.codesPerIpPerHour).toBe(LIMIT_DEFAULTS.codesPerIpPerHour * 1000);
    expect(limits.routes.commentPerUser.max).toBe(LIMIT_DEFAULTS.routes.commentPerUser.max * 1000);
    expect(limits.loginFailuresPerAccount).toBe(LIMIT_DEFAULTS.loginFailuresPerAccount);
    expect(limits.codesPerDestinationPerDay).toBe(LIMIT_DEFAULTS.codesPerDestinationPerDay);
  });

  it('refuses unknown names and bad numbers', () => {
    expect(() => readLimits('loginPerMinute=3')).toThrow(/unknown limit loginPerMinute/);
    expect(() => readLimits('trackPerIp=lots')).toThrow(/not a number/);
  });
});

describe('SERVER_RENDER', () => {
  it('draws visitors\' feed pages on the server unless set to 0', () => {
    expect(readEnv({}).serverRender).toBe(true);
    expect(readEnv({ SERVER_RENDER: '1' }).serverRender).toBe(true);
    expect(readEnv({ SERVER_RENDER: '0' }).serverRender).toBe(false);
  });
});

describe('SEED_POSTS', () => {
  it('defaults to 320 demo posts, takes a smaller seed, and never goes below 20', () => {
    expect(readEnv({}).seedPosts).toBe(320);
    expect(readEnv({ SEED_POSTS: '120' }).seedPosts).toBe(120);
    expect(readEnv({ SEED_POSTS: '3' }).seedPosts).toBe(20);
    expect(readEnv({ SEED_POSTS: 'many' }).seedPosts).toBe(320);
  });
});
