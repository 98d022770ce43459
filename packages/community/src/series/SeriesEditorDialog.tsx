import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PostCard, Series } from '@aigc/api-client';
import {
  PAGE_SIZE_MAX,
  SERIES_DESCRIPTION_MAX,
  SERIES_MESSAGES,
  SERIES_POSTS_MAX,
  SERIES_TITLE_MAX,
  validateSeries,
} from '@aigc/domain';
import { useGetUserContentsQuery, useSaveSeriesMutation } from '@aigc/store';
import { Button, Checkbox, Dialog, EmptyState, IconButton, Image, Spinner, TextArea, TextField } from '@aigc/ui';

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

/** Translated text of a series rule message from packages/domain. */
function useSeriesMessage() {
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
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const { data: own, isLoading } = useGetUserContentsQuery({ userId, pageSize: PAGE_SIZE_MAX.cards }, { skip: !open });
  const [save, { isLoading: saving }] = useSaveSeriesMutation();

  // A fresh draft each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setTitle(series?.title ?? '');
    setDescription(series?.description ?? '');
    setChosen(series ? series.contents.map((c) => c.contentId) : [...(initialContentIds ?? [])]);
    setTried(false);
  }, [open, series, initialContentIds]);

  const byId = useMemo(() => {
    const map = new Map<string, { title: string; poster: PostCard['posterImage'] }>();
    for (const c of series?.contents ?? []) map.set(c.contentId, { title: c.title, poster: c.posterImage });
    for (const p of own?.dataList ?? []) map.set(p.contentId, { title: p.title, poster: p.posterImage });
    return map;
  }, [own, series]);

  const broken = validateSeries({ title, description, contentIds: chosen });
  const toggle = (id: string) => setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  const move = (index: number, delta: number) =>
    setChosen((list) => {
      const next = [...list];
      const target = index + delta;
      if (target < 0 || target >= next.length) return list;
      [next[index], next[target]] = [next[target] as string, next[index] as string];
      return next;
    });

  const submit = async () => {
    setTried(true);
    if (broken) return;
    const result = await save({
      ...(series ? { uniqueSeriesId: series.uniqueSeriesId } : {}),
      title: title.trim(),
      description: description.trim(),
      contentIds: chosen,
    });
    if ('data' in result && result.data) {
      onSaved?.(result.data);
      onOpenChange(false);
    }
  };

  const titleLength = [...title].length;
  const descriptionLength = [...description].length;
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
          <Button loading={saving} onClick={() => void submit()}>
            <Trans>Save series</Trans>
          </Button>
        </>
      }
    >
      <div className="cm-series-editor">
        <TextField
          label={t`Title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          hint={`${titleLength}/${SERIES_TITLE_MAX}`}
          error={tried && (broken === SERIES_MESSAGES.titleRequired || broken === SERIES_MESSAGES.titleTooLong) ? describe(broken) : undefined}
        />
        <TextArea
          label={t`Description`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={2}
          hint={`${descriptionLength}/${SERIES_DESCRIPTION_MAX}`}
          error={tried && broken === SERIES_MESSAGES.descriptionTooLong ? describe(broken) : undefined}
        />
        <section aria-labelledby="cm-series-order">
          <h3 id="cm-series-order" className="cm-series-editor__heading">
            <Trans>Order ({chosen.length}/{SERIES_POSTS_MAX})</Trans>
          </h3>
          {chosen.length === 0 ? (
            <p className="cm-muted cm-small">
              <Trans>Tick posts below to add them.</Trans>
            </p>
          ) : (
            <ol className="cm-series-editor__order">
              {chosen.map((id, i) => {
                const item = byId.get(id);
                const name = item?.title ?? id;
                return (
                  <li key={id} className="cm-series-editor__row">
                    <span className="cm-series-editor__index">{i + 1}</span>
                    {item ? (
                      <span className="cm-series-editor__thumb">
                        <Image src={item.poster.imageResize200Url} alt="" width={item.poster.width} height={item.poster.height} fit="cover" />
                      </span>
                    ) : null}
                    <span className="cm-series-editor__name">{name}</span>
                    <IconButton size="sm" label={t`Move ${name} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                      ↑
                    </IconButton>
                    <IconButton size="sm" label={t`Move ${name} down`} disabled={i === chosen.length - 1} onClick={() => move(i, 1)}>
                      ↓
                    </IconButton>
                    <IconButton size="sm" label={t`Remove ${name}`} onClick={() => toggle(id)}>
                      ×
                    </IconButton>
                  </li>
                );
              })}
            </ol>
          )}
          {tried && broken && broken !== SERIES_MESSAGES.titleRequired && broken !== SERIES_MESSAGES.titleTooLong && broken !== SERIES_MESSAGES.descriptionTooLong ? (
            <p className="cm-series-editor__error" role="alert">
              {describe(broken)}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="cm-series-posts">
          <h3 id="cm-series-posts" className="cm-series-editor__heading">
            <Trans>Your posts</Trans>
          </h3>
          {isLoading ? (
            <Spinner label={t`Loading your posts`} />
          ) : (own?.dataList.length ?? 0) === 0 ? (
            <EmptyState title={t`No posts yet`} description={t`Publish designs first, then group them into a series.`} />
          ) : (
            <ul className="cm-series-editor__posts">
              {own?.dataList.map((p) => (
                <li key={p.contentId} className="cm-series-editor__post">
                  <Checkbox
                    checked={chosen.includes(p.contentId)}
                    onCheckedChange={() => toggle(p.contentId)}
                    label={p.title}
                  />
                  <span className="cm-series-editor__thumb">
                    <Image src={p.posterImage.imageResize200Url} alt="" width={p.posterImage.width} height={p.posterImage.height} fit="cover" />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  );
}
