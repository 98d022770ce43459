/** The tickets module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { claimDailyRewards } from './rewards';
export { ticketsRoutes } from './routes';
export { balanceOf, grant, InsufficientTicketsError, LEDGER_TITLE_MAX, REFUND_TITLES, refundWants, spend, TicketLogType } from './service';
