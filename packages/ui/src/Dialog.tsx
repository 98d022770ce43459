import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { CloseIcon } from './icons';

/** What every modal panel of this library takes ({@link Dialog}, `Drawer`). */
export interface ModalPanelProps {
  open: boolean;
  /** Called with false when the user closes it (close button, Esc, outside click). */
  onOpenChange: (open: boolean) => void;
  /** Heading, also the panel's accessible name. */
  title: ReactNode;
  /** Optional line under the title, also the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Bottom area: actions or a link. */
  footer?: ReactNode;
  className?: string;
}

/** The small ghost × button that closes a modal panel, named 'Close'. */
export function PanelCloseButton({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <RadixDialog.Close className={clsx('ui-button ui-button--icon ui-button--ghost ui-button--sm', className)} aria-label={t`Close`} title={t`Close`}>
      <CloseIcon />
    </RadixDialog.Close>
  );
}

/**
 * Props of {@link Dialog}: `onOpenChange` is not called on a close attempt
 * when `closable` is false; `footer` is an end-aligned actions row.
 */
export interface DialogProps extends ModalPanelProps {
  /**
   * Default true. False = no close button, and Esc / outside clicks are
   * ignored: the dialog closes only when its owner sets `open` to false
   * (docs/product.md §2: "The login dialog can be made non-closable").
   */
  closable?: boolean;
  /** Max width: sm 400 px, md 560 px, lg 800 px. Default md. */
  size?: 'sm' | 'md' | 'lg';
  /** Hide the title visually (still announced); for dialogs with their own visual heading. */
  hideTitle?: boolean;
}

/**
 * A modal dialog (Radix Dialog underneath: focus trap, focus return, Esc,
 * scroll lock, `aria-modal`). Rendered in a portal on document.body.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closable = true,
  size = 'md',
  hideTitle = false,
  className,
}: DialogProps) {
  const block = (event: Event) => {
    if (!closable) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (closable || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={clsx('ui-dialog', `ui-dialog--${size}`, className)}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={clsx('ui-dialog__title', hideTitle && 'ui-visually-hidden')}>
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="ui-dialog__description">{description}</RadixDialog.Description>
          ) : null}
          {children !== undefined ? <div className="ui-dialog__body">{children}</div> : null}
          {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
          {/* Last in the DOM so that focus starts on the first field, drawn top-right. */}
          {closable ? <PanelCloseButton className="ui-dialog__close" /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or consequence, e.g. "Abandon publishing?" (docs/product.md §4). */
  message: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Called by the cancel button, the close button, Esc and outside clicks. */
  onCancel: () => void;
  /** Show the confirm action as destructive. */
  danger?: boolean;
  /** Confirm is in flight: spinner on the confirm button. */
  loading?: boolean;
}

/** A small yes/no dialog (docs/product.md §4 confirmations: unfollow, abandon publishing, leave). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
  loading = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
