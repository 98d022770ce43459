import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ElementRef } from 'react';

/**
 * Tabs (Radix Tabs: roving focus, arrow keys, `aria-selected`). Use
 * `value`/`onValueChange` (controlled) or `defaultValue`. Styled as a quiet
 * underline row.
 */
export const Tabs = forwardRef<ElementRef<typeof RadixTabs.Root>, ComponentPropsWithoutRef<typeof RadixTabs.Root>>(
  function Tabs({ className, ...props }, ref) {
    return <RadixTabs.Root ref={ref} className={clsx('ui-tabs', className)} {...props} />;
  },
);

/**
 * The row of tab triggers; give it an `aria-label`. It notes how its tabs were
 * last reached (`data-pointer` while the mouse or touch chose one, cleared by
 * the next key), so a tab chosen with the mouse shows no focus ring even when
 * the browser counts its focus as visible (docs/style.md 'Accessibility').
 */
export const TabsList = forwardRef<ElementRef<typeof RadixTabs.List>, ComponentPropsWithoutRef<typeof RadixTabs.List>>(
  function TabsList({ className, onPointerDown, onKeyDown, ...props }, ref) {
    return (
      <RadixTabs.List
        ref={ref}
        className={clsx('ui-tabs__list', className)}
        onPointerDown={(event) => {
          event.currentTarget.dataset.pointer = '';
          onPointerDown?.(event);
        }}
        onKeyDown={(event) => {
          delete event.currentTarget.dataset.pointer;
          onKeyDown?.(event);
        }}
        {...props}
      />
    );
  },
);

/** One tab; `value` pairs it with a {@link TabsContent}. */
export const TabsTrigger = forwardRef<
  ElementRef<typeof RadixTabs.Trigger>,
  ComponentPropsWithoutRef<typeof RadixTabs.Trigger>
>(function TabsTrigger({ className, ...props }, ref) {
  return <RadixTabs.Trigger ref={ref} className={clsx('ui-tabs__trigger', className)} {...props} />;
});

/** The panel shown while its `value` is selected. */
export const TabsContent = forwardRef<
  ElementRef<typeof RadixTabs.Content>,
  ComponentPropsWithoutRef<typeof RadixTabs.Content>
>(function TabsContent({ className, ...props }, ref) {
  return <RadixTabs.Content ref={ref} className={clsx('ui-tabs__content', className)} {...props} />;
});
