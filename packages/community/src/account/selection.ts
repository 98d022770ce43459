import { useCallback, useMemo, useState } from 'react';
import { DELETE_MAX, validateSelection, type SelectionAction, type SelectionIssue } from '@aigc/domain';
import type { ImageAsset } from '@aigc/api-client';

/** Something that can be selected on the account page: a post, or an image of the creation history. */
export interface SelectableItem {
  /** Post id (post tabs) or uniqueImageId (history). */
  id: string;
  /** A 3D model: its model file is what downloads (docs/product.md §5 'only 1 model file'). */
  isModel: boolean;
  /** The image to download or post. */
  image: ImageAsset;
  /** URL of the model file, for 3D items. */
  modelUrl?: string | null;
  /** A post's challenge (names the downloaded file). */
  topicId?: string | null;
  /** A published post (`id` is its contentId; downloads through `topic/content/download`); false for history items. */
  published: boolean;
  /** A generated video of the creation history (downloads through the video batch, videos.zip). */
  videoId?: string;
  /** History images: the Want It challenges the image may be posted to (publish dialog). */
  wantableTopicIds?: string[];
}

/** Largest selection of any action (delete, docs/product.md §5): selecting past it is refused. */
export const SELECTION_CAP = DELETE_MAX;

/** State and actions of a multi-selection (docs/product.md §4 'Multi-select toggles between select more and unselect'). */
export interface Selection {
  active: boolean;
  items: SelectableItem[];
  has: (id: string) => boolean;
  /** Adds or removes an item; returns the issue when adding would pass {@link SELECTION_CAP}. */
  toggle: (item: SelectableItem) => SelectionIssue | null;
  start: () => void;
  /** Leaves select mode and clears the selection. */
  stop: () => void;
  clear: () => void;
  /** The first failed docs/product.md §5 rule for `action` with the current items, or null. */
  check: (action: SelectionAction) => SelectionIssue | null;
}

/** The multi-selection of one list: items kept in selection order, at most {@link SELECTION_CAP}. */
export function useSelection(): Selection {
  const [active, setActive] = useState(false);
  const [items, setItems] = useState<SelectableItem[]>([]);
  const ids = useMemo(() => new Set(items.map((i) => i.id)), [items]);
  const has = useCallback((id: string) => ids.has(id), [ids]);
  const toggle = useCallback(
    (item: SelectableItem) => {
      if (ids.has(item.id)) {
        setItems((prev) => prev.filter((i) => i.id !== item.id));
        return null;
      }
      if (items.length >= SELECTION_CAP) return validateSelection('delete', { total: items.length + 1 });
      setItems((prev) => [...prev, item]);
      return null;
    },
    [ids, items.length],
  );
  const clear = useCallback(() => setItems([]), []);
  const start = useCallback(() => setActive(true), []);
  const stop = useCallback(() => {
    setActive(false);
    setItems([]);
  }, []);
  const check = useCallback(
    (action: SelectionAction) => validateSelection(action, { total: items.length, models: items.filter((i) => i.isModel).length }),
    [items],
  );
  return { active, items, has, toggle, start, stop, clear, check };
}
