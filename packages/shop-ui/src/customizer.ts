/**
 * @aigc/shop-ui/customizer — the custom-product screens (docs/shop.md
 * 'Placing an order'), a door of their own because they carry Konva: load it
 * lazily. `CustomProductPage` is `/product/custom/:type/:imageId/:imageUrl?`
 * (the main site and the shop host), `CustomizePage` the shop's
 * `/customize/:productId`; `Customizer` is the live preview alone.
 */
export { CustomProductPage, CustomizePage } from './pages/CustomizePages';
export { CustomizePanel } from './components/CustomizePanel';
export type { CustomizePanelProps } from './components/CustomizePanel';
export { Customizer } from './components/Customizer';
export type { CustomizerProps } from './components/Customizer';
