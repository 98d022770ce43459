import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BASE_PRODUCTS,
  BASE_PRODUCT_KINDS,
  ORDER_STATUSES,
  buyerMayCancel,
  canMoveOrder,
  isFinalOrderStatus,
  madeProductPrice,
  madeProductSale,
  nextOrderStatuses,
  operatorOrderMoves,
  orderTimeline,
  printPixels,
  shippingCountry,
  validateOrderQuantities,
  validatePlacement,
  validateShippingAddress,
  validateTrackingNumber,
  type ShippingAddress,
} from './shop';
import { PRODUCT_BASE_PRICE_CENTS } from './makeReal';

describe('catalogue', () => {
  it('every base product has sizes with a positive price in both regions', () => {
    for (const kind of BASE_PRODUCT_KINDS) {
      const p = BASE_PRODUCTS[kind];
      expect(p.kind).toBe(kind);
      expect(p.sizes.length).toBeGreaterThan(0);
      for (const s of p.sizes) {
        expect(Number.isInteger(s.price.EN) && s.price.EN > 0).toBe(true);
        expect(Number.isInteger(s.price.CN) && s.price.CN > 0).toBe(true);
      }
    }
  });
  it('print pixels follow mm / 25.4 × dpi', () => {
    expect(printPixels({ widthMm: 25.4, heightMm: 50.8 }, 300)).toEqual({ width: 300, height: 600 });
    expect(printPixels({ widthMm: 210, heightMm: 297 }, 150)).toEqual({ width: 1240, height: 1754 });
  });
  it('made products: the smallest size costs the Make It Real base price; sizes multiply it', () => {
    expect(madeProductPrice('EN', 'image', 'S')).toBe(PRODUCT_BASE_PRICE_CENTS.image);
    expect(madeProductPrice('EN', 'image', 'M')).toBe(4350);
    expect(madeProductPrice('CN', 'model3d', '16cm')).toBe(95760);
    expect(madeProductPrice('EN', 'image', '8cm')).toBeNull();
  });
  it('on sale is bought, production and delivering are pre-ordered, the rest is not sold', () => {
    expect(madeProductSale('on_sale')).toBe('buy');
    expect(madeProductSale('production')).toBe('pre_order');
    expect(madeProductSale('delivering')).toBe('pre_order');
    for (const s of ['wanted', 'modelling', 'evaluation_failed', null] as const) expect(madeProductSale(s)).toBeNull();
  });
});

describe('order quantities', () => {
  it('1–5 lines of 1–10 units, at most 20 in all', () => {
    expect(validateOrderQuantities([])?.code).toBe('order.empty');
    expect(validateOrderQuantities([1, 1, 1, 1, 1, 1])?.code).toBe('order.tooManyItems');
    expect(validateOrderQuantities([0])?.code).toBe('order.quantity');
    expect(validateOrderQuantities([11])?.code).toBe('order.quantity');
    expect(validateOrderQuantities([1.5])?.code).toBe('order.quantity');
    expect(validateOrderQuantities([10, 10, 1])?.code).toBe('order.tooManyUnits');
    expect(validateOrderQuantities([10, 10])).toBeNull();
  });
});

describe('shipping addresses', () => {
  const us: ShippingAddress = { fullName: 'Ada L', phone: '+1 212 555 0100', country: 'us', region: 'ny', city: 'New York', line1: '350 Fifth Ave', postalCode: '10118' };
  const cn: ShippingAddress = { fullName: '李雷', phone: '13812345678', country: 'CN', region: '上海市', city: '上海', line1: '浦东新区世纪大道 100 号', postalCode: '200120' };
  it('accepts a US address in the international shop and a Chinese one in the China shop', () => {
    expect(validateShippingAddress('EN', us)).toBeNull();
    expect(validateShippingAddress('CN', cn)).toBeNull();
  });
  it('ships only to the region’s countries', () => {
    expect(validateShippingAddress('EN', cn)?.code).toBe('address.country');
    expect(validateShippingAddress('CN', us)?.code).toBe('address.country');
    expect(shippingCountry('EN', 'gb')?.feeMinor).toBe(900);
    expect(shippingCountry('EN', 'US')?.feeMinor).toBe(0);
  });
  it('checks each field', () => {
    expect(validateShippingAddress('EN', { ...us, region: 'ZZ' })?.code).toBe('address.region');
    expect(validateShippingAddress('EN', { ...us, postalCode: '1011' })?.code).toBe('address.postalCode');
    expect(validateShippingAddress('EN', { ...us, city: ' ' })?.code).toBe('address.city');
    expect(validateShippingAddress('EN', { ...us, line1: 'abc' })?.code).toBe('address.length');
    expect(validateShippingAddress('EN', { ...us, phone: 'x' })?.code).toBe('phone.invalid');
    expect(validateShippingAddress('EN', { ...us, fullName: '' })?.code).toBe('fullName.required');
    expect(validateShippingAddress('EN', { ...us, country: 'GB', region: '', postalCode: 'SW1A 1AA' })).toBeNull();
  });
});

describe('placement', () => {
  it('keeps the centre inside the print area and bounds scale and rotation', () => {
    expect(validatePlacement({ x: 0.5, y: 0.5, scale: 1, rotation: 0 })).toBeNull();
    expect(validatePlacement({ x: 1.1, y: 0.5, scale: 1, rotation: 0 })?.code).toBe('placement.position');
    expect(validatePlacement({ x: Number.NaN, y: 0.5, scale: 1, rotation: 0 })?.code).toBe('placement.position');
    expect(validatePlacement({ x: 0, y: 1, scale: 0.05, rotation: 0 })?.code).toBe('placement.scale');
    expect(validatePlacement({ x: 0, y: 1, scale: 4, rotation: 181 })?.code).toBe('placement.rotation');
  });
});

describe('order lifecycle', () => {
  it('only a payment moves to paid; operators get the rest', () => {
    expect(canMoveOrder('pending_payment', 'paid')).toBe(true);
    expect(operatorOrderMoves('pending_payment')).toEqual(['cancelled']);
    expect(operatorOrderMoves('in_production')).toEqual(['shipped', 'refunded', 'cannot_be_produced']);
    expect(canMoveOrder('confirmed', 'cancelled')).toBe(false);
  });
  it('the buyer cancels only before confirmation; final statuses go nowhere', () => {
    expect(ORDER_STATUSES.filter(buyerMayCancel)).toEqual(['pending_payment', 'paid']);
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['cancelled', 'refunded', 'cannot_be_produced']);
  });
  it('every path from pending_payment ends in a final status without repeating one', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10), { maxLength: 12 }), (choices) => {
        let s: (typeof ORDER_STATUSES)[number] = 'pending_payment';
        const seen = new Set<(typeof ORDER_STATUSES)[number]>([s]);
        for (const c of choices) {
          const next = nextOrderStatuses(s);
          if (next.length === 0) break;
          s = next[c % next.length]!;
          expect(seen.has(s)).toBe(false);
          seen.add(s);
        }
      }),
    );
  });
  it('the timeline ships 10 days after the order and delivers 5 days later', () => {
    const t = orderTimeline(new Date('2025-01-01T00:00:00Z'));
    expect(t.shipBy.toISOString()).toBe('2025-01-11T00:00:00.000Z');
    expect(t.deliverBy.toISOString()).toBe('2025-01-16T00:00:00.000Z');
  });
  it('tracking numbers', () => {
    expect(validateTrackingNumber('')?.code).toBe('tracking.required');
    expect(validateTrackingNumber('1Z 999-AA1')).toBeNull();
    expect(validateTrackingNumber('a/b')?.code).toBe('tracking.invalid');
  });
});
