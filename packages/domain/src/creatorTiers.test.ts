import { describe, expect, it } from 'vitest';
import {
  accountLevelForTier,
  canLaunchProductDirectly,
  creatorTierOf,
  hasPriorityQueue,
  ROYALTY_RATE_BPS,
  royaltyMinor,
  tierAtLeast,
} from './creatorTiers';

describe('creator tiers', () => {
  it('orders the tiers and gives each its rights', () => {
    expect(tierAtLeast('verified', 'rights')).toBe(true);
    expect(tierAtLeast('rights', 'verified')).toBe(false);
    expect(hasPriorityQueue('none')).toBe(false);
    expect(hasPriorityQueue('rights')).toBe(true);
    expect(canLaunchProductDirectly('rights')).toBe(false);
    expect(canLaunchProductDirectly('verified')).toBe(true);
  });

  it('reads an older account level marker as rights', () => {
    expect(creatorTierOf({ creatorTier: 'none', accountLevel: 'officialQualityCreator' })).toBe('rights');
    expect(creatorTierOf({ creatorTier: 'verified', accountLevel: '' })).toBe('verified');
    expect(creatorTierOf({ creatorTier: null, accountLevel: 'official' })).toBe('none');
  });

  it('keeps the marker in step with the tier and other tokens untouched', () => {
    expect(accountLevelForTier('official', 'rights')).toBe('official,officialQualityCreator');
    expect(accountLevelForTier('official,officialQualityCreator', 'none')).toBe('official');
    expect(accountLevelForTier('officialQualityCreator', 'verified')).toBe('officialQualityCreator');
  });

  it('pays verified creators the higher rate, rounding down to the minor unit', () => {
    expect(ROYALTY_RATE_BPS.verified).toBeGreaterThan(ROYALTY_RATE_BPS.rights);
    expect(royaltyMinor(2900, ROYALTY_RATE_BPS.none)).toBe(145);
    expect(royaltyMinor(2900, ROYALTY_RATE_BPS.verified)).toBe(290);
    expect(royaltyMinor(999, 500)).toBe(49);
    expect(royaltyMinor(0, 1000)).toBe(0);
  });
});
