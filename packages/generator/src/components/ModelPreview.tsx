import { lazy, Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner, useLayoutMode } from '@aigc/ui';

const ModelViewer3D = lazy(() => import('./ModelViewer3D'));

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
  const mobile = useLayoutMode() === 'mobile';
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
