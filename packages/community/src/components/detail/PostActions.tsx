import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PostDetail } from '@aigc/api-client';
import { toastShown, useAppDispatch, useLazyGetShareInfoQuery, useRecordShareMutation } from '@aigc/store';
import { useBatchDeletePostsMutation } from '@aigc/store/account';
import { useDownloadPostsMutation } from '@aigc/store/downloads';
import { Button, ConfirmDialog } from '@aigc/ui';
import { LikeButton } from './LikeButton';

/** Props of {@link PostActions}. */
export interface PostActionsProps {
  post: PostDetail;
  /** Index of the image a download takes (the one last viewed). */
  imageIndex: number;
  /** Copies text with the clipboard fallback (see useCopyText). */
  copy: (text: string, successMessage?: string) => Promise<void>;
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The action row of a post (docs/product.md §2 'Content detail'): {@link LikeButton}
 * (login required; optimistic; below 1024 px it sits in the page's bottom bar instead), Download of the current image (the original file,
 * 'Downloading, please wait') and, with several images, Download all (one
 * zip of the post's images, at most 9 — a post has no more; both through
 * `topic/content/download`, docs/api-contract.md 'Post downloads'), Copy link (the share URL from
 * `/api/share/info`, recorded as a share; a prompt dialog when the clipboard
 * is refused), and for the author Delete (confirmed; one id through
 * `batch/delete`, which refuses with docs/product.md §8's message while the product is
 * evaluated or configured and refunds the wants).
 */
export function PostActions({ post, imageIndex, copy }: PostActionsProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [downloadPosts, { isLoading: downloading, originalArgs: downloadArgs }] = useDownloadPostsMutation();
  const downloadingAll = downloading && downloadArgs?.items[0]?.uniqueImageId === undefined;
  const [getShareInfo, { isFetching: sharing }] = useLazyGetShareInfoQuery();
  const [recordShare] = useRecordShareMutation();
  const [deletePosts, { isLoading: deleting }] = useBatchDeletePostsMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const image = post.images[imageIndex] ?? post.images[0];

  const copyLink = async () => {
    const info = await getShareInfo(post.contentId, true);
    const url = info.data?.url ?? `${window.location.origin}/content/${post.contentId}?pageSource=share`;
    await copy(url, t`Link copied`);
    void recordShare({ contentId: post.contentId, channel: 'copy_link' });
  };

  const remove = async () => {
    const result = await deletePosts({ contentIds: [post.contentId] });
    setConfirmingDelete(false);
    if ('data' in result) {
      dispatch(toastShown({ message: t`Your work was deleted`, kind: 'success' }));
      void navigate('/account', { replace: true });
    }
  };

  return (
    <div className="cm-actions" role="group" aria-label={t`Post actions`}>
      <LikeButton post={post} className="cm-actions__like--row" />
      {image ? (
        <Button
          variant="secondary"
          size="sm"
          loading={downloading && !downloadingAll}
          disabled={downloading}
          onClick={() => void downloadPosts({ items: [{ contentId: post.contentId, uniqueImageId: image.uniqueImageId }] })}
        >
          <DownloadIcon />
          <span>
            <Trans>Download</Trans>
          </span>
        </Button>
      ) : null}
      {post.images.length > 1 ? (
        <Button
          variant="secondary"
          size="sm"
          loading={downloadingAll}
          disabled={downloading}
          onClick={() => void downloadPosts({ items: [{ contentId: post.contentId }] })}
        >
          <DownloadIcon />
          <span>
            <Plural value={post.images.length} one="Download all # images" other="Download all # images" />
          </span>
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" loading={sharing} onClick={() => void copyLink()}>
        <LinkIcon />
        <span>
          <Trans>Copy link</Trans>
        </span>
      </Button>
      {post.isAuthor ? (
        <Button variant="ghost" size="sm" className="cm-actions__delete" onClick={() => setConfirmingDelete(true)}>
          <Trans>Delete</Trans>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        title={t`Delete this work?`}
        message={
          post.wantCount > 0 ? (
            <Plural
              value={post.wantCount}
              one="It disappears everywhere, and the # want-ticket sent to it is refunded."
              other="It disappears everywhere, and the # want-tickets sent to it are refunded."
            />
          ) : (
            t`It disappears everywhere. This cannot be undone.`
          )
        }
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        loading={deleting}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
