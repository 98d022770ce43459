/**
 * @aigc/shop-ui — the shop's screens (docs/shop.md 'API for the shop client',
 * docs/product.md §2 'Shop product page'): the catalogue, the product page,
 * the checkout, the TEST payment page, the WeChat Pay pages, the buyer's
 * orders and the operators' console (orders and Make It Real products),
 * plus the order timeline and status labels. Every page is meant to be
 * loaded lazily by an app's route table (`apps/shop`); its data
 * comes from `@aigc/store/shop`. The only public door of the package besides
 * `@aigc/shop-ui/customizer`.
 */
export { CataloguePage } from './pages/CataloguePage';
export { ProductPage } from './pages/ProductPage';
export { CheckoutPage, afterPlacing } from './pages/CheckoutPage';
export { TestPaymentPage } from './pages/TestPaymentPage';
export { OrderListPage } from './pages/OrderListPage';
export { OrderDetailPage } from './pages/OrderDetailPage';
export { WxPayPage, WxH5PayPage, WxPayCallbackPage, WxPayResultPage, wxPayOutcome, wxPayPath } from './pages/WxPayPages';
export { AdminOrdersPage } from './pages/AdminOrdersPage';
export { OrderStatusBadge, useOrderStatusLabel } from './components/OrderStatus';
export { OrderTimeline, OrderEvents } from './components/OrderTimeline';
export type { PlannedDates } from './components/OrderTimeline';
export { checkoutPath, mainSiteOriginFor, readCheckoutParams } from './util/links';
export type { CheckoutItemParams } from './util/links';
export { formatMoney } from './util/money';
export { CheckoutKey } from './util/checkoutKey';
