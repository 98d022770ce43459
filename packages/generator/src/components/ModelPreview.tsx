import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MOBILE_BREAKPOINT_PX } from '@aigc/domain';
import { Spinner } from '@aigc/ui';
import { isMobileDevice } from '../util/record';

const ModelViewer3D = lazy(() => import('./ModelViewer3D'));

function subscribe(callback: () => void) {
  window.addEventListener('resize', callback);
  return () => window.removeEventListener('resize', callback);
}

/** Whether the mobile layout applies now (docs/product.md §2: under 1024 px or a mobile user agent); follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMobileDevice(window.innerWidth, navigator.userAgent, MOBILE_BREAKPOINT_PX),
    () => false,
  );
}

export interface ModelPreviewProps {
  /** URL of the GLB. */
  glbUrl: string;
  /** Accessible name. */
  label: string;
}

/**
 * The in-page 3D preview of an image → 3D result (docs/product.md §1). three.js loads
 * only when a preview is shown; on mobile it shows '3D preview not supported
 * on mobile' instead (docs/product.md §8).
 */
export function ModelPreview({ glbUrl, label }: ModelPreviewProps) {
  const { t } = useLingui();
  const mobile = useIsMobile();
  if (mobile) {
    return (
      <p className="gen-viewer gen-viewer--message" role="status">
        <Trans>3D preview not supported on mobile</Trans>
      </p>
    );
  }
  return (
    <Suspense fallback={<Spinner label={t`Loading the 3D preview`} />}>
      <ModelViewer3D src={glbUrl} label={label} />
    </Suspense>
  );
}
