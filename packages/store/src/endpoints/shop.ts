import type {
  AdminProduct,
  Order,
  OrderQuote,
  OrderStatus,
  OrdersQuery,
  Page,
  PlaceOrderBody,
  ProductStatus,
  ProductView,
  QuoteBody,
  ShopConfig,
  ShopProduct,
  ShopProductDetail,
  ShopProductsQuery,
  TestPayment,
} from '@aigc/api-client';
import { SHOP_CATALOGUE_PAGE_SIZE } from '@aigc/domain';
import { api } from '../api';
import { registerServerMessages } from '../serverMessages';
import { SHOP_SERVER_MESSAGES } from './shopMessages';

/** Arguments of `placeOrder`: the body and the checkout attempt's key (one per attempt, reused on retry). */
export interface PlaceOrderArgs {
  body: PlaceOrderBody;
  /** `Idempotency-Key` (≤ 128 characters): the same key and body return the first order (docs/shop.md 'Placing an order'). */
  idempotencyKey: string;
}

/** Query of the operators' order list (`GET /admin/orders`). */
export interface AdminOrdersQuery {
  status?: OrderStatus;
  userId?: string;
  page?: number;
  pageSize?: number;
}

/** Body of an operator's move (`POST /admin/order/status`, docs/shop.md 'Order lifecycle'). */
export interface MoveOrderBody {
  orderId: string;
  status: OrderStatus;
  /** Required for `refunded` and `cannot_be_produced`: the reason the buyer reads (≤ 500 characters). */
  note?: string;
  /** Required for `shipped`. */
  trackingNumber?: string;
  carrier?: string;
  /** The status the operator saw; the server answers 409 when it changed meanwhile. */
  expectFrom?: OrderStatus;
}

/** Query of the operators' Make It Real product list (`GET /admin/products`). */
export interface AdminProductsQuery {
  status?: ProductStatus;
  page?: number;
  pageSize?: number;
}

/** Body of an operator's product move (`POST /admin/product/status`, docs/tickets.md 'Operators'). */
export interface MoveProductBody {
  contentId: string;
  status: ProductStatus;
  /** Recorded with the move (≤ 500 characters). */
  note?: string;
  /** The status the operator saw; the server answers 409 when it changed meanwhile. */
  expectFrom?: ProductStatus;
}

/** Every order-carrying answer refreshes that order and the lists. */
const orderTags = (order: Order | undefined) =>
  order ? [{ type: 'Order' as const, id: order.orderId }, { type: 'Order' as const, id: 'LIST' }] : [];

// The shop's server messages are toasted in the user's language (docs/shop.md 'Errors').
registerServerMessages(SHOP_SERVER_MESSAGES);

/**
 * The shop's calls (docs/shop.md 'API for the shop client'): config,
 * catalogue, product page, quote, orders, the TEST payment and the
 * operators' console (orders and Make It Real products). Loaded only by
 * the shop's lazy screens (`@aigc/store/shop`), so no entry chunk carries
 * it. Server messages are
 * toasted by the base query unless marked silent, translated by
 * `SHOP_SERVER_MESSAGES`.
 */
export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/shop/config → region, currency, shipping countries, limits, payment provider. */
    getShopConfig: build.query<ShopConfig, void>({
      query: () => ({ url: '/api/shop/config' }),
    }),
    /** GET /api/shop/products → Page<ShopProduct>, base products first. */
    getShopProducts: build.query<Page<ShopProduct>, ShopProductsQuery | void>({
      query: (params) => ({ url: '/api/shop/products', params: { pageSize: SHOP_CATALOGUE_PAGE_SIZE, ...(params ?? {}) } }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** GET /api/shop/products/:productId → sizes with the caller's prices, `yourDiscount`, timeline, related works (404 unknown). */
    getShopProduct: build.query<ShopProductDetail, string>({
      query: (productId) => ({ url: `/api/shop/products/${encodeURIComponent(productId)}` }),
      providesTags: (_r, _e, productId) => [{ type: 'Product', id: productId }],
    }),
    /** POST /api/shop/quote → the server's price of `items` to `country` (login; 400 bad input). */
    quoteOrder: build.query<OrderQuote, QuoteBody>({
      query: (body) => ({ url: '/api/shop/quote', method: 'POST', body }),
    }),
    /**
     * POST /api/shop/orders with `Idempotency-Key` → Order (with `payment.action`).
     * 400 bad input, 409 key reused with another body / not for sale, 503
     * provider down (retry with the same key: the same order).
     */
    placeOrder: build.mutation<Order, PlaceOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/shop/orders',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (order) => [...orderTags(order), { type: 'Product', id: 'LIST' }],
    }),
    /** GET /api/shop/orders → the caller's orders, newest first. */
    getOrders: build.query<Page<Order>, OrdersQuery | void>({
      query: (params) => ({ url: '/api/shop/orders', params: { pageSize: 50, ...(params ?? {}) } }),
      providesTags: (page) => [
        { type: 'Order', id: 'LIST' },
        ...(page?.dataList ?? []).map((o) => ({ type: 'Order' as const, id: o.orderId })),
      ],
    }),
    /** GET /api/shop/orders/:orderId → Order (404 unknown or someone else's). */
    getOrder: build.query<Order, string>({
      query: (orderId) => ({ url: `/api/shop/orders/${encodeURIComponent(orderId)}` }),
      providesTags: (_r, _e, orderId) => [{ type: 'Order', id: orderId }],
    }),
    /** POST /api/shop/orders/:orderId/cancel → Order (409 once confirmed). */
    cancelOrder: build.mutation<Order, { orderId: string; reason?: string }>({
      query: ({ orderId, reason }) => ({
        url: `/api/shop/orders/${encodeURIComponent(orderId)}/cancel`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      invalidatesTags: (order) => orderTags(order),
    }),
    /** POST /api/shop/orders/:orderId/pay → Order with a fresh `payment.action` (409 cannot be paid). */
    payOrder: build.mutation<Order, { orderId: string; scene?: 'desktop' | 'mobile' }>({
      query: ({ orderId, scene }) => ({
        url: `/api/shop/orders/${encodeURIComponent(orderId)}/pay`,
        method: 'POST',
        body: scene ? { scene } : {},
      }),
      invalidatesTags: (order) => orderTags(order),
    }),
    /** GET /api/pay/test/:paymentId → the TEST payment (amount, status, the label to show). */
    getTestPayment: build.query<TestPayment, string>({
      query: (paymentId) => ({ url: `/api/pay/test/${encodeURIComponent(paymentId)}` }),
    }),
    /** POST /api/pay/test/:paymentId/confirm → the paid Order (no money moves). */
    confirmTestPayment: build.mutation<Order, string>({
      query: (paymentId) => ({ url: `/api/pay/test/${encodeURIComponent(paymentId)}/confirm`, method: 'POST' }),
      invalidatesTags: (order) => orderTags(order),
    }),
    /** GET /admin/orders (admin only, 403 otherwise) → Page<Order> with `operatorMoves`. */
    getAdminOrders: build.query<Page<Order>, AdminOrdersQuery>({
      query: (params) => ({ url: '/admin/orders', params: { pageSize: 50, ...params } }),
      providesTags: (page) => [
        { type: 'Order', id: 'LIST' },
        ...(page?.dataList ?? []).map((o) => ({ type: 'Order' as const, id: o.orderId })),
      ],
    }),
    /** POST /admin/order/status → Order (400 tracking number / reason missing, 409 not allowed or changed meanwhile). */
    moveOrder: build.mutation<Order, MoveOrderBody>({
      query: (body) => ({ url: '/admin/order/status', method: 'POST', body }),
      invalidatesTags: (order) => orderTags(order),
    }),
    /** GET /admin/products (admin only, 403 otherwise) → Page<AdminProduct>, the Make It Real products by status. */
    getAdminProducts: build.query<Page<AdminProduct>, AdminProductsQuery>({
      query: (params) => ({ url: '/admin/products', params: { pageSize: 50, ...params } }),
      providesTags: (page) => [
        { type: 'Product', id: 'ADMIN' },
        ...(page?.dataList ?? []).map((p) => ({ type: 'Product' as const, id: p.contentId })),
      ],
    }),
    /** GET /admin/product?contentId= (admin only) → ProductView with `nextStatuses` and the `history` (who, when, note). */
    getAdminProduct: build.query<ProductView, string>({
      query: (contentId) => ({ url: '/admin/product', params: { contentId } }),
      providesTags: (_r, _e, contentId) => [{ type: 'Product', id: contentId }],
    }),
    /**
     * POST /admin/product/status → ProductView and the want-tickets `refunded`
     * by the move (400 not allowed, 409 changed meanwhile).
     */
    moveProduct: build.mutation<ProductView & { refunded: number }, MoveProductBody>({
      query: (body) => ({ url: '/admin/product/status', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => [
        { type: 'Product', id: body.contentId },
        { type: 'Product', id: 'ADMIN' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetShopConfigQuery,
  useGetShopProductsQuery,
  useGetShopProductQuery,
  useQuoteOrderQuery,
  usePlaceOrderMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  usePayOrderMutation,
  useGetTestPaymentQuery,
  useConfirmTestPaymentMutation,
  useGetAdminOrdersQuery,
  useMoveOrderMutation,
  useGetAdminProductsQuery,
  useGetAdminProductQuery,
  useMoveProductMutation,
} = shopApi;
