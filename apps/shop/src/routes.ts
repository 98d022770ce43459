import type { AppRoute } from '@aigc/shell';

/**
 * The shop's route table (docs/shop.md 'API for the shop client', docs/product.md
 * §2): the catalogue, the product page (`/detail/:productId`, where the main
 * site's 'Buy in the shop' lands), the customizer of a base product, the
 * checkout, the TEST payment page, the WeChat Pay pages, 'My orders' and one order (where the
 * main site's `/order/detail/…` redirect lands), and the operators' console.
 * Every page is a lazy chunk of `@aigc/shop-ui`.
 */
export const ROUTE_TABLE: readonly AppRoute[] = [
  { path: '/', page: () => import('@aigc/shop-ui').then((m) => m.CataloguePage) },
  { path: '/detail/:productId', meta: { depth: 1 }, page: () => import('@aigc/shop-ui').then((m) => m.ProductPage) },
  {
    path: '/customize/:productId',
    meta: { needLogin: true, depth: 1, needFooter: false },
    page: () => import('@aigc/shop-ui/customizer').then((m) => m.CustomizePage),
  },
  {
    path: '/product/custom/:type/:imageId/:imageUrl?',
    meta: { needLogin: true, depth: 1, needFooter: false },
    page: () => import('@aigc/shop-ui/customizer').then((m) => m.CustomProductPage),
  },
  { path: '/checkout', meta: { needLogin: true, depth: 1 }, page: () => import('@aigc/shop-ui').then((m) => m.CheckoutPage) },
  {
    path: '/pay/test/:paymentId',
    meta: { needLogin: true, depth: 1 },
    page: () => import('@aigc/shop-ui').then((m) => m.TestPaymentPage),
  },
  // WeChat Pay (docs/product.md §2; docs/shop.md 'The shop client'): the QR code or H5, the return, the outcome.
  { path: '/wx-pay', meta: { needLogin: true, depth: 1 }, page: () => import('@aigc/shop-ui').then((m) => m.WxPayPage) },
  { path: '/wx-pay/h5-pay', meta: { needLogin: true, depth: 1 }, page: () => import('@aigc/shop-ui').then((m) => m.WxH5PayPage) },
  {
    path: '/wx-pay/callback/:orderId',
    meta: { needLogin: true, depth: 1 },
    page: () => import('@aigc/shop-ui').then((m) => m.WxPayCallbackPage),
  },
  {
    path: '/wx-pay/result/:result',
    meta: { needLogin: true, depth: 1 },
    page: () => import('@aigc/shop-ui').then((m) => m.WxPayResultPage),
  },
  { path: '/order/list', meta: { needLogin: true }, page: () => import('@aigc/shop-ui').then((m) => m.OrderListPage) },
  {
    path: '/order/detail/:orderId',
    meta: { needLogin: true, depth: 1 },
    page: () => import('@aigc/shop-ui').then((m) => m.OrderDetailPage),
  },
  { path: '/admin/orders', meta: { needLogin: true }, page: () => import('@aigc/shop-ui').then((m) => m.AdminOrdersPage) },
  { path: '/login', meta: { needFooter: false }, page: () => import('@aigc/auth').then((m) => m.LoginPage) },
  { path: '*', page: () => import('@aigc/shell/on-demand').then((m) => m.NotFoundPage) },
];
