/** The delivery module's door: what the rest of the server uses of it (docs/architecture.md "Boundaries"). */
export { deliveryRoutes } from './routes';
export { shippingOf, type ShippingView } from './service';
