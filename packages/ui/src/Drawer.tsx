import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { PanelCloseButton, type ModalPanelProps } from './Dialog';

/** Props of {@link Drawer}: `footer` is a sticky bottom area (e.g. a link or an action). */
export interface DrawerProps extends ModalPanelProps {
  /** Edge it slides from. Default right. */
  side?: 'left' | 'right';
}

/**
 * A side panel over the page (Radix Dialog underneath: modal, focus trap,
 * Esc, focus return), e.g. the ticket log (docs/product.md §2) or the notice centre.
 * 25 rem wide on desktop, full width on narrow screens; slides in under
 * 200 ms, no motion with `prefers-reduced-motion`.
 */
export function Drawer({ open, onOpenChange, title, description, children, footer, side = 'right', className }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={clsx('ui-drawer', `ui-drawer--${side}`, className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-drawer__header">
            <RadixDialog.Title className="ui-drawer__title">{title}</RadixDialog.Title>
            <PanelCloseButton />
          </div>
          {description ? (
            <RadixDialog.Description className="ui-drawer__description">{description}</RadixDialog.Description>
          ) : null}
          <div className="ui-drawer__body">{children}</div>
          {footer ? <div className="ui-drawer__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
