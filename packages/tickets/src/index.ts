/**
 * @aigc/tickets — the want-ticket widget for the site header and its log
 * drawer (spec §2 'Ticket widget'). The only public door of the package.
 */
export { TicketWidget } from './components/TicketWidget';
export type { TicketWidgetProps } from './components/TicketWidget';
export { toLogRows } from './util/formatLog';
export type { TicketLogRow } from './util/formatLog';
