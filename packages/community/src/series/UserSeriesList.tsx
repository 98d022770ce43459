import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Plural, Trans } from '@lingui/react/macro';
import type { Series } from '@aigc/api-client';
import { useGetUserSeriesQuery } from '@aigc/store/series';
import { Button, Image, Skeleton } from '@aigc/ui';
import { SeriesEditorDialog } from './SeriesEditorDialog';
import { seriesPath } from './SeriesDetailPage';
import '../challenge/challenge.css';

/** Props of {@link UserSeriesList}. */
export interface UserSeriesListProps {
  /** Whose series; the list is `GET /api/topic/content/series/user/list?userId`. */
  userId: string;
  /** The viewer owns the profile: shows 'New series' and the owner's empty state. */
  isSelf: boolean;
}

/**
 * A user's series as cards (cover, title, post count), most recently
 * updated first, each opening `/seriesDetail/:id`. The owner can create a
 * series ({@link SeriesEditorDialog}); a new series opens right away.
 * Shown above the posts on the account page's posts tab; renders nothing
 * for a visitor when the user has no series.
 */
export function UserSeriesList({ userId, isSelf }: UserSeriesListProps) {
  const navigate = useNavigate();
  const [editorOpen, setEditorOpen] = useState(false);
  const { data, isLoading } = useGetUserSeriesQuery({ userId, pageSize: 20 });
  const list = data?.dataList ?? [];

  const onSaved = (series: Series) => {
    void navigate(seriesPath(series.uniqueSeriesId));
  };

  if (!isSelf && !isLoading && list.length === 0) return null;

  return (
    <section className="cm-user-series" aria-labelledby="cm-user-series-title">
      <div className="cm-user-series__head">
        <h2 id="cm-user-series-title" className="cm-section__title">
          <Trans>Series</Trans>
        </h2>
        {isSelf ? (
          <Button variant="secondary" size="sm" onClick={() => setEditorOpen(true)}>
            <Trans>New series</Trans>
          </Button>
        ) : null}
      </div>
      {isLoading ? (
        <Skeleton className="cm-user-series__skeleton" />
      ) : list.length === 0 ? (
        isSelf ? (
          <p className="cm-muted cm-small">
            <Trans>Group posts that belong together into a series.</Trans>
          </p>
        ) : null
      ) : (
        <ul className="cm-user-series__list">
          {list.map((s) => (
            <li key={s.uniqueSeriesId}>
              <Link to={seriesPath(s.uniqueSeriesId)} className="cm-user-series__card">
                <span className="cm-user-series__cover">
                  {s.cover ? (
                    <Image src={s.cover.imageResize512Url} alt="" width={s.cover.width} height={s.cover.height} fit="cover" />
                  ) : null}
                </span>
                <span className="cm-user-series__title">{s.title}</span>
                <span className="cm-muted cm-small">
                  <Plural value={s.contentCount} one="# post" other="# posts" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {isSelf ? <SeriesEditorDialog open={editorOpen} onOpenChange={setEditorOpen} userId={userId} onSaved={onSaved} /> : null}
    </section>
  );
}
