/**
 * @aigc/tickets — the want-ticket widget for the site header and its log
 * drawer (docs/product.md §2 'Ticket widget'), the ticket tip after a live
 * ticket event (§4 'Ticket tip'), and the Make It Real screens: the
 * `/make-real` explainer, the `/delivery` shipping form, the free ID tag page
 * and the product status components (docs/product.md §1–§4). The only public door of
 * the package.
 */
export { TicketWidget } from './components/TicketWidget';
export type { TicketWidgetProps } from './components/TicketWidget';
export { TicketTip } from './components/TicketTip';
export { ledgerTitleText, toLogRows } from './util/formatLog';
export type { TicketLogRow } from './util/formatLog';
export {
  PRODUCT_STATUS_LABELS,
  PRODUCT_TYPE_LABELS,
  ProductLifecycle,
  ProductStatusBadge,
  useProductSizeLabel,
  useProductStatusLabel,
  useProductTypeLabel,
} from './components/ProductStatus';
export type { LifecycleStep } from './components/ProductStatus';
export { MakeRealPage } from './pages/MakeRealPage';
export { DeliveryPage } from './pages/DeliveryPage';
export { IdTagPage } from './pages/IdTagPage';
