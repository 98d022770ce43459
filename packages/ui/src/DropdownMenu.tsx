import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ElementRef, ReactNode } from 'react';

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps {
  /** The element that opens the menu (a button); it receives the ARIA wiring. */
  trigger: ReactNode;
  /** {@link DropdownMenuItem}s, {@link DropdownMenuSeparator}s, {@link DropdownMenuLabel}s. */
  children: ReactNode;
  /** Side alignment of the menu against the trigger. Default end. */
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Uncontrolled: whether the menu starts open (e.g. a click on its placeholder while its code loaded). */
  defaultOpen?: boolean;
  /** Class on the menu panel. */
  className?: string;
}

/**
 * A menu that drops from a trigger (Radix DropdownMenu: arrow-key
 * navigation, typeahead, Esc, focus return), e.g. the header's user menu
 * (docs/product.md §2: personal homepage, my orders, logout).
 */
export function DropdownMenu({ trigger, children, align = 'end', open, onOpenChange, defaultOpen, className }: DropdownMenuProps) {
  return (
    <RadixMenu.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen} modal={false}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content align={align} sideOffset={8} className={clsx('ui-menu', className)}>
          {children}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

/**
 * One action in a {@link DropdownMenu}. Use `onSelect` for actions; for
 * navigation pass `asChild` with your router link as the only child.
 */
export const DropdownMenuItem = forwardRef<
  ElementRef<typeof RadixMenu.Item>,
  ComponentPropsWithoutRef<typeof RadixMenu.Item> & { danger?: boolean }
>(function DropdownMenuItem({ className, danger, ...props }, ref) {
  return <RadixMenu.Item ref={ref} className={clsx('ui-menu__item', danger && 'ui-menu__item--danger', className)} {...props} />;
});

/** A thin rule between groups of items. */
export function DropdownMenuSeparator({ className }: { className?: string }) {
  return <RadixMenu.Separator className={clsx('ui-menu__separator', className)} />;
}

/** A non-interactive heading inside the menu (e.g. the signed-in name). */
export function DropdownMenuLabel({ children, className }: { children: ReactNode; className?: string }) {
  return <RadixMenu.Label className={clsx('ui-menu__label', className)}>{children}</RadixMenu.Label>;
}

/** Props of {@link DropdownMenuSub}. */
export interface DropdownMenuSubProps {
  /** The text of the item that opens the submenu. */
  label: ReactNode;
  /** The submenu's {@link DropdownMenuItem}s. */
  children: ReactNode;
  className?: string;
}

/**
 * A nested menu inside a {@link DropdownMenu} (Radix Sub: opens on hover,
 * click, Enter or ArrowRight; ArrowLeft/Esc closes it), e.g. the header's
 * 'Other' group with its 'creation mode upgrade' submenu (docs/product.md §2).
 */
export function DropdownMenuSub({ label, children, className }: DropdownMenuSubProps) {
  return (
    <RadixMenu.Sub>
      <RadixMenu.SubTrigger className="ui-menu__item ui-menu__item--sub">
        {label}
        <span className="ui-menu__chevron" aria-hidden="true">
          ›
        </span>
      </RadixMenu.SubTrigger>
      <RadixMenu.Portal>
        <RadixMenu.SubContent sideOffset={4} className={clsx('ui-menu', className)}>
          {children}
        </RadixMenu.SubContent>
      </RadixMenu.Portal>
    </RadixMenu.Sub>
  );
}
