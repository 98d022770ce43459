import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Author, Comment, PostDetail } from '@aigc/api-client';
import { useGetCommentsQuery, useGetContentDetailQuery } from '@aigc/store';
import type { ApiError } from '@aigc/store';
import { Avatar, Badge, Button, EmptyState, IconButton, Image, Skeleton, Spinner } from '@aigc/ui';
import { WantDialog } from './components/WantDialog';
import { WantProgress } from './components/WantProgress';
import { useWantDialog } from './hooks/useWantDialog';
import { formatDate } from './util/format';
import './styles/community.css';

function BackButton() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry: nothing to go back to inside the app.
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <IconButton label={t`Back`} onClick={() => void back()} className="cm-detail__back">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </IconButton>
  );
}

function AuthorLink({ author, size = 'md' }: { author: Author; size?: 'sm' | 'md' }) {
  return (
    <Link to={`/account/${author.userId}`} className="cm-author">
      <Avatar src={author.avatar} name={author.nickName} size={size} />
      <span className="cm-author__name">{author.nickName}</span>
    </Link>
  );
}

function PromptBlock({ post }: { post: PostDetail }) {
  return (
    <section className="cm-card" aria-labelledby="cm-prompt-title">
      <h2 id="cm-prompt-title" className="cm-card__title">
        <Trans>Prompt</Trans>
      </h2>
      {post.prompt === null ? (
        <p className="cm-muted">
          <Trans>The creator chose to keep the prompt of this design private.</Trans>
        </p>
      ) : (
        <>
          <p className="cm-prompt">{post.prompt}</p>
          {post.isAuthor && post.hiddenPrompt === 1 ? (
            <p className="cm-muted cm-small">
              <Trans>Only you can see this prompt.</Trans>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function WantBlock({ post, onWant }: { post: PostDetail; onWant: () => void }) {
  return (
    <section className="cm-card cm-wantblock" aria-labelledby="cm-want-title">
      <div className="cm-wantblock__head">
        <h2 id="cm-want-title" className="cm-card__title">
          <Trans>Want it made real</Trans>
        </h2>
        {post.wanted ? (
          <Badge tone="accent">
            <Trans>You wanted this</Trans>
          </Badge>
        ) : post.wantState === 'full' ? (
          <Badge tone="success">
            <Trans>Going to production</Trans>
          </Badge>
        ) : (
          <Badge>
            <Trans>Collecting wants</Trans>
          </Badge>
        )}
      </div>
      <WantProgress count={post.wantCount} threshold={post.wantThreshold} />
      <p className="cm-muted cm-small">
        {post.wantState === 'full' ? (
          <Trans>Already past {post.wantThreshold} — it will be made real.</Trans>
        ) : (
          <Trans>At {post.wantThreshold} wants this design is produced, with at least 30% off for everyone who wanted it.</Trans>
        )}
      </p>
      {post.wanted ? null : (
        <Button variant="want" onClick={onWant} className="cm-wantblock__button">
          <Trans>Want it</Trans>
        </Button>
      )}
    </section>
  );
}

function Wanters({ wanters, total }: { wanters: readonly Author[]; total: number }) {
  return (
    <section className="cm-card" aria-labelledby="cm-wanters-title">
      <h2 id="cm-wanters-title" className="cm-card__title">
        <Trans>People who want it</Trans>
      </h2>
      {wanters.length === 0 ? (
        <p className="cm-muted">
          <Trans>No wants yet — be the first.</Trans>
        </p>
      ) : (
        <ul className="cm-wanters">
          {wanters.map((user) => (
            <li key={user.userId}>
              <Link to={`/account/${user.userId}`} className="cm-wanters__link" title={user.nickName}>
                <Avatar src={user.avatar} name={user.nickName} size="sm" />
                <span className="cm-visually-hidden">{user.nickName}</span>
              </Link>
            </li>
          ))}
          {total > wanters.length ? (
            <li className="cm-wanters__more">
              <Trans>+{total - wanters.length}</Trans>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const { i18n } = useLingui();
  return (
    <li className="cm-comment">
      <Link to={`/account/${comment.author.userId}`} className="cm-comment__avatar">
        <Avatar src={comment.author.avatar} name={comment.author.nickName} size="sm" />
      </Link>
      <div className="cm-comment__body">
        <div className="cm-comment__head">
          <Link to={`/account/${comment.author.userId}`} className="cm-comment__name">
            {comment.author.nickName}
          </Link>
          <time className="cm-muted cm-small" dateTime={comment.createTime}>
            {formatDate(comment.createTime, i18n.locale)}
          </time>
        </div>
        <p className="cm-comment__text">{comment.content}</p>
        {comment.replyCount > 0 ? (
          <p className="cm-muted cm-small">
            <Plural value={comment.replyCount} one="# reply" other="# replies" />
          </p>
        ) : null}
      </div>
    </li>
  );
}

function Comments({ contentId, count }: { contentId: string; count: number }) {
  const [page, setPage] = useState(1);
  const pageSize = 20 * page;
  const { data, isLoading, isFetching } = useGetCommentsQuery({ contentId, page: 1, pageSize });
  const comments = data?.dataList ?? [];
  return (
    <section className="cm-card" aria-labelledby="cm-comments-title">
      <h2 id="cm-comments-title" className="cm-card__title">
        <Trans>Comments ({data?.total ?? count})</Trans>
      </h2>
      {isLoading ? (
        <Spinner />
      ) : comments.length === 0 ? (
        <p className="cm-muted">
          <Trans>No comments yet.</Trans>
        </p>
      ) : (
        <ul className="cm-comments">
          {comments.map((comment) => (
            <CommentItem key={comment.commentId} comment={comment} />
          ))}
        </ul>
      )}
      {data?.hasMore ? (
        <Button variant="ghost" size="sm" loading={isFetching} onClick={() => setPage((p) => p + 1)}>
          <Trans>Show more comments</Trans>
        </Button>
      ) : null}
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div className="cm-detail__layout" aria-busy="true">
      <div className="cm-detail__media">
        <Skeleton className="cm-detail__skeleton-image" />
      </div>
      <div className="cm-detail__side">
        <Skeleton className="cm-detail__skeleton-line" />
        <Skeleton className="cm-detail__skeleton-line cm-detail__skeleton-line--short" />
        <Skeleton className="cm-detail__skeleton-block" />
      </div>
    </div>
  );
}

/**
 * Post detail, `/content/:contentId` (spec §2 'Content detail'; a route with
 * no header and no footer, so it has its own back button): every image of
 * the post uncropped (poster first), title, description, creator (link to
 * `/account/:userId`), the prompt — or a note when the creator hid it —, the
 * want block (count / threshold, collecting / full / already wanted, 'Want
 * it' → {@link WantDialog}), recent wanters and the read-only comment list.
 * A missing post (404) shows a not-found state with a way home.
 */
export function ContentDetailPage() {
  const { t, i18n } = useLingui();
  const { contentId = '' } = useParams();
  const { data: post, isLoading, isError, error } = useGetContentDetailQuery(contentId, {
    skip: !contentId,
  });
  const want = useWantDialog();

  // The base query reports an envelope code or HTTP status as `status` (404 = no such post).
  const notFound = !contentId || (isError && (error as Partial<ApiError> | undefined)?.status === 404);

  return (
    <div className="cm-page cm-detail">
      <div className="cm-detail__topbar">
        <BackButton />
      </div>
      {isLoading ? (
        <DetailSkeleton />
      ) : !post || notFound ? (
        <EmptyState
          title={notFound || !isError ? t`This post does not exist` : t`Failed to obtain the work information, refresh and try again`}
          description={
            notFound || !isError
              ? t`It may have been deleted by its creator, or the link is wrong.`
              : undefined
          }
          action={
            <Link to="/" className="cm-link-button">
              <Trans>Back to the community</Trans>
            </Link>
          }
        />
      ) : (
        <article className="cm-detail__layout">
          <div className="cm-detail__media">
            {post.images.map((image, index) => (
              <figure key={image.uniqueImageId} className="cm-detail__figure">
                <Image
                  src={image.url}
                  alt={
                    index === 0
                      ? post.title
                      : t`${post.title}, image ${index + 1} of ${post.images.length}`
                  }
                  width={image.width}
                  height={image.height}
                  fallbackSrc={image.imageResize512Url}
                  lazy={index > 0}
                />
              </figure>
            ))}
          </div>
          <div className="cm-detail__side">
            <header className="cm-detail__header">
              {post.topic ? <p className="cm-detail__topic"># {post.topic.title}</p> : null}
              <h1 className="cm-detail__title">{post.title}</h1>
              <div className="cm-detail__byline">
                <AuthorLink author={post.author} />
                <time className="cm-muted cm-small" dateTime={post.createTime}>
                  {formatDate(post.createTime, i18n.locale)}
                </time>
              </div>
              {post.description ? <p className="cm-detail__description">{post.description}</p> : null}
            </header>
            <WantBlock post={post} onWant={() => want.request(post)} />
            <PromptBlock post={post} />
            <Wanters wanters={post.recentWanters} total={post.wantCount} />
            <Comments contentId={post.contentId} count={post.commentCount} />
          </div>
        </article>
      )}
      <WantDialog
        post={want.post && post && want.post.contentId === post.contentId ? post : want.post}
        open={want.open}
        onOpenChange={want.setOpen}
      />
    </div>
  );
}
