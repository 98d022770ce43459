import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord } from '@aigc/api-client';
import type { SelectionAction } from '@aigc/domain';
import { toastShown, useAppDispatch, useGetGenerationHistoryPagesInfiniteQuery } from '@aigc/store';
import { useDeleteGenerationItemsMutation } from '@aigc/store/generate-tools';
import { Badge, ConfirmDialog, Image, LoadMore, Skeleton } from '@aigc/ui';
import { formatDate } from '../util/format';
import { FilteredEmpty, KindChips, type CreationKind } from './ChipGroup';
import { SelectionBar, SelectOverlay } from './SelectionBar';
import { useSelection, type SelectableItem } from './selection';
import { useDownloadItems } from './useDownloadItems';

/** Selectable items of one generation record: each image, the 3D model or the video as one item. */
export function itemsOfRecord(record: GenerationRecord): SelectableItem[] {
  if (record.video) {
    const { video } = record;
    const poster = { uniqueImageId: video.uniqueVideoId, url: video.posterUrl, imageResize512Url: video.posterUrl, imageResize200Url: video.posterUrl, width: video.width, height: video.height, preview: false };
    return [{ id: `${record.id}:video`, isModel: false, image: poster, published: false, videoId: video.uniqueVideoId }];
  }
  if (record.model3d) {
    const poster = record.images[0];
    if (!poster) return [];
    return [{ id: `${record.id}:model`, isModel: true, image: poster, modelUrl: record.model3d.glbUrl, published: false }];
  }
  const wantableTopicIds = record.wantableTopics.map((w) => w.uniqueTopicId);
  return record.images.map((image) => ({ id: image.uniqueImageId, isModel: false, image, published: false, wantableTopicIds }));
}

/** Props of {@link HistoryPanel}. */
export interface HistoryPanelProps {
  /** Hands the chosen images to the publish dialog (docs/product.md §5: ≤ 9, no model). */
  onPost?: (items: SelectableItem[]) => void;
  /** Shown when there is no creation yet. */
  empty: ReactNode;
}

/**
 * The signed-in user's creation history (docs/product.md §2 account 'history' tab and
 * `/my-history`): generation records newest first, grouped by day, loaded
 * 20 at a time within 200 px of the bottom (docs/product.md §9), an image / 3D
 * sub-filter (the server's `target`, so each filter pages on its own), and
 * multi-select to post (≤ 9 images), download (≤ 9, one model file) or
 * delete (≤ 50; the creations holding the selected items, after a
 * confirmation, with the generator's `generate/delete/item`), docs/product.md §5.
 */
export function HistoryPanel({ onPost, empty }: HistoryPanelProps) {
  const { i18n, t } = useLingui();
  const dispatch = useAppDispatch();
  const [kind, setKind] = useState<CreationKind>('all');
  const { data, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetGenerationHistoryPagesInfiniteQuery(
    kind === 'all' ? {} : { target: kind },
  );
  const selection = useSelection();
  const { download, downloading } = useDownloadItems();
  const [deleteItems, { isLoading: deleting }] = useDeleteGenerationItemsMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { stop } = selection;
  useEffect(() => stop(), [kind, stop]);
  const records = useMemo(() => data?.pages.flatMap((p) => p.dataList) ?? [], [data]);
  // Which creation each selectable item belongs to: deleting removes whole creations.
  const recordOf = useMemo(() => new Map(records.flatMap((r) => itemsOfRecord(r).map((item) => [item.id, r.id] as const))), [records]);
  const selectedRecords = [...new Set(selection.items.flatMap((item) => recordOf.get(item.id) ?? []))];
  const groups = useMemo(() => {
    const out: { day: string; items: { item: SelectableItem; prompt: string }[] }[] = [];
    for (const r of records) {
      const day = formatDate(r.createTime, i18n.locale);
      let group = out[out.length - 1];
      if (!group || group.day !== day) {
        group = { day, items: [] };
        out.push(group);
      }
      for (const item of itemsOfRecord(r)) group.items.push({ item, prompt: r.prompt });
    }
    return out;
  }, [records, i18n.locale]);

  const confirmDelete = async () => {
    const res = await deleteItems({ itemIds: selectedRecords });
    setConfirmingDelete(false);
    if ('data' in res && res.data) {
      const n = res.data.deleted;
      dispatch(toastShown({ message: t({ message: plural(n, { one: '# creation deleted', other: '# creations deleted' }) }), kind: 'success' }));
      selection.stop();
    }
  };

  const actions: SelectionAction[] = onPost ? ['post', 'download', 'delete'] : ['download', 'delete'];
  const onAction = (action: SelectionAction) => {
    if (action === 'post' && onPost) {
      onPost(selection.items);
      selection.stop();
    } else if (action === 'download') {
      void download(selection.items).then(() => selection.stop());
    } else if (action === 'delete') {
      setConfirmingDelete(true);
    }
  };

  if (isLoading) {
    return (
      <div className="ac-history__grid" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="ac-history__skeleton" />
        ))}
      </div>
    );
  }
  if (records.length === 0 && kind === 'all') return <>{empty}</>;
  return (
    <div className="ac-panel">
      <div className="ac-panel__bar">
        <KindChips
          value={kind}
          onChange={(next) => {
            setKind(next);
            selection.stop();
          }}
        />
        <SelectionBar
          selection={selection}
          actions={actions}
          onAction={onAction}
          busy={downloading ? 'download' : deleting ? 'delete' : null}
        />
      </div>
      {groups.length === 0 ? <FilteredEmpty kind={kind === 'model' ? 'model' : 'image'} /> : null}
      {groups.map((g) => (
        <section key={g.day} className="ac-history__day" aria-label={g.day}>
          <h3 className="ac-history__date">{g.day}</h3>
          <ul className="ac-history__grid">
            {g.items.map(({ item, prompt }) => (
              <li key={item.id} className="ac-history__item">
                <Image
                  src={item.image.imageResize512Url || item.image.url}
                  alt={prompt}
                  width={item.image.width}
                  height={item.image.height}
                  className="ac-history__img"
                />
                {item.isModel ? (
                  <Badge tone="overlay" className="ac-model-badge">
                    <Trans context="A 3D-model post's badge">3D</Trans>
                  </Badge>
                ) : item.videoId ? (
                  <Badge tone="overlay" className="ac-model-badge">
                    <Trans>Video</Trans>
                  </Badge>
                ) : null}
                <SelectOverlay selection={selection} item={item} label={prompt} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <LoadMore hasMore={Boolean(hasNextPage)} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      <ConfirmDialog
        open={confirmingDelete}
        title={t({ message: plural(selectedRecords.length, { one: 'Delete # creation?', other: 'Delete # creations?' }) })}
        message={t`Every picture or model of the selected creations is deleted from your history. This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        loading={deleting}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
