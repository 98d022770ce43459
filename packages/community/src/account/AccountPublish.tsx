import { PublishDialog, selectedFromAsset } from '@aigc/publish-dialog';
import type { SelectableItem } from './selection';

/** Props of {@link AccountPublish}. */
export interface AccountPublishProps {
  /** The history images chosen with multi-select 'Post' (≤ 9, no model: checked before). */
  items: SelectableItem[];
  onClose: () => void;
}

/**
 * Hands the images chosen in the creation history (docs/product.md §2 'multi-select
 * for post') to the publish-post dialog, opened on its step 2 with them
 * preselected (scene 'account'); after publishing, the dialog's share step
 * offers the new post (*View post*) or *Done*, which closes.
 */
export function AccountPublish({ items, onClose }: AccountPublishProps) {
  const preselected = items.map((i) => ({ ...selectedFromAsset(i.image, 'history'), wantableTopicIds: i.wantableTopicIds ?? [] }));
  return (
    <PublishDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      scene="account"
      preselected={preselected}
    />
  );
}
