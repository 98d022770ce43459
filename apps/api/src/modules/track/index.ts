/** The track module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { trackRoutes } from './routes';
export { WEB_VITALS_REPORT_HOURS_MAX, WEB_VITALS_REPORT_ROWS_MAX, webVitalsReport, type WebVitalsRow } from './vitals';
