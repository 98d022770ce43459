import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampTickets, discountDisplay, wantState } from './tickets';

describe('clampTickets (docs/product.md §3)', () => {
  it('clamps negatives and NaN to 0 and keeps whole positives', () => {
    expect(clampTickets(-3)).toBe(0);
    expect(clampTickets(Number.NaN)).toBe(0);
    expect(clampTickets(0)).toBe(0);
    expect(clampTickets(7)).toBe(7);
    expect(clampTickets(2.9)).toBe(2);
  });
  it('property: result is a non-negative integer', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const r = clampTickets(n);
        expect(Number.isInteger(r) && r >= 0).toBe(true);
      }),
    );
  });
});

describe('wantState (docs/product.md §1: more than 100 wants)', () => {
  it('is full only above 100', () => {
    expect(wantState(0)).toBe('collecting');
    expect(wantState(100)).toBe('collecting');
    expect(wantState(101)).toBe('full');
  });
});

describe('discountDisplay (docs/product.md §9)', () => {
  it('turns the paid fraction into percent off', () => {
    expect(discountDisplay(0.7)).toBe(30);
    expect(discountDisplay(0.1)).toBe(90);
    expect(discountDisplay(1)).toBe(0);
    expect(discountDisplay(0)).toBe(100);
  });
  it('clamps out-of-range input', () => {
    expect(discountDisplay(1.5)).toBe(0);
    expect(discountDisplay(-1)).toBe(100);
    expect(discountDisplay(Number.NaN)).toBe(0);
  });
  it('property: 0..100 and decreasing in the paid fraction', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(discountDisplay(lo)).toBeGreaterThanOrEqual(discountDisplay(hi));
        expect(discountDisplay(a)).toBeGreaterThanOrEqual(0);
        expect(discountDisplay(a)).toBeLessThanOrEqual(100);
      }),
    );
  });
});
