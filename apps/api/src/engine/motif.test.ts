import { describe, expect, it } from 'vitest';
import { motifFor } from './motif';

describe('motifFor', () => {
  it('chooses a motif from the prompt words', () => {
    expect(motifFor('engraved dog tag')).toBe('tag');
    expect(motifFor('Moon pendant necklace')).toBe('pendant');
    expect(motifFor('twisted gold ring')).toBe('ring');
    expect(motifFor('vinyl robot toy')).toBe('figure');
    expect(motifFor('a quiet landscape')).toBe('abstract');
  });
});
