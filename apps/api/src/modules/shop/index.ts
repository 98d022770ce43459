/** The shop module's door (docs/shop.md; docs/architecture.md "Boundaries"): catalogue, orders, payments, operators' moves. */
export { paymentsPlugin } from './plugin';
export { payCallbackRoutes, shopDeps, shopRoutes } from './routes';
export { listOrders, orderFor, retryRefund, type OrderView } from './orders';
export { moveOrder } from './operators';
export { AdminOrderListQuerySchema, MoveOrderBodySchema, OrderSchema, OrderStatusSchema } from './schemas';
export { CreatorEarningsSchema, earningsOf, type CreatorEarningsDto } from './royalties';
