import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PostDetail } from '@aigc/api-client';
import { useGetContentDetailQuery } from '@aigc/store';
import { useDownloadPostsMutation } from '@aigc/store/downloads';
import type { ApiError } from '@aigc/store';
import { Badge, Button, EmptyState, IconButton, Image, ImageViewer, PreviewBadge, Skeleton, TicketIcon, useDocumentTitle, useLayoutMode } from '@aigc/ui';
import { MentionText } from '@aigc/mentions';
import { ModelPreview } from '@aigc/generator';
import { POST_IMAGE_SIZES } from '@aigc/domain';
import type { ViewerImage } from '@aigc/ui';
import { LazyWantDialog } from './components/LazyWantDialog';
import { WantProgress } from './components/WantProgress';
import { WantProductStatus } from './components/WantDialogProduct';
import { CommentsSection } from './components/detail/CommentsSection';
import { CopyFallbackDialog } from './components/detail/CopyFallbackDialog';
import { CreatorBar } from './components/detail/CreatorBar';
import { MagicPrompt } from './components/detail/MagicPrompt';
import { PostActions } from './components/detail/PostActions';
import { LikeButton } from './components/detail/LikeButton';
import { PurchaseCard } from './components/detail/PurchaseCard';
import { useCopyText } from './components/detail/useCopy';
import { DetailCard } from './components/detail/DetailCard';
import { WantersCard } from './components/detail/WantersCard';
import { TitleSkeleton } from './components/TitleSkeleton';
import { useWantDialog } from './hooks/useWantDialog';
import './styles/community.css';
import './styles/detail.css';

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

function PromptBlock({ post, copy }: { post: PostDetail; copy: (text: string, message?: string) => Promise<void> }) {
  const { t } = useLingui();
  return (
    <DetailCard
      id="cm-prompt-title"
      title={<Trans>Prompt</Trans>}
      action={
        post.prompt ? (
          <button type="button" className="cm-text-button" onClick={() => void copy(post.prompt ?? '', t`Prompt copied`)}>
            <Trans>Copy prompt</Trans>
          </button>
        ) : null
      }
    >
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
          {post.prompt ? <MagicPrompt key={post.contentId} prompt={post.prompt} copy={copy} /> : null}
        </>
      )}
    </DetailCard>
  );
}

function WantBlock({ post, onWant }: { post: PostDetail; onWant: () => void }) {
  return (
    <DetailCard
      id="cm-want-title"
      title={<Trans>Want it made real</Trans>}
      className="cm-wantblock"
      action={
        post.wanted ? (
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
        )
      }
    >
      <WantProgress count={post.wantCount} threshold={post.wantThreshold} />
      {post.wanted || post.wantState === 'full' ? <WantProductStatus contentId={post.contentId} /> : null}
      <p className="cm-muted cm-small">
        {post.wantState === 'full' ? (
          <Trans>Already past {post.wantThreshold} — it will be made real.</Trans>
        ) : (
          <Trans>At {post.wantThreshold} wants this design is produced, with at least 30% off for everyone who wanted it.</Trans>
        )}
      </p>
      {post.wanted ? null : (
        <Button variant="want" onClick={onWant} className="cm-wantblock__button">
          <TicketIcon width={18} height={18} />
          <Trans>Want it</Trans>
        </Button>
      )}
    </DetailCard>
  );
}

function DetailSkeleton() {
  return (
    <div className="cm-detail__layout" aria-busy="true">
      <div className="cm-detail__media">
        <Skeleton className="cm-detail__skeleton-image" />
      </div>
      <div className="cm-detail__side">
        <TitleSkeleton />
        <Skeleton className="cm-detail__skeleton-block" />
      </div>
    </div>
  );
}

/** Props of {@link ContentDetailPage}. */
export interface ContentDetailPageProps {
  /** Origin of the shop host for 'Buy in the shop' (edition setting); default `shop.` + this host. */
  shopOrigin?: string;
}

/**
 * Post detail, `/content/:contentId?pageSource=` (docs/product.md §2 'Content detail';
 * a route with no header and no footer, so it has its own back button):
 * every image of the post uncropped (poster first; a click opens the
 * full-screen {@link ImageViewer} with Download / Copy image on right click
 * or long-press), title and description, the creator with Follow, the
 * action row (like, download, copy link, delete for the author), the want
 * block (→ {@link LazyWantDialog | want dialog}), buy / customize, the prompt (or a note when
 * the creator hid it — the server never sends a hidden prompt to others),
 * the people who wanted it, and the comments with replies. Below 1024 px the
 * images are capped to 60 % of the screen height, so the title is on the first
 * screen, and Like ({@link LikeButton}, the same one as the action row's) and 'Want it'
 * sit in a bar at the bottom of the screen (opened at the
 * comment of `?commentId=`, highlighted). A 3D post (`post.model`) shows its
 * interactive 3D preview above the images on desktop (three.js, loaded only
 * then); in the mobile layout the poster with '3D preview not supported on
 * mobile' (docs/product.md §8). A missing post (404) shows a
 * not-found state with a way home.
 */
export function ContentDetailPage({ shopOrigin }: ContentDetailPageProps = {}) {
  const { t } = useLingui();
  const { contentId = '' } = useParams();
  // a notice about a comment, a reply or a mention in a comment opens the post at it (docs/product.md §4)
  const focusCommentId = useSearchParams()[0].get('commentId');
  const { data: post, isLoading, isError, error } = useGetContentDetailQuery(contentId, { skip: !contentId });
  useDocumentTitle(post?.title);
  const want = useWantDialog();
  const { copy, copyImage, fallbackText, closeFallback } = useCopyText();
  const [downloadPosts] = useDownloadPostsMutation();
  const [viewer, setViewer] = useState<{ open: boolean; index: number }>({ open: false, index: 0 });
  const mobile = useLayoutMode() === 'mobile';

  // The base query reports an envelope code or HTTP status as `status` (404 = no such post).
  const notFound = !contentId || (isError && (error as Partial<ApiError> | undefined)?.status === 404);

  const viewerImages: ViewerImage[] =
    post?.images.map((image, index) => ({
      id: image.uniqueImageId,
      src: image.url,
      alt: index === 0 ? post.title : t`${post.title}, image ${index + 1} of ${post.images.length}`,
      width: image.width,
      height: image.height,
    })) ?? [];

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
          description={notFound || !isError ? t`It may have been deleted by its creator, or the link is wrong.` : undefined}
          action={
            <Link to="/" className="cm-link-button">
              <Trans>Back to the community</Trans>
            </Link>
          }
        />
      ) : (
        <article className="cm-detail__layout">
          <div className="cm-detail__media">
            {post.model && !mobile ? (
              <div className="cm-detail__model">
                <ModelPreview glbUrl={post.model.glbUrl} label={t`3D model of “${post.title}”`} />
              </div>
            ) : null}
            {post.model && mobile ? (
              <p className="cm-detail__model-note" role="status">
                <Trans>3D preview not supported on mobile</Trans>
              </p>
            ) : null}
            {post.images.map((image, index) => (
              <figure key={image.uniqueImageId} className="cm-detail__figure">
                <button
                  type="button"
                  className="cm-detail__zoom"
                  aria-label={t`View image ${index + 1} of ${post.images.length} full screen`}
                  onClick={() => setViewer({ open: true, index })}
                >
                  <Image
                    src={image.url}
                    sizes={POST_IMAGE_SIZES}
                    alt={viewerImages[index]?.alt ?? post.title}
                    width={image.width}
                    height={image.height}
                    fallbackSrc={image.imageResize512Url}
                    lazy={index > 0}
                    fetchPriority={index === 0 ? 'high' : undefined}
                  />
                </button>
                {image.preview ? <PreviewBadge /> : null}
              </figure>
            ))}
          </div>
          <div className="cm-detail__side">
            <header className="cm-detail__header">
              {post.topic ? (
                <Link to={`/challenge/${post.topic.uniqueTopicId}`} className="cm-detail__topic">
                  # {post.topic.title}
                </Link>
              ) : null}
              <h1 className="cm-detail__title">{post.title}</h1>
              <CreatorBar post={post} />
              {post.description ? (
                <p className="cm-detail__description">
                  <MentionText text={post.description} mentions={post.mentions ?? []} />
                </p>
              ) : null}
              <PostActions post={post} imageIndex={viewer.index} copy={copy} />
            </header>
            <WantBlock post={post} onWant={() => want.request(post)} />
            <PurchaseCard post={post} {...(shopOrigin ? { shopOrigin } : {})} />
            <PromptBlock post={post} copy={copy} />
            <WantersCard contentId={post.contentId} wanters={post.recentWanters} total={post.wantCount} />
            <CommentsSection contentId={post.contentId} count={post.commentCount} focusCommentId={focusCommentId} />
          </div>
          {/* Narrow screens: like and the want action in a bar stuck to the bottom of the screen (docs/style.md 'Look and feel'); CSS shows one of each pair of buttons per width. */}
          <div className="cm-detail__actionbar">
            <LikeButton post={post} size="md" className="cm-actions__like--bar" />
            {post.wanted ? null : (
              <Button variant="want" onClick={() => want.request(post)}>
                <Trans>Want it</Trans>
              </Button>
            )}
          </div>
          <ImageViewer
            images={viewerImages}
            index={viewer.index}
            onIndexChange={(index) => setViewer((v) => ({ ...v, index }))}
            open={viewer.open}
            onOpenChange={(open) => setViewer((v) => ({ ...v, open }))}
            label={post.title}
            caption={post.title}
            onDownload={(image) => void downloadPosts({ items: [{ contentId: post.contentId, uniqueImageId: image.id }] })}
            onCopy={(image) => void copyImage(image.src)}
          />
        </article>
      )}
      <LazyWantDialog
        post={want.post && post && want.post.contentId === post.contentId ? post : want.post}
        open={want.open}
        onOpenChange={want.setOpen}
      />
      <CopyFallbackDialog text={fallbackText} onClose={closeFallback} />
    </div>
  );
}
