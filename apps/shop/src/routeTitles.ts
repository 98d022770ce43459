import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The page name of each route of the shop's {@link ROUTE_TABLE} (by its path
 * pattern) in the document title, `'<name> · <brand>'` (docs/architecture.md
 * 'Document titles'). A product names itself by its title once loaded
 * (`useDocumentTitle` on its page). Loaded on demand by the shell
 * (`ShellConfig.routeTitles`), so the entry chunk does not carry it.
 */
export const ROUTE_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  '/': msg`Shop`,
  '/detail/:productId': msg({ context: 'document title', message: 'Product' }),
  '/customize/:productId': msg`Customize`,
  '/product/custom/:type/:imageId/:imageUrl?': msg`Customize`,
  '/checkout': msg`Checkout`,
  '/pay/test/:paymentId': msg({ context: 'document title', message: 'Payment' }),
  '/wx-pay': msg`WeChat Pay`,
  '/wx-pay/h5-pay': msg`WeChat Pay`,
  '/wx-pay/callback/:orderId': msg`WeChat Pay`,
  '/wx-pay/result/:result': msg`WeChat Pay`,
  '/order/list': msg`My orders`,
  '/order/detail/:orderId': msg({ context: 'document title', message: 'Order' }),
  '/admin/orders': msg`Operators' console`,
  '/login': msg`Log in`,
  '*': msg`Page not found`,
};
