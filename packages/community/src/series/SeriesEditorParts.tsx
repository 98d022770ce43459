import { Trans, useLingui } from '@lingui/react/macro';
import type { ImageAsset, PostCard } from '@aigc/api-client';
import { SERIES_POSTS_MAX } from '@aigc/domain';
import { Checkbox, EmptyState, IconButton, Image, Spinner } from '@aigc/ui';

/** What the order list knows of a chosen post. */
export interface ChosenPost {
  title: string;
  poster: ImageAsset;
}

/** A post's small square thumbnail (the 200 px rendition). */
function Thumb({ poster }: { poster: ImageAsset }) {
  return (
    <span className="cm-series-editor__thumb">
      <Image src={poster.imageResize200Url} alt="" width={poster.width} height={poster.height} fit="cover" />
    </span>
  );
}

/** Props of {@link SeriesOrder}. */
export interface SeriesOrderProps {
  chosen: readonly string[];
  /** Title and poster of each known post (unknown ones show their id). */
  byId: ReadonlyMap<string, ChosenPost>;
  onMove: (index: number, delta: number) => void;
  onRemove: (id: string) => void;
  /** A broken rule about the chosen posts, shown under the list. */
  error: string | null;
}

/** The series editor's 'Order (n/50)': the chosen posts numbered, each with move up, move down and remove. */
export function SeriesOrder({ chosen, byId, onMove, onRemove, error }: SeriesOrderProps) {
  const { t } = useLingui();
  return (
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
                {item ? <Thumb poster={item.poster} /> : null}
                <span className="cm-series-editor__name">{name}</span>
                <IconButton size="sm" label={t`Move ${name} up`} disabled={i === 0} onClick={() => onMove(i, -1)}>
                  ↑
                </IconButton>
                <IconButton size="sm" label={t`Move ${name} down`} disabled={i === chosen.length - 1} onClick={() => onMove(i, 1)}>
                  ↓
                </IconButton>
                <IconButton size="sm" label={t`Remove ${name}`} onClick={() => onRemove(id)}>
                  ×
                </IconButton>
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p className="cm-series-editor__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** Props of {@link SeriesPostPicker}. */
export interface SeriesPostPickerProps {
  /** The author's posts; undefined while loading. */
  posts: readonly PostCard[] | undefined;
  loading: boolean;
  chosen: readonly string[];
  onToggle: (id: string) => void;
}

/** The series editor's 'Your posts': a checkbox and thumbnail per post of the author. */
export function SeriesPostPicker({ posts, loading, chosen, onToggle }: SeriesPostPickerProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="cm-series-posts">
      <h3 id="cm-series-posts" className="cm-series-editor__heading">
        <Trans>Your posts</Trans>
      </h3>
      {loading ? (
        <Spinner label={t`Loading your posts`} />
      ) : (posts?.length ?? 0) === 0 ? (
        <EmptyState title={t`No posts yet`} description={t`Publish designs first, then group them into a series.`} />
      ) : (
        <ul className="cm-series-editor__posts">
          {posts?.map((p) => (
            <li key={p.contentId} className="cm-series-editor__post">
              <Checkbox checked={chosen.includes(p.contentId)} onCheckedChange={() => onToggle(p.contentId)} label={p.title} />
              <Thumb poster={p.posterImage} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
