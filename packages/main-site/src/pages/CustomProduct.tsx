import { lazy, Suspense } from 'react';

const Customizer = lazy(() => import('@aigc/shop-ui/customizer').then((m) => ({ default: m.CustomProductPage })));

/**
 * `/product/custom/…` of the main site: the shop's customizer
 * (`@aigc/shop-ui/customizer`, Konva), loaded by this page's own chunk so the
 * entry names one chunk for it instead of the customizer's several
 * (docs/architecture.md 'Tests': the 150 KB initial-JS budget).
 */
export function CustomProductRoute() {
  return (
    <Suspense fallback={null}>
      <Customizer />
    </Suspense>
  );
}
