import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { seriesNeighbours } from '@aigc/domain';
import { useGetContentDetailQuery } from '@aigc/store';
import { useGetSeriesDetailQuery } from '@aigc/store/series';
import { Avatar, Button, EmptyState, Image, Skeleton, useDocumentTitle } from '@aigc/ui';
import '../styles/community.css';
import '../challenge/challenge.css';

/** The path of one post inside a series. */
export function seriesPath(uniqueSeriesId: string, contentId?: string | null): string {
  const base = `/seriesDetail/${encodeURIComponent(uniqueSeriesId)}`;
  return contentId ? `${base}/${encodeURIComponent(contentId)}` : base;
}

/**
 * `/seriesDetail/:uniqueSeriesId/:uniqueContentId?` (docs/product.md §2, no header or
 * footer): one post of a series at a time — its images, title and
 * description — with previous / next (buttons and the ← → keys), a strip of
 * every post of the series, and the position "2 / 5". Without a content id
 * (or with one not in the series) the first post is shown. Data:
 * `GET /api/topic/content/series/detail` and the post's detail.
 */
export function SeriesDetailPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { uniqueSeriesId = '', uniqueContentId } = useParams();
  const { data: series, isLoading, isError } = useGetSeriesDetailQuery(uniqueSeriesId, { skip: !uniqueSeriesId });
  useDocumentTitle(series?.title);
  const ids = series?.contents.map((c) => c.contentId) ?? [];
  const found = seriesNeighbours(ids, uniqueContentId);
  const currentId = found.index >= 0 ? uniqueContentId : ids[0];
  const { previous, next, index } = found.index >= 0 ? found : seriesNeighbours(ids, ids[0]);
  const { data: post, isFetching: postLoading } = useGetContentDetailQuery(currentId ?? '', { skip: !currentId });

  const go = (contentId: string | null) => {
    if (contentId) void navigate(seriesPath(uniqueSeriesId, contentId), { replace: true });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (event.key === 'ArrowLeft' && previous) go(previous);
      if (event.key === 'ArrowRight' && next) go(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (isError && !series) {
    return (
      <div className="cm-page">
        <EmptyState
          title={t`This series does not exist`}
          action={
            <Link to="/" className="cm-link-button">
              <Trans>Back to the community</Trans>
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="cm-page cm-series">
      <header className="cm-series__top">
        <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
          <span aria-hidden="true">← </span>
          <Trans>Back</Trans>
        </Button>
        {series ? (
          <div className="cm-series__heading">
            <p className="cm-series__kicker">
              <Trans>Series</Trans>
            </p>
            <h1 className="cm-series__title">{series.title}</h1>
            <p className="cm-author">
              <Avatar src={series.author.avatar} name={series.author.nickName} size="xs" />
              <Link to={`/customer/account/${encodeURIComponent(series.author.userId)}`}>{series.author.nickName}</Link>
            </p>
          </div>
        ) : (
          <Skeleton className="cm-detail__skeleton-line" />
        )}
        {series && ids.length > 0 ? (
          <p className="cm-series__position" aria-live="polite">
            <Trans>
              {index + 1} / {ids.length}
            </Trans>
          </p>
        ) : null}
      </header>

      {series && series.description ? <p className="cm-series__desc">{series.description}</p> : null}

      {series && ids.length === 0 ? (
        <EmptyState title={t`This series has no posts`} description={t`Its posts were deleted.`} />
      ) : (
        <div className="cm-series__stage">
          <Button variant="secondary" className="cm-series__nav" disabled={!previous} onClick={() => go(previous)} aria-label={t`Previous post`}>
            <span aria-hidden="true">‹</span>
          </Button>
          <article className="cm-series__post" aria-busy={postLoading || isLoading}>
            {post && post.contentId === currentId ? (
              <>
                <div className="cm-series__images">
                  {post.images.map((img) => (
                    <Image
                      key={img.uniqueImageId}
                      src={img.url}
                      alt={post.title}
                      width={img.width}
                      height={img.height}
                      className="cm-series__image"
                      style={{ maxWidth: `calc(70vh * ${img.width / Math.max(1, img.height)})` }}
                    />
                  ))}
                </div>
                <h2 className="cm-series__post-title">{post.title}</h2>
                {post.description ? <p className="cm-series__post-desc">{post.description}</p> : null}
                <Link to={`/content/${encodeURIComponent(post.contentId)}`} className="cm-link-button">
                  <Trans>Open the post</Trans>
                </Link>
              </>
            ) : (
              <Skeleton className="cm-share__skeleton" />
            )}
          </article>
          <Button variant="secondary" className="cm-series__nav" disabled={!next} onClick={() => go(next)} aria-label={t`Next post`}>
            <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}

      {series && ids.length > 1 ? (
        <nav aria-label={t`Posts in this series`}>
          <ol className="cm-series__strip">
            {series.contents.map((item, i) => (
              <li key={item.contentId}>
                <Link
                  to={seriesPath(series.uniqueSeriesId, item.contentId)}
                  replace
                  className="cm-series__thumb"
                  aria-current={item.contentId === currentId ? 'page' : undefined}
                  aria-label={t`${i + 1}. ${item.title}`}
                >
                  <Image src={item.posterImage.imageResize200Url} alt="" width={item.posterImage.width} height={item.posterImage.height} fit="cover" />
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </div>
  );
}
