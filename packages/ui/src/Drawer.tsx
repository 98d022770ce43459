import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  /** Called with false on the close button, Esc or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** Heading and accessible name. */
  title: ReactNode;
  /** Optional accessible description under the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Sticky bottom area (e.g. a link or an action). */
  footer?: ReactNode;
  /** Edge it slides from. Default right. */
  side?: 'left' | 'right';
  className?: string;
}

/**
 * A side panel over the page (Radix Dialog underneath: modal, focus trap,
 * Esc, focus return), e.g. the ticket log (docs/product.md §2) or the notice centre.
 * 25 rem wide on desktop, full width on narrow screens; slides in under
 * 200 ms, no motion with `prefers-reduced-motion`.
 */
export function Drawer({ open, onOpenChange, title, description, children, footer, side = 'right', className }: DrawerProps) {
  const { t } = useLingui();
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
            <RadixDialog.Close
              className="ui-button ui-button--icon ui-button--ghost ui-button--sm"
              aria-label={t`Close`}
              title={t`Close`}
            >
              <CloseIcon />
            </RadixDialog.Close>
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
