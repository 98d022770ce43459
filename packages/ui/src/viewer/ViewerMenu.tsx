import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Trans } from '@lingui/react/macro';

/** Props of {@link ViewerMenu}. */
export interface ViewerMenuProps {
  /** Where the menu is open (viewport px), or null when closed. */
  at: { x: number; y: number } | null;
  onClose: () => void;
  /** 'Download'; left out when absent. */
  onDownload?: () => void;
  /** 'Copy image'; left out when absent. */
  onCopy?: () => void;
}

/**
 * The image viewer's context menu (docs/product.md §2 'Image viewer'): Download and
 * Copy image, opened at a point through a hidden anchor; non-modal, so the
 * viewer's dialog keeps its focus trap.
 */
export function ViewerMenu({ at, onClose, onDownload, onCopy }: ViewerMenuProps) {
  return (
    <RadixMenu.Root open={at !== null} onOpenChange={(next) => (next ? undefined : onClose())} modal={false}>
      <RadixMenu.Trigger asChild>
        <span aria-hidden="true" tabIndex={-1} className="ui-viewer__menu-anchor" style={{ left: at?.x ?? 0, top: at?.y ?? 0 }} />
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="ui-menu ui-viewer__menu" align="start" sideOffset={4}>
          {onDownload ? (
            <RadixMenu.Item className="ui-menu__item" onSelect={onDownload}>
              <Trans>Download</Trans>
            </RadixMenu.Item>
          ) : null}
          {onCopy ? (
            <RadixMenu.Item className="ui-menu__item" onSelect={onCopy}>
              <Trans>Copy image</Trans>
            </RadixMenu.Item>
          ) : null}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
