/** The releases module's door: direct product launch by verified creators (docs/shop.md 'Direct launch'; docs/architecture.md "Boundaries"). */
export { releasesRoutes } from './routes';
