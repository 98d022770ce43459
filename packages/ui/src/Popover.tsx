import * as RadixPopover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The element that toggles the popover (a button); it receives the ARIA wiring. */
  trigger: ReactNode;
  /** The panel's content. */
  children: ReactNode;
  /** Accessible name of the panel (it is a dialog for assistive technology). */
  label: string;
  /** Side of the trigger the panel opens on. Default bottom. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Alignment against the trigger. Default center. */
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Class on the panel. */
  className?: string;
}

/**
 * A non-modal floating panel anchored to a trigger (Radix Popover: Esc and
 * outside click close it, focus moves in and returns to the trigger), e.g.
 * the header's 'more info' popup (docs/product.md §2).
 */
export function Popover({ trigger, children, label, side = 'bottom', align = 'center', open, onOpenChange, className }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={16}
          aria-label={label}
          className={clsx('ui-popover', className)}
        >
          {children}
          <RadixPopover.Arrow className="ui-popover__arrow" width={14} height={7} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
