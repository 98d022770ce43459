import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Series } from '@aigc/api-client';
import { PAGE_SIZE_MAX, SERIES_DESCRIPTION_MAX, SERIES_MESSAGES, SERIES_TITLE_MAX } from '@aigc/domain';
import { useGetUserContentsQuery } from '@aigc/store';
import { Button, Dialog, TextArea, TextField } from '@aigc/ui';
import { SeriesOrder, SeriesPostPicker, type ChosenPost } from './SeriesEditorParts';
import { useSeriesDraft, useSeriesMessage } from './useSeriesDraft';

/** Props of {@link SeriesEditorDialog}. */
export interface SeriesEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The signed-in author (their posts are offered). */
  userId: string;
  /** A series to edit; absent = a new series. */
  series?: Series | null;
  /** Posts already chosen for a new series (e.g. from a multi-select), in order. */
  initialContentIds?: readonly string[];
  /** Called with the saved series (the dialog then closes). */
  onSaved?: (series: Series) => void;
}

/**
 * Creates or edits a series of the author's own posts (docs/product.md §3 Series;
 * `PUT /api/topic/content/series`): a title (≤ 50) and a description
 * (≤ 300) with counters, the author's posts to tick (≤ 50, packages/domain
 * validateSeries), and the chosen order with move-up / move-down / remove.
 * Rule breaks are shown before sending; server errors are toasted and keep
 * the dialog open with the draft intact.
 */
export function SeriesEditorDialog({ open, onOpenChange, userId, series, initialContentIds, onSaved }: SeriesEditorDialogProps) {
  const { t } = useLingui();
  const describe = useSeriesMessage();
  const { data: own, isLoading } = useGetUserContentsQuery({ userId, pageSize: PAGE_SIZE_MAX.cards }, { skip: !open });
  const draft = useSeriesDraft({
    open,
    series,
    initialContentIds,
    onSaved: (saved) => {
      onSaved?.(saved);
      onOpenChange(false);
    },
  });
  const { broken, tried } = draft;

  const byId = useMemo(() => {
    const map = new Map<string, ChosenPost>();
    for (const c of series?.contents ?? []) map.set(c.contentId, { title: c.title, poster: c.posterImage });
    for (const p of own?.dataList ?? []) map.set(p.contentId, { title: p.title, poster: p.posterImage });
    return map;
  }, [own, series]);

  const titleBroken = broken === SERIES_MESSAGES.titleRequired || broken === SERIES_MESSAGES.titleTooLong;
  const descriptionBroken = broken === SERIES_MESSAGES.descriptionTooLong;
  const shown = (show: boolean) => (tried && broken && show ? describe(broken) : undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={series ? t`Edit series` : t`New series`}
      description={t`Group your posts into a series that people can page through.`}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={draft.saving} onClick={() => void draft.submit()}>
            <Trans>Save series</Trans>
          </Button>
        </>
      }
    >
      <div className="cm-series-editor">
        <TextField
          label={t`Title`}
          value={draft.title}
          onChange={(e) => draft.setTitle(e.target.value)}
          hint={`${[...draft.title].length}/${SERIES_TITLE_MAX}`}
          error={shown(titleBroken)}
        />
        <TextArea
          label={t`Description`}
          value={draft.description}
          onChange={(e) => draft.setDescription(e.target.value)}
          rows={2}
          hint={`${[...draft.description].length}/${SERIES_DESCRIPTION_MAX}`}
          error={shown(descriptionBroken)}
        />
        <SeriesOrder
          chosen={draft.chosen}
          byId={byId}
          onMove={draft.move}
          onRemove={draft.toggle}
          error={shown(!titleBroken && !descriptionBroken) ?? null}
        />
        <SeriesPostPicker posts={own?.dataList} loading={isLoading} chosen={draft.chosen} onToggle={draft.toggle} />
      </div>
    </Dialog>
  );
}
