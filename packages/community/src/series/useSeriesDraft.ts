import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Series } from '@aigc/api-client';
import { SERIES_DESCRIPTION_MAX, SERIES_MESSAGES, SERIES_POSTS_MAX, SERIES_TITLE_MAX, validateSeries } from '@aigc/domain';
import { useSaveSeriesMutation } from '@aigc/store/series';

/** `list` with the item at `index` swapped with its neighbour `delta` away; unchanged past either end. */
export function moveItem<T>(list: readonly T[], index: number, delta: number): readonly T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** `list` without `id` when it holds it, else with `id` added at the end. */
export function toggleItem(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** Translated text of a series rule message from packages/domain. */
export function useSeriesMessage() {
  const { t } = useLingui();
  return (message: string): string => {
    switch (message) {
      case SERIES_MESSAGES.titleRequired:
        return t`Please enter a series title`;
      case SERIES_MESSAGES.titleTooLong:
        return t`The series title can have at most ${SERIES_TITLE_MAX} characters`;
      case SERIES_MESSAGES.descriptionTooLong:
        return t`The series description can have at most ${SERIES_DESCRIPTION_MAX} characters`;
      case SERIES_MESSAGES.empty:
        return t`Select at least one post`;
      case SERIES_MESSAGES.tooMany:
        return t`A series can hold at most ${SERIES_POSTS_MAX} posts`;
      case SERIES_MESSAGES.notOwn:
        return t`Only your own posts can be added to a series`;
      case SERIES_MESSAGES.duplicate:
        return t`A post can appear only once in a series`;
      default:
        return message;
    }
  };
}

/** Options of {@link useSeriesDraft}. */
export interface SeriesDraftOptions {
  /** The dialog is open: each opening starts a fresh draft. */
  open: boolean;
  /** A series to edit; absent = a new series. */
  series?: Series | null;
  /** Posts already chosen for a new series, in order. */
  initialContentIds?: readonly string[];
  /** Called with the saved series. */
  onSaved: (series: Series) => void;
}

/**
 * The draft of the series editor (docs/product.md §3 Series): title, description and
 * the chosen posts in order, fresh on each opening (from `series`, or
 * `initialContentIds`). `broken` is the first rule of the domain's
 * `validateSeries` it breaks; the messages show once a save was tried
 * (`tried`). `submit()` saves through `PUT /api/topic/content/series` when
 * nothing is broken and calls `onSaved`; a server error is toasted by the
 * base query and keeps the draft.
 */
export function useSeriesDraft({ open, series, initialContentIds, onSaved }: SeriesDraftOptions) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [tried, setTried] = useState(false);
  const [save, { isLoading: saving }] = useSaveSeriesMutation();

  // A fresh draft each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setTitle(series?.title ?? '');
    setDescription(series?.description ?? '');
    setChosen(series ? series.contents.map((c) => c.contentId) : [...(initialContentIds ?? [])]);
    setTried(false);
  }, [open, series, initialContentIds]);

  const broken = validateSeries({ title, description, contentIds: chosen });
  const toggle = (id: string) => setChosen((list) => toggleItem(list, id));
  const move = (index: number, delta: number) => setChosen((list) => moveItem(list, index, delta));

  const submit = async () => {
    setTried(true);
    if (broken) return;
    const result = await save({
      ...(series ? { uniqueSeriesId: series.uniqueSeriesId } : {}),
      title: title.trim(),
      description: description.trim(),
      contentIds: [...chosen],
    });
    if ('data' in result && result.data) onSaved(result.data);
  };

  return { title, setTitle, description, setDescription, chosen, toggle, move, tried, broken, saving, submit };
}
