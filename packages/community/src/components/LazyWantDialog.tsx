import { Suspense, lazy } from 'react';
import { useOpenedOnce } from '@aigc/ui';
import type { WantDialogProps } from './WantDialog';

/** The want dialog's own chunk (the dialog, the ticket balance, the product status). */
const WantDialogChunk = lazy(() => import('./WantDialog').then((m) => ({ default: m.WantDialog })));

/**
 * The {@link WantDialogProps | want dialog} as a page renders it: nothing until
 * it first opens, then the dialog from its own chunk, kept rendered so it can
 * close and open again at once. Keeps the dialog's code (and the dialog
 * primitives it brings) out of a feed's first screen (docs/architecture.md
 * 'Page speed on phones'); while the chunk loads after the first click,
 * nothing shows.
 */
export function LazyWantDialog(props: WantDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <WantDialogChunk {...props} />
    </Suspense>
  );
}
