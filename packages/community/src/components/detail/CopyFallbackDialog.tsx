import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button, Dialog } from '@aigc/ui';

/** Props of {@link CopyFallbackDialog}. */
export interface CopyFallbackDialogProps {
  /** The text to copy by hand; null = closed. */
  text: string | null;
  onClose: () => void;
}

/**
 * The prompt dialog shown when the browser refuses clipboard access (docs/product.md §8
 * 'Copy failure falls back to a prompt dialog'): the text in a read-only
 * field, already selected, so Ctrl+C / ⌘C (or a long-press) copies it.
 */
export function CopyFallbackDialog({ text, onClose }: CopyFallbackDialogProps) {
  const { t } = useLingui();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (text === null) return undefined;
    const id = setTimeout(() => field.current?.select(), 0);
    return () => clearTimeout(id);
  }, [text]);
  return (
    <Dialog
      open={text !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Copy this link`}
      description={t`Your browser did not allow copying. Select the text and press Ctrl+C (⌘C on a Mac).`}
      size="sm"
      footer={
        <Button variant="primary" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <input
        ref={field}
        className="ui-field__control cm-copy-field"
        readOnly
        value={text ?? ''}
        aria-label={t`Text to copy`}
        onFocus={(event) => event.currentTarget.select()}
      />
    </Dialog>
  );
}
