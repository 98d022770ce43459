/**
 * Shop rules (docs/shop.md, docs/product.md §1, §2, §9): the catalogue of
 * customizable base products with their sizes, print areas and prices per
 * region; the sizes and regional prices of Make It Real products; where we
 * ship; order quantities; the order lifecycle and its timeline; and the
 * placement of a picture on a print area. The server enforces every rule,
 * the shop client shows the same numbers from here.
 */
import { ORDER_DELIVER_DAYS, ORDER_SHIP_DAYS } from './limits';
import { PRODUCT_BASE_PRICES, type Currency, type ProductModelType, type ProductStatus } from './makeReal';
import { US_STATE_CODES, validateShippingField, type ShippingValidationCode } from './shipping';
import type { ValidationIssue } from './validation';

// ---- Regions and money ---------------------------------------------------------

/** Price region of a request: `EN` (international, US dollars) or `CN` (China, yuan), from `editionRules(edition).region`. */
export type PriceRegion = 'EN' | 'CN';

/** Every {@link PriceRegion}. */
export const PRICE_REGIONS = ['EN', 'CN'] as const;

/** Amounts are always integers in the currency's minor unit (cents, fen); the currencies are {@link Currency} of ./makeReal. */

/** The currency each region pays in. */
export const REGION_CURRENCY: Readonly<Record<PriceRegion, Currency>> = { EN: 'USD', CN: 'CNY' };

/** The region that pays in `currency` (the inverse of {@link REGION_CURRENCY}). */
export function currencyRegion(currency: Currency): PriceRegion {
  return currency === REGION_CURRENCY.CN ? 'CN' : 'EN';
}

/** A price in one region: `amount` in the minor unit of `currency` (cents, fen). */
export interface Money {
  amount: number;
  currency: Currency;
}

// ---- Base products (customizable with a picture) -------------------------------

/** Kinds of base product anyone can customize with one of their pictures (docs/shop.md 'Catalogue'). */
export const BASE_PRODUCT_KINDS = ['id-tag', 'pendant', 'keychain', 'figurine', 'poster'] as const;

/** One of {@link BASE_PRODUCT_KINDS}; also the product's id in the shop API. */
export type BaseProductKind = (typeof BASE_PRODUCT_KINDS)[number];

/** One size of a base product: its print area (mm) and its price per region (minor units). */
export interface BaseProductSize {
  /** Stable id sent in orders, e.g. `M`, `A3`. */
  size: string;
  /** English label (clients translate). */
  label: string;
  /** Printable area in millimetres. */
  printArea: { widthMm: number; heightMm: number };
  /** Price of one unit in each region, minor units of {@link REGION_CURRENCY}. */
  price: Readonly<Record<PriceRegion, number>>;
}

/** A base product: what it is, the print resolution in dots per inch, and its sizes (smallest first). */
export interface BaseProduct {
  kind: BaseProductKind;
  title: string;
  description: string;
  /** Print resolution, dots per inch: the print file has `mm / 25.4 × dpi` pixels per side. */
  dpi: number;
  sizes: readonly BaseProductSize[];
}

const size = (id: string, label: string, widthMm: number, heightMm: number, en: number, cn: number): BaseProductSize => ({
  size: id,
  label,
  printArea: { widthMm, heightMm },
  price: { EN: en, CN: cn },
});

/**
 * The base products (our catalogue; docs/shop.md lists it with prices).
 * Prices: US cents for `EN`, fen for `CN`.
 */
export const BASE_PRODUCTS: Readonly<Record<BaseProductKind, BaseProduct>> = {
  'id-tag': {
    kind: 'id-tag',
    title: 'ID tag',
    description: 'A printed aluminium tag with your picture on the front.',
    dpi: 300,
    sizes: [size('standard', 'Standard 30 × 50 mm', 30, 50, 1200, 6900), size('large', 'Large 40 × 65 mm', 40, 65, 1500, 8900)],
  },
  pendant: {
    kind: 'pendant',
    title: 'Pendant',
    description: 'A round enamel-coated pendant on a chain.',
    dpi: 300,
    sizes: [
      size('S', 'Small 20 mm', 20, 20, 1900, 12900),
      size('M', 'Medium 30 mm', 30, 30, 2400, 15900),
      size('L', 'Large 40 mm', 40, 40, 2900, 19900),
    ],
  },
  keychain: {
    kind: 'keychain',
    title: 'Keychain',
    description: 'A double-sided acrylic keychain.',
    dpi: 300,
    sizes: [size('S', 'Small 35 mm', 35, 35, 990, 4900), size('L', 'Large 50 mm', 50, 50, 1290, 6900)],
  },
  figurine: {
    kind: 'figurine',
    title: 'Figurine',
    description: 'An acrylic stand-up figure cut around your picture.',
    dpi: 200,
    sizes: [
      size('8cm', '8 cm', 60, 80, 5900, 29900),
      size('12cm', '12 cm', 90, 120, 8900, 45900),
      size('16cm', '16 cm', 120, 160, 11900, 59900),
    ],
  },
  poster: {
    kind: 'poster',
    title: 'Poster',
    description: 'A matte art print.',
    dpi: 150,
    sizes: [
      size('A4', 'A4 210 × 297 mm', 210, 297, 1500, 4900),
      size('A3', 'A3 297 × 420 mm', 297, 420, 2200, 7900),
      size('A2', 'A2 420 × 594 mm', 420, 594, 3200, 11900),
    ],
  },
};

/** Whether a value names a base product. */
export function isBaseProductKind(value: unknown): value is BaseProductKind {
  return typeof value === 'string' && (BASE_PRODUCT_KINDS as readonly string[]).includes(value);
}

/** The pixel size of a print area at `dpi`: `round(mm / 25.4 × dpi)` per side. */
export function printPixels(area: { widthMm: number; heightMm: number }, dpi: number): { width: number; height: number } {
  return { width: Math.round((area.widthMm / 25.4) * dpi), height: Math.round((area.heightMm / 25.4) * dpi) };
}

// ---- Make It Real products ------------------------------------------------------

/** One size of a Make It Real product: its id, label and the factor on the base price (docs/product.md §1). */
export interface MadeProductSize {
  size: string;
  label: string;
  /** Multiplies the region's base price ({@link MADE_PRODUCT_BASE_PRICE}); discounts apply to the result. */
  factor: number;
}

/** Sizes of a Make It Real product by kind, smallest first (factor 1 = the price `GET /trade/product/discount` shows). */
export const MADE_PRODUCT_SIZES: Readonly<Record<ProductModelType, readonly MadeProductSize[]>> = {
  image: [
    { size: 'S', label: 'Small', factor: 1 },
    { size: 'M', label: 'Medium', factor: 1.5 },
    { size: 'L', label: 'Large', factor: 2 },
  ],
  model3d: [
    { size: '8cm', label: '8 cm', factor: 1 },
    { size: '12cm', label: '12 cm', factor: 1.6 },
    { size: '16cm', label: '16 cm', factor: 2.4 },
  ],
};

/**
 * Full price of the smallest size of a Make It Real product per region, minor
 * units: the base price of the region's currency ({@link PRODUCT_BASE_PRICES}:
 * US cents, fen), the same figures the post page's discount shows.
 */
export const MADE_PRODUCT_BASE_PRICE: Readonly<Record<PriceRegion, Readonly<Record<ProductModelType, number>>>> = {
  EN: PRODUCT_BASE_PRICES[REGION_CURRENCY.EN],
  CN: PRODUCT_BASE_PRICES[REGION_CURRENCY.CN],
};

/**
 * Full price of one unit of a Make It Real product of `modelType` in `size`
 * for `region`, minor units: the base price × the size factor, rounded to
 * the unit. Null for an unknown size.
 */
export function madeProductPrice(region: PriceRegion, modelType: ProductModelType, sizeId: string): number | null {
  const s = MADE_PRODUCT_SIZES[modelType].find((x) => x.size === sizeId);
  return s ? Math.round(MADE_PRODUCT_BASE_PRICE[region][modelType] * s.factor) : null;
}

/**
 * How a Make It Real product is sold in its lifecycle (docs/product.md §4): `on_sale`
 * is bought now; `production` and `delivering` are pre-ordered (it is being
 * made); earlier statuses and `evaluation_failed` are not sold.
 */
export function madeProductSale(status: ProductStatus | null | undefined): 'buy' | 'pre_order' | null {
  if (status === 'on_sale') return 'buy';
  if (status === 'production' || status === 'delivering') return 'pre_order';
  return null;
}

/** Product statuses the shop lists (see {@link madeProductSale}). */
export const SHOP_PRODUCT_STATUSES: readonly ProductStatus[] = ['production', 'delivering', 'on_sale'];

/** Units of one Make It Real product a buyer gets at their want-ticket discount: one, once (docs/shop.md 'Pricing'). */
export const DISCOUNTED_UNITS_PER_BUYER = 1;

// ---- Quantities -------------------------------------------------------------------

/** Most units of one line of an order. */
export const ORDER_QUANTITY_MAX = 10;
/** Most lines in one order. */
export const ORDER_ITEMS_MAX = 5;
/** Most units in one order, all lines together. */
export const ORDER_UNITS_MAX = 20;

/** Codes of {@link validateOrderQuantities}. */
export type OrderQuantityCode = 'order.empty' | 'order.tooManyItems' | 'order.quantity' | 'order.tooManyUnits';

/**
 * The quantities of an order: 1–{@link ORDER_ITEMS_MAX} lines, each of
 * 1–{@link ORDER_QUANTITY_MAX} units, at most {@link ORDER_UNITS_MAX} units in all.
 */
export function validateOrderQuantities(quantities: readonly number[]): ValidationIssue<OrderQuantityCode> | null {
  if (quantities.length === 0) return { code: 'order.empty', message: 'Please choose a product' };
  if (quantities.length > ORDER_ITEMS_MAX)
    return { code: 'order.tooManyItems', message: `An order can hold at most ${ORDER_ITEMS_MAX} products` };
  if (quantities.some((q) => !Number.isInteger(q) || q < 1 || q > ORDER_QUANTITY_MAX))
    return { code: 'order.quantity', message: `The quantity must be between 1 and ${ORDER_QUANTITY_MAX}` };
  if (quantities.reduce((a, b) => a + b, 0) > ORDER_UNITS_MAX)
    return { code: 'order.tooManyUnits', message: `An order can hold at most ${ORDER_UNITS_MAX} items` };
  return null;
}

// ---- Where we ship ------------------------------------------------------------------

/** A country we ship to, with its shipping fee per order and its address rules. */
export interface ShippingCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English name (clients translate). */
  name: string;
  /** Shipping fee of one order, minor units of the region's currency. */
  feeMinor: number;
  /** A state / province is required. */
  needsRegion: boolean;
  /** The postal code's pattern (checked after trimming and upper-casing). */
  postalCode: RegExp;
}

const GENERIC_POSTAL = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

/**
 * The countries each region ships to (our rule, docs/shop.md 'Shipping'):
 * the international shop ships free within the US and for 9.00 USD to the
 * other countries listed; the China shop ships free within mainland China.
 */
export const SHIPPING_COUNTRIES: Readonly<Record<PriceRegion, readonly ShippingCountry[]>> = {
  EN: [
    { code: 'US', name: 'United States', feeMinor: 0, needsRegion: true, postalCode: /^\d{5}(-\d{4})?$/ },
    { code: 'CA', name: 'Canada', feeMinor: 900, needsRegion: true, postalCode: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/ },
    { code: 'GB', name: 'United Kingdom', feeMinor: 900, needsRegion: false, postalCode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/ },
    { code: 'IE', name: 'Ireland', feeMinor: 900, needsRegion: false, postalCode: GENERIC_POSTAL },
    { code: 'DE', name: 'Germany', feeMinor: 900, needsRegion: false, postalCode: /^\d{5}$/ },
    { code: 'FR', name: 'France', feeMinor: 900, needsRegion: false, postalCode: /^\d{5}$/ },
    { code: 'NL', name: 'Netherlands', feeMinor: 900, needsRegion: false, postalCode: /^\d{4} ?[A-Z]{2}$/ },
    { code: 'AU', name: 'Australia', feeMinor: 900, needsRegion: true, postalCode: /^\d{4}$/ },
    { code: 'NZ', name: 'New Zealand', feeMinor: 900, needsRegion: false, postalCode: /^\d{4}$/ },
    { code: 'JP', name: 'Japan', feeMinor: 900, needsRegion: true, postalCode: /^\d{3}-?\d{4}$/ },
    { code: 'SG', name: 'Singapore', feeMinor: 900, needsRegion: false, postalCode: /^\d{6}$/ },
  ],
  CN: [{ code: 'CN', name: 'China (mainland)', feeMinor: 0, needsRegion: true, postalCode: /^\d{6}$/ }],
};

/** The country `code` (case-insensitive) if `region` ships there, else undefined. */
export function shippingCountry(region: PriceRegion, code: string): ShippingCountry | undefined {
  const c = code.trim().toUpperCase();
  return SHIPPING_COUNTRIES[region].find((x) => x.code === c);
}

/** A shipping address of an order. */
export interface ShippingAddress {
  fullName: string;
  phone: string;
  /** ISO 3166-1 alpha-2, one of {@link SHIPPING_COUNTRIES} of the region. */
  country: string;
  /** State / province (required where {@link ShippingCountry.needsRegion}; a USPS code for the US). */
  region?: string | undefined;
  city: string;
  /** Street address, 5–200 characters (the `/delivery` address rule). */
  line1: string;
  /** Flat, floor… ≤ 100 characters. */
  line2?: string | undefined;
  postalCode: string;
}

/** Codes of {@link validateShippingAddress}. */
export type ShippingAddressCode =
  | ShippingValidationCode
  | 'address.country'
  | 'address.region'
  | 'address.city'
  | 'address.line2'
  | 'address.postalCode';


/**
 * A shipping address for `region` (docs/shop.md 'Shipping'): full name and
 * phone by the `/delivery` rules, a country the region ships to, a state /
 * province where the country needs one (a USPS code in the US), a city
 * (1–60), the street (5–200), an optional second line (≤ 100) and a postal
 * code in the country's format. Returns the first issue or null.
 */
export function validateShippingAddress(region: PriceRegion, a: ShippingAddress): ValidationIssue<ShippingAddressCode> | null {
  const name = validateShippingField('fullName', a.fullName);
  if (name) return name;
  const phone = validateShippingField('phone', a.phone);
  if (phone) return phone;
  const country = shippingCountry(region, a.country);
  if (!country) return { code: 'address.country', message: 'We do not ship to this country from this shop' };
  const state = (a.region ?? '').trim();
  if (country.needsRegion && !state) return { code: 'address.region', message: 'Please enter your state or province' };
  if (country.code === 'US' && !US_STATE_CODES.includes(state.toUpperCase())) return { code: 'address.region', message: 'Please choose your state' };
  if (state.length > 60) return { code: 'address.region', message: 'Please enter your state or province' };
  const city = a.city.trim();
  if (!city || city.length > 60) return { code: 'address.city', message: 'Please enter your city' };
  const line1 = validateShippingField('address', a.line1);
  if (line1) return line1;
  if ((a.line2 ?? '').trim().length > 100) return { code: 'address.line2', message: 'The second address line must be at most 100 characters' };
  if (!country.postalCode.test(a.postalCode.trim().toUpperCase()))
    return { code: 'address.postalCode', message: 'Please enter a valid postal code' };
  return null;
}

// ---- Picture placement on a print area --------------------------------------------

/**
 * Where a picture sits on a base product's print area: `x`, `y` = the
 * picture's centre as a fraction of the print area's width and height (0..1,
 * 0.5 = centred); `scale` = the picture's width as a fraction of the print
 * area's width (aspect kept); `rotation` = degrees clockwise around its centre.
 */
export interface PrintPlacement {
  x: number;
  y: number;
  scale: number;
  rotation: number;
}

/** Bounds of {@link PrintPlacement.scale}. */
export const PLACEMENT_SCALE_MIN = 0.1;
export const PLACEMENT_SCALE_MAX = 4;

/** The placement that fits the picture's width to the print area, centred, not rotated. */
export const DEFAULT_PLACEMENT: PrintPlacement = { x: 0.5, y: 0.5, scale: 1, rotation: 0 };

/** Codes of {@link validatePlacement}. */
export type PlacementCode = 'placement.position' | 'placement.scale' | 'placement.rotation';

/**
 * A placement: the centre inside the print area (0 ≤ x, y ≤ 1), scale
 * {@link PLACEMENT_SCALE_MIN}–{@link PLACEMENT_SCALE_MAX}, rotation −180..180°.
 */
export function validatePlacement(p: PrintPlacement): ValidationIssue<PlacementCode> | null {
  const finite = [p.x, p.y, p.scale, p.rotation].every(Number.isFinite);
  if (!finite || p.x < 0 || p.x > 1 || p.y < 0 || p.y > 1)
    return { code: 'placement.position', message: 'The picture must be placed inside the print area' };
  if (p.scale < PLACEMENT_SCALE_MIN || p.scale > PLACEMENT_SCALE_MAX)
    return { code: 'placement.scale', message: `The picture's size must be between ${PLACEMENT_SCALE_MIN} and ${PLACEMENT_SCALE_MAX} times the print width` };
  if (p.rotation < -180 || p.rotation > 180) return { code: 'placement.rotation', message: 'The rotation must be between -180 and 180 degrees' };
  return null;
}

// ---- Orders -------------------------------------------------------------------------

/**
 * Status of an order (docs/shop.md 'Order lifecycle'): `pending_payment` →
 * `paid` → `confirmed` → `in_production` → `shipped` → `delivered`; or
 * `cancelled` (before confirmation), `refunded` or `cannot_be_produced`
 * (both refund in full).
 */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every {@link OrderStatus}, happy path first. */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'confirmed',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'cannot_be_produced',
] as const;

const ORDER_NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['confirmed', 'cancelled', 'refunded', 'cannot_be_produced'],
  confirmed: ['in_production', 'refunded', 'cannot_be_produced'],
  in_production: ['shipped', 'refunded', 'cannot_be_produced'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
  cannot_be_produced: [],
};

/** Statuses an order may move to from `from` (only a payment moves it to `paid`). */
export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_NEXT[from];
}

/** Whether an order may move from `from` to `to` (see {@link nextOrderStatuses}). */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_NEXT[from].includes(to);
}

/** Where an operator may move an order from `from`: every next status except `paid`, which only a payment sets. */
export function operatorOrderMoves(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_NEXT[from].filter((s) => s !== 'paid');
}

/** Whether the buyer may still cancel an order in `status` (docs/shop.md: before confirmation). */
export function buyerMayCancel(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'paid';
}

/** Final statuses: nothing moves an order out of them. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return ORDER_NEXT[status].length === 0;
}

/** Statuses that return the money paid, in full. */
export const REFUNDING_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded', 'cannot_be_produced'];

/**
 * The planned dates of an order placed at `placedAt` (docs/product.md §2, §9): shipped
 * about {@link ORDER_SHIP_DAYS} days later, delivered about
 * {@link ORDER_DELIVER_DAYS} days after that.
 */
export function orderTimeline(placedAt: Date): { placedAt: Date; shipBy: Date; deliverBy: Date } {
  const day = 86_400_000;
  const shipBy = new Date(placedAt.getTime() + ORDER_SHIP_DAYS * day);
  return { placedAt, shipBy, deliverBy: new Date(shipBy.getTime() + ORDER_DELIVER_DAYS * day) };
}

/** Longest tracking number accepted, in characters. */
export const TRACKING_NUMBER_MAX = 64;

/** Codes of {@link validateTrackingNumber}. */
export type TrackingCode = 'tracking.required' | 'tracking.invalid';

/** A tracking number: 4–64 letters, digits, spaces or dashes (required to ship an order). */
export function validateTrackingNumber(raw: string | null | undefined): ValidationIssue<TrackingCode> | null {
  const v = (raw ?? '').trim();
  if (!v) return { code: 'tracking.required', message: 'Please enter the tracking number' };
  if (v.length < 4 || v.length > TRACKING_NUMBER_MAX || !/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(v))
    return { code: 'tracking.invalid', message: 'Please enter a valid tracking number' };
  return null;
}

/**
 * `minor` (an integer in the currency's minor unit: cents, fen — docs/shop.md
 * 'Regions and money') as a localized price, e.g. `formatMoney(1200, 'USD',
 * 'en-US')` → `$12.00`, `formatMoney(6900, 'CNY', 'zh-Hans')` → `¥69.00`.
 * An unknown currency code falls back to `12.00 XYZ`.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale || 'en-US', { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
