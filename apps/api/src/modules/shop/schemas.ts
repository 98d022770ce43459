import {
  BASE_PRODUCT_KINDS,
  DISCOUNT_TIERS,
  ORDER_ITEMS_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_STATUSES,
  PAGE_SIZE_MAX,
  PRODUCT_MODEL_TYPES,
  PRODUCT_STATUSES,
  TRACKING_NUMBER_MAX,
} from '@aigc/domain';
import { z } from 'zod';
import { pageQuery } from '../../lib/envelope';
import { AuthorSchema, ImageAssetSchema, PostCardSchema } from '../../shared';

const Minor = z.number().int().describe('Amount in the minor unit of `currency` (cents, fen)');
const Time = z.string().describe('ISO 8601');

/** OpenAPI component `OrderStatus` (docs/shop.md 'Order lifecycle'; domain `ORDER_STATUSES`). */
export const OrderStatusSchema = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });

/** OpenAPI component `PrintPlacement`: where a picture sits on a print area (domain `PrintPlacement`). */
export const PrintPlacementSchema = z
  .object({
    x: z.number().describe("The picture's centre, fraction of the print area's width (0..1)"),
    y: z.number().describe("The picture's centre, fraction of the print area's height (0..1)"),
    scale: z.number().describe("The picture's width as a fraction of the print area's width (0.1..4)"),
    rotation: z.number().describe('Degrees clockwise around its centre (-180..180)'),
  })
  .meta({ id: 'PrintPlacement' });

/** OpenAPI component `PaymentAction`: what the client does to pay. */
export const PaymentActionSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('test'), confirmPath: z.string().describe('POST here (with the session) to complete the TEST payment') }),
    z.object({ kind: z.literal('redirect'), url: z.string().describe('Open this URL (Stripe Checkout, WeChat H5)') }),
    z.object({ kind: z.literal('qr'), codeUrl: z.string().describe('Show as a QR code to scan with WeChat (Native)') }),
  ])
  .meta({ id: 'PaymentAction' });

/** OpenAPI component `ShopConfig`: the caller's shop region and its rules. */
export const ShopConfigSchema = z
  .object({
    region: z.enum(['EN', 'CN']),
    currency: z.enum(['USD', 'CNY']),
    countries: z.array(
      z.object({
        code: z.string().describe('ISO 3166-1 alpha-2'),
        name: z.string(),
        shippingFee: Minor,
        needsRegion: z.boolean().describe('A state / province is required'),
      }),
    ),
    quantityMax: z.number().int(),
    itemsMax: z.number().int(),
    unitsMax: z.number().int(),
    shipDays: z.number().int(),
    deliverDays: z.number().int(),
    payment: z.object({
      provider: z.enum(['test', 'stripe', 'wechat']),
      testMode: z.boolean().describe('True = TEST payments, no money moves: label them so'),
    }),
  })
  .meta({ id: 'ShopConfig' });

/** OpenAPI component `ShopProduct`: a product in the shop's list. */
export const ShopProductSchema = z
  .object({
    productId: z.string().describe('The post id of a Make It Real product, or a base product kind'),
    kind: z.enum(['made', 'custom']).describe('made = a Make It Real design; custom = a base product with your picture'),
    title: z.string(),
    imageUrl: z.string().nullable(),
    sale: z.enum(['buy', 'pre_order']),
    currency: z.enum(['USD', 'CNY']),
    fromPriceMinor: Minor,
    contentId: z.string().nullable(),
    modelType: z.enum(PRODUCT_MODEL_TYPES).nullable(),
    productType: z
      .enum(BASE_PRODUCT_KINDS)
      .nullable()
      .describe("A made product its verified creator launched directly: the kind of product it is made as (docs/shop.md 'Direct launch'); null otherwise"),
    productStatus: z.enum(PRODUCT_STATUSES).nullable(),
    author: AuthorSchema.nullable(),
    wantCount: z.number().int().nullable(),
  })
  .meta({ id: 'ShopProduct' });

/** OpenAPI component `ShopProductDetail`: a product page. */
export const ShopProductDetailSchema = ShopProductSchema.extend({
  description: z.string(),
  images: z.array(ImageAssetSchema),
  sizes: z.array(
    z.object({
      size: z.string(),
      label: z.string(),
      priceMinor: Minor,
      printArea: z
        .object({ widthMm: z.number(), heightMm: z.number(), dpi: z.number().int(), widthPx: z.number().int(), heightPx: z.number().int() })
        .nullable(),
    }),
  ),
  yourDiscount: z
    .object({
      tier: z.enum(DISCOUNT_TIERS),
      discount: z.number().describe('Fraction of the full price paid (0.7 = 30% off)'),
      units: z.number().int(),
      available: z.boolean().describe('False while another order of yours uses it'),
      usedByOrderId: z.string().nullable(),
    })
    .nullable(),
  quantityMax: z.number().int(),
  timeline: z.object({ placedAt: Time, shipBy: Time, deliverBy: Time }).describe('Planned dates of an order placed now'),
  related: z.array(PostCardSchema),
}).meta({ id: 'ShopProductDetail' });

const AddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  country: z.string(),
  region: z.string(),
  city: z.string(),
  line1: z.string(),
  line2: z.string(),
  postalCode: z.string(),
});

const EventSchema = z.object({
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema,
  actorKind: z.enum(['buyer', 'operator', 'system', 'provider']),
  actorId: z.string().nullable().describe('Operators only'),
  actorName: z.string().nullable().describe('Operators only'),
  note: z.string(),
  createTime: Time,
});

/** OpenAPI component `Order`: an order with its lines, amounts, timeline, payment and refund. */
export const OrderSchema = z
  .object({
    orderId: z.string(),
    status: OrderStatusSchema,
    region: z.enum(['EN', 'CN']),
    currency: z.string(),
    preOrder: z.boolean(),
    createTime: Time,
    updateTime: Time,
    amounts: z.object({
      subtotal: Minor.describe('Full prices × quantities'),
      discount: Minor.describe('Want-ticket discount'),
      shipping: Minor,
      total: Minor.describe('What the order costs: subtotal − discount + shipping'),
      paid: Minor.describe('Captured − refunded'),
      refunded: Minor,
    }),
    items: z.array(
      z.object({
        itemId: z.string(),
        kind: z.enum(['made', 'custom']),
        productId: z.string(),
        contentId: z.string().nullable(),
        title: z.string(),
        imageUrl: z.string().nullable(),
        size: z.string(),
        quantity: z.number().int(),
        unitPrice: Minor,
        discountedUnits: z.number().int(),
        discount: z.number(),
        discountTier: z.string().nullable(),
        lineTotal: Minor,
        custom: z
          .object({
            imageId: z.string().nullable(),
            placement: PrintPlacementSchema,
            printUrl: z.string().describe('The print file (PNG at the print resolution)'),
            previewUrl: z.string(),
            printWidth: z.number().int(),
            printHeight: z.number().int(),
          })
          .nullable(),
      }),
    ),
    shipping: AddressSchema,
    logistics: z.object({ carrier: z.string().nullable(), trackingNumber: z.string().nullable(), shippedTime: Time.nullable(), deliveredTime: Time.nullable() }),
    timeline: z.object({ placedTime: Time, shipBy: Time, deliverBy: Time, events: z.array(EventSchema) }),
    payment: z
      .object({
        paymentId: z.string(),
        provider: z.enum(['test', 'stripe', 'wechat']),
        status: z.enum(['pending', 'succeeded', 'failed', 'expired', 'cancelled']),
        testMode: z.boolean(),
        action: PaymentActionSchema.nullable(),
        expiresTime: Time.nullable(),
      })
      .nullable()
      .describe('null for a free order'),
    refund: z
      .object({
        status: z.enum(['pending', 'succeeded', 'failed']),
        amount: Minor,
        reason: z.string(),
        error: z.string().nullable(),
        createTime: Time,
        succeededTime: Time.nullable(),
      })
      .nullable(),
    canCancel: z.boolean(),
    canPay: z.boolean(),
    operatorMoves: z.array(OrderStatusSchema).describe('Operators only: where the order may move'),
    userId: z.string(),
  })
  .meta({ id: 'Order' });

const QUANTITY_MESSAGE = `The quantity must be between 1 and ${ORDER_QUANTITY_MAX}`;

/** Body of `POST /api/shop/orders`. */
export const PlaceOrderBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          productId: z.string().min(1, 'Please choose a product').max(64),
          size: z.string().min(1, 'Please choose a valid size').max(32),
          quantity: z.number().int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(ORDER_QUANTITY_MAX, QUANTITY_MESSAGE),
          custom: z
            .object({ imageId: z.string().min(1, 'Please choose a picture for this product').max(64), placement: PrintPlacementSchema })
            .optional()
            .describe('Base products: your picture (an image you own) and where it sits'),
        }),
      )
      .min(1, 'Please choose a product')
      .max(ORDER_ITEMS_MAX, `An order can hold at most ${ORDER_ITEMS_MAX} products`),
    shipping: z.object({
      useSaved: z.boolean().optional().describe('Take full name, phone and (unless line1 is given) the address from /delivery'),
      fullName: z.string().max(100).optional(),
      phone: z.string().max(40).optional(),
      country: z.string().min(1, 'Please choose your country').max(2),
      region: z.string().max(60).optional(),
      city: z.string().max(60),
      line1: z.string().max(200).optional(),
      line2: z.string().max(100).optional(),
      postalCode: z.string().max(12),
    }),
    scene: z.enum(['desktop', 'mobile']).optional().describe('WeChat Pay: desktop = QR code (Native), mobile = H5'),
  })
  .meta({ id: 'PlaceOrderBody' });

/** Body of `POST /api/shop/quote`: the order's lines and the country it ships to. */
export const QuoteBodySchema = z
  .object({
    items: PlaceOrderBodySchema.shape.items,
    country: z.string().min(1, 'Please choose your country').max(2),
  })
  .meta({ id: 'QuoteBody' });

/** OpenAPI component `OrderQuote`: what an order would cost, priced as placing it would be. */
export const OrderQuoteSchema = z
  .object({
    currency: z.enum(['USD', 'CNY']),
    lines: z.array(
      z.object({
        position: z.number().int(),
        kind: z.enum(['made', 'custom']),
        productId: z.string(),
        contentId: z.string().nullable(),
        size: z.string(),
        quantity: z.number().int(),
        title: z.string(),
        imageUrl: z.string().nullable(),
        unitPriceMinor: Minor,
        discountedUnits: z.number().int(),
        discount: z.number(),
        discountTier: z.string().nullable(),
        lineTotalMinor: Minor,
      }),
    ),
    discounts: z.array(z.object({ contentId: z.string(), tier: z.string(), discount: z.number() })),
    subtotal: Minor,
    discount: Minor,
    shipping: Minor,
    total: Minor,
    preOrder: z.boolean(),
    shipBy: Time,
    deliverBy: Time,
  })
  .meta({ id: 'OrderQuote' });

/** Query of the order lists. */
export const OrderListQuerySchema = z.object({ ...pageQuery(50), status: OrderStatusSchema.optional() });

/** Query of the operators' order list. */
export const AdminOrderListQuerySchema = z.object({
  ...pageQuery(PAGE_SIZE_MAX.operator),
  status: OrderStatusSchema.optional(),
  userId: z.string().optional(),
});

/** Body of `POST /admin/order/status`. */
export const MoveOrderBodySchema = z.object({
  orderId: z.string().min(1),
  status: OrderStatusSchema,
  note: z.string().max(500).optional().describe('Required for refunded and cannot_be_produced: the reason the buyer reads'),
  trackingNumber: z.string().max(TRACKING_NUMBER_MAX).optional().describe('Required for shipped'),
  carrier: z.string().max(60).optional(),
  expectFrom: OrderStatusSchema.optional().describe('Refuse with 409 unless the order is in this status'),
});

/** OpenAPI component `TestPayment`: the test provider's checkout page. */
export const TestPaymentSchema = z
  .object({
    paymentId: z.string(),
    orderId: z.string(),
    amountMinor: Minor,
    currency: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed', 'expired', 'cancelled']),
    testMode: z.literal(true),
    label: z.string().describe('Show it: no money moves'),
  })
  .meta({ id: 'TestPayment' });

/** `kind` filter of the product list. */
export const ProductKindQuery = z.enum(['all', 'made', 'custom']).default('all');
