import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@aigc/ui';
import type { PublishSource } from './PublishSourceStep';

/** The question the publish dialog is asking, if any. */
export type PublishConfirm = null | { kind: 'switchTab'; tab: PublishSource } | { kind: 'exit' } | { kind: 'abandon' };

/** Props of {@link PublishConfirmDialogs}. */
export interface PublishConfirmDialogsProps {
  confirm: PublishConfirm;
  /** Closes the question: answered no, or after acting on a yes. */
  onDismiss: () => void;
  /** 'Switch tab?' answered yes: clear the selection and switch to `tab`. */
  onSwitchTab: (tab: PublishSource) => void;
  /** 'Leave publishing?' or 'Abandon publishing?' answered yes: close. */
  onLeave: () => void;
}

/**
 * The publish dialog's three confirmations (docs/product.md §4): switching tabs with
 * images chosen, leaving step 1 while the parent's generation runs, and
 * abandoning a selection or step 2.
 */
export function PublishConfirmDialogs({ confirm, onDismiss, onSwitchTab, onLeave }: PublishConfirmDialogsProps) {
  const { t } = useLingui();
  return (
    <>
      <ConfirmDialog
        open={confirm?.kind === 'switchTab'}
        title={t`Switch tab?`}
        message={t`Switching clears the images you selected.`}
        confirmLabel={t`Switch`}
        cancelLabel={t`Cancel`}
        onCancel={onDismiss}
        onConfirm={() => {
          if (confirm?.kind === 'switchTab') onSwitchTab(confirm.tab);
          onDismiss();
        }}
      />
      <ConfirmDialog
        open={confirm?.kind === 'exit'}
        title={t`Leave publishing?`}
        message={t`Are you sure you want to exit? Your work is saved in creation history`}
        confirmLabel={t`Exit`}
        cancelLabel={t`Stay`}
        onCancel={onDismiss}
        onConfirm={onLeave}
      />
      <ConfirmDialog
        open={confirm?.kind === 'abandon'}
        title={t`Abandon publishing?`}
        message={t`Your title, description and selection will not be saved.`}
        confirmLabel={t`Abandon`}
        cancelLabel={t`Keep editing`}
        danger
        onCancel={onDismiss}
        onConfirm={onLeave}
      />
    </>
  );
}
