import { useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord } from '@aigc/api-client';
import type { SelectionAction } from '@aigc/domain';
import { toastShown, useAppDispatch, useGetGenerationHistoryPagesInfiniteQuery } from '@aigc/store';
import { Badge, Button, Image, Skeleton, Spinner } from '@aigc/ui';
import { useLoadMore } from '../people/useLoadMore';
import { formatDate } from '../util/format';
import { SelectionBar, SelectOverlay } from './SelectionBar';
import { useSelection, type SelectableItem } from './selection';
import { useSelectionMessage } from './useSelectionMessage';
import { useDownloadItems } from './useDownloadItems';

/** The kinds of creation the history sub-filter tells apart. */
type HistoryKind = 'all' | 'image' | 'model';

/** Selectable items of one generation record: each image, or the 3D model as one item. */
export function itemsOfRecord(record: GenerationRecord): SelectableItem[] {
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
 * sub-filter, and multi-select to post (≤ 9 images) or download (≤ 9, one
 * model file), docs/product.md §5.
 */
export function HistoryPanel({ onPost, empty }: HistoryPanelProps) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const message = useSelectionMessage();
  const [kind, setKind] = useState<HistoryKind>('all');
  const { data, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage } = useGetGenerationHistoryPagesInfiniteQuery({});
  const selection = useSelection();
  const { download, downloading } = useDownloadItems();
  const records = useMemo(() => data?.pages.flatMap((p) => p.dataList) ?? [], [data]);
  const groups = useMemo(() => {
    const out: { day: string; items: { item: SelectableItem; prompt: string }[] }[] = [];
    for (const r of records) {
      const isModel = Boolean(r.model3d);
      if ((kind === 'model' && !isModel) || (kind === 'image' && isModel)) continue;
      const day = formatDate(r.createTime, i18n.locale);
      let group = out[out.length - 1];
      if (!group || group.day !== day) {
        group = { day, items: [] };
        out.push(group);
      }
      for (const item of itemsOfRecord(r)) group.items.push({ item, prompt: r.prompt });
    }
    return out;
  }, [records, kind, i18n.locale]);
  const sentinel = useLoadMore(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, Boolean(hasNextPage));

  const actions: SelectionAction[] = onPost ? ['post', 'download'] : ['download'];
  const onAction = (action: SelectionAction) => {
    if (action === 'post' && onPost) {
      onPost(selection.items);
      selection.stop();
    } else if (action === 'download') {
      void download(selection.items).then(() => selection.stop());
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
  if (records.length === 0) return <>{empty}</>;
  const filters: { value: HistoryKind; label: string }[] = [
    { value: 'all', label: t`All` },
    { value: 'image', label: t`Images` },
    { value: 'model', label: t`3D` },
  ];
  return (
    <div className="ac-panel">
      <div className="ac-panel__bar">
        <div className="ac-chips" role="radiogroup" aria-label={t`Show`}>
          {filters.map((f) => (
            <button
              key={f.value}
              type="button"
              role="radio"
              aria-checked={kind === f.value}
              className={kind === f.value ? 'ac-chip ac-chip--on' : 'ac-chip'}
              onClick={() => {
                setKind(f.value);
                selection.stop();
              }}
            >
              {f.label}
            </button>
          ))}
        </div>
        <SelectionBar selection={selection} actions={actions} onAction={onAction} busy={downloading ? 'download' : null} />
      </div>
      {groups.length === 0 ? (
        <p className="ac-empty-filter">{kind === 'model' ? <Trans>No 3D models here yet.</Trans> : <Trans>No images here yet.</Trans>}</p>
      ) : null}
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
                    3D
                  </Badge>
                ) : null}
                {selection.active ? (
                  <SelectOverlay
                    selected={selection.has(item.id)}
                    label={prompt}
                    onToggle={() => {
                      const issue = selection.toggle(item);
                      if (issue) dispatch(toastShown({ message: message(issue), kind: 'error' }));
                    }}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel} className="pp-more">
        {isFetchingNextPage ? <Spinner label={t`Loading more`} /> : null}
        {hasNextPage && !isFetchingNextPage ? (
          <Button variant="ghost" size="sm" onClick={() => void fetchNextPage()}>
            <Trans>Load more</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
