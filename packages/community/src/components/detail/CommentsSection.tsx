import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, useBlocker, useLocation, type BlockerFunction } from 'react-router';
import type { Comment } from '@aigc/api-client';
import { COMMENT_MAX, commentLength, validateComment } from '@aigc/domain';
import {
  loginDialogOpened,
  selectIsLogin,
  selectUserId,
  useAppDispatch,
  useAppSelector,
} from '@aigc/store';
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useGetCommentQuery,
  useGetCommentThreadsInfiniteQuery,
  useGetRepliesInfiniteQuery,
} from '@aigc/store/comments';
import { MentionText, MentionTextarea, mentionPayload, type MentionValue } from '@aigc/mentions';
import { Avatar, Button, ConfirmDialog, Spinner, scrollIntoViewGently } from '@aigc/ui';
import { RelativeTime } from '../RelativeTime';

/** Reports whether one composer holds unfinished text (`id` names the composer). */
type DraftReporter = (id: string, unfinished: boolean) => void;

/** Props of {@link CommentComposer}. */
interface ComposerProps {
  contentId: string;
  /** Reply to this comment or reply; absent = a top-level comment. */
  parent?: Comment;
  onDraft: DraftReporter;
  onDone?: () => void;
  autoFocus?: boolean;
}

/** `page_name` of the click_mention event sent from a comment box (docs/product.md §7 'Tracking'). */
const COMMENT_PAGE_NAME = 'content_detail';

const EMPTY: MentionValue = { text: '', mentions: [] };

function CommentComposer({ contentId, parent, onDraft, onDone, autoFocus = false }: ComposerProps) {
  const { t } = useLingui();
  const draftId = useId();
  const [value, setValue] = useState<MentionValue>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [addComment, { isLoading }] = useAddCommentMutation();
  const text = value.text;
  const issue = validateComment(text);

  // Reported as the user types (not in an effect), so a navigation right after a keystroke is already blocked.
  const change = (next: MentionValue) => {
    setValue(next);
    onDraft(draftId, next.text.trim() !== '');
  };
  useEffect(() => () => onDraft(draftId, false), [draftId, onDraft]);

  const submit = async () => {
    setTouched(true);
    if (issue || isLoading) return;
    const result = await addComment({
      contentId,
      content: text,
      parentId: parent?.commentId ?? null,
      mentionUser: mentionPayload(text, value.mentions),
    });
    // On failure the base query showed the server's message; the text stays for another try.
    if ('data' in result) {
      setValue(EMPTY);
      setTouched(false);
      onDraft(draftId, false);
      onDone?.();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && parent && text.trim() === '') {
      onDone?.();
    }
  };

  return (
    <form
      className={parent ? 'cm-composer cm-composer--reply' : 'cm-composer'}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <MentionTextarea
        label={parent ? t`Reply to ${parent.author.nickName}` : t`Write a comment`}
        hideLabel
        placeholder={
          parent ? t`Reply to ${parent.author.nickName}… Type @ to mention someone` : t`Say something about this design… Type @ to mention someone`
        }
        rows={parent ? 2 : 3}
        value={value}
        onChange={change}
        autoFocus={autoFocus}
        onKeyDown={onKeyDown}
        pageName={COMMENT_PAGE_NAME}
        maxLength={COMMENT_MAX}
        lengthOf={commentLength}
        tooLongMessage={t`A comment can be at most ${COMMENT_MAX} characters long`}
        error={touched && issue?.code === 'comment.required' ? t`Please write a comment` : undefined}
      />
      <div className="cm-composer__actions">
        {parent ? (
          <Button variant="ghost" size="sm" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={isLoading} disabled={issue !== null}>
          {parent ? <Trans>Send reply</Trans> : <Trans>Post comment</Trans>}
        </Button>
      </div>
    </form>
  );
}

interface ItemProps {
  comment: Comment;
  contentId: string;
  onDraft: DraftReporter;
  /** The top-level comment of the thread (for replies). */
  children?: React.ReactNode;
  onReplied?: () => void;
  /** The comment a link pointed at (`?commentId=`): highlighted, scrolled into view and focused once. */
  focused?: boolean;
}

function CommentItem({ comment, contentId, onDraft, children, onReplied, focused = false }: ItemProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const me = useAppSelector(selectUserId);
  const isLogin = useAppSelector(selectIsLogin);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteComment, { isLoading: deleting }] = useDeleteCommentMutation();
  const itemRef = useRef<HTMLLIElement>(null);
  const authorName = comment.author.nickName;
  useEffect(() => {
    const item = itemRef.current;
    if (!focused || !item) return;
    scrollIntoViewGently(item, 'center');
    item.focus({ preventScroll: true });
  }, [focused]);

  const reply = () => {
    if (!isLogin) {
      dispatch(loginDialogOpened({ redirect: location.pathname + location.search }));
      return;
    }
    setReplying(true);
  };

  return (
    <li
      ref={itemRef}
      className={focused ? 'cm-comment cm-comment--focused' : 'cm-comment'}
      tabIndex={focused ? -1 : undefined}
      aria-label={focused ? t`The comment you came for, by ${authorName}` : undefined}
    >
      <Link to={`/account/${comment.author.userId}`} className="cm-comment__avatar" aria-hidden="true" tabIndex={-1}>
        <Avatar src={comment.author.avatar} name={comment.author.nickName} size="sm" />
      </Link>
      <div className="cm-comment__body">
        <div className="cm-comment__head">
          <Link to={`/account/${comment.author.userId}`} className="cm-comment__name">
            {comment.author.nickName}
          </Link>
          {comment.replyTo ? (
            <span className="cm-muted cm-small">
              <Trans>
                replied to{' '}
                <Link to={`/account/${comment.replyTo.userId}`} className="cm-comment__name">
                  {comment.replyTo.nickName}
                </Link>
              </Trans>
            </span>
          ) : null}
          <RelativeTime className="cm-muted cm-small" iso={comment.createTime} />
        </div>
        <p className="cm-comment__text">
          <MentionText text={comment.content} mentions={comment.mentions} />
        </p>
        <div className="cm-comment__actions">
          <button type="button" className="cm-text-button" onClick={reply}>
            <Trans>Reply</Trans>
          </button>
          {me !== null && me === comment.author.userId ? (
            <button type="button" className="cm-text-button" onClick={() => setConfirming(true)}>
              <Trans>Delete</Trans>
            </button>
          ) : null}
        </div>
        {replying ? (
          <CommentComposer
            contentId={contentId}
            parent={comment}
            onDraft={onDraft}
            autoFocus
            onDone={() => {
              setReplying(false);
              onReplied?.();
            }}
          />
        ) : null}
        {children}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Delete this comment?`}
        message={comment.parentId === null && comment.replyCount > 0 ? t`Its replies will be deleted too.` : t`This cannot be undone.`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        loading={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          void deleteComment({ comment }).then(() => setConfirming(false));
        }}
      />
    </li>
  );
}

function Replies({ root, contentId, onDraft }: { root: Comment; contentId: string; onDraft: DraftReporter }) {
  const { data, isLoading, isFetching, hasNextPage, fetchNextPage } = useGetRepliesInfiniteQuery({
    commentId: root.commentId,
    contentId,
  });
  const replies = data?.pages.flatMap((p) => p.dataList) ?? [];
  const total = data?.pages.at(-1)?.total ?? root.replyCount;
  return (
    <div className="cm-replies">
      {isLoading ? <Spinner size="sm" /> : null}
      {replies.length ? (
        <ul className="cm-comments cm-comments--replies">
          {replies.map((r) => (
            <CommentItem key={r.commentId} comment={r} contentId={contentId} onDraft={onDraft} />
          ))}
        </ul>
      ) : null}
      {hasNextPage ? (
        <button type="button" className="cm-text-button" disabled={isFetching} onClick={() => void fetchNextPage()}>
          <Trans>Load more replies ({total - replies.length})</Trans>
        </button>
      ) : null}
    </div>
  );
}

function Thread({
  comment,
  contentId,
  onDraft,
  focused = false,
}: {
  comment: Comment;
  contentId: string;
  onDraft: DraftReporter;
  focused?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <CommentItem comment={comment} contentId={contentId} onDraft={onDraft} onReplied={() => setOpen(true)} focused={focused}>
      {comment.replyCount > 0 && !open ? (
        <button type="button" className="cm-text-button cm-replies__toggle" onClick={() => setOpen(true)}>
          <Plural value={comment.replyCount} one="View # reply" other="View # replies" />
        </button>
      ) : null}
      {open && comment.replyCount > 0 ? <Replies root={comment} contentId={contentId} onDraft={onDraft} /> : null}
    </CommentItem>
  );
}

/** Props of {@link CommentsSection}. */
export interface CommentsSectionProps {
  contentId: string;
  /** The post's count of comments and replies (shown in the heading). */
  count: number;
  /**
   * A comment or reply to open the section at (the post's `?commentId=`, where a
   * notice about a comment, a reply or a mention in a comment leads — docs/product.md §4).
   */
  focusCommentId?: string | null;
}

/**
 * The comment a link pointed at, shown first and highlighted (docs/product.md §4: a
 * notice opens the post at its comment): a top-level comment with its thread,
 * a reply on its own (its 'replied to' line names whom it answers). It is
 * fetched by id (`getComment`), so it shows wherever it sits in the pages; a
 * deleted one leaves a short note instead.
 */
function FocusedComment({
  commentId,
  contentId,
  onDraft,
}: {
  commentId: string;
  contentId: string;
  onDraft: DraftReporter;
}) {
  const { t } = useLingui();
  const { data, isError, isLoading } = useGetCommentQuery(commentId);
  if (isLoading) return <Spinner size="sm" />;
  if (isError || !data || data.contentId !== contentId) {
    return (
      <p className="cm-muted cm-small" role="note">
        <Trans>The comment you came for no longer exists.</Trans>
      </p>
    );
  }
  return (
    <ul className="cm-comments cm-comments--focused" aria-label={t`The comment you came for`}>
      {data.parentId === null ? (
        <Thread comment={data} contentId={contentId} onDraft={onDraft} focused />
      ) : (
        <CommentItem comment={data} contentId={contentId} onDraft={onDraft} focused />
      )}
    </ul>
  );
}

/**
 * Comments of a post (docs/product.md §2 'comments with replies'): a composer (length
 * rule of @aigc/domain `validateComment`, counter, Ctrl/⌘+Enter sends, @-mentions
 * picked from the creator dropdown of @aigc/mentions and sent as
 * `mentionUser`), mentions in comments shown as profile links, the
 * top-level comments newest first with 'Load more comments', each with Reply
 * (replies to replies too), Delete for its author (confirmed), and its
 * replies behind 'View n replies' with 'Load more replies'. Visitors see a
 * sign-in button instead of the composer. While any composer holds text,
 * leaving the page asks for confirmation (react-router's blocker; closing
 * the tab gets the browser's own prompt) — docs/product.md §4 'Leaving confirmations
 * also cover an unfinished comment'. With `focusCommentId` (a notice's link,
 * docs/product.md §4) that comment comes first, highlighted, scrolled into view and
 * focused.
 */
export function CommentsSection({ contentId, count, focusCommentId = null }: CommentsSectionProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const { data, isLoading, isError, isFetching, hasNextPage, fetchNextPage, refetch } =
    useGetCommentThreadsInfiniteQuery(contentId);
  // the focused comment is shown first (FocusedComment), not a second time in the list
  const comments = (data?.pages.flatMap((p) => p.dataList) ?? []).filter((c) => c.commentId !== focusCommentId);

  const drafts = useRef(new Set<string>());
  const [unfinished, setUnfinished] = useState(false);
  const onDraft = useCallback<DraftReporter>((id, has) => {
    if (has) drafts.current.add(id);
    else drafts.current.delete(id);
    setUnfinished(drafts.current.size > 0);
  }, []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => drafts.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!unfinished) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unfinished]);

  return (
    <section className="cm-card cm-comments-card" aria-labelledby="cm-comments-title">
      <h2 id="cm-comments-title" className="cm-card__title">
        <Trans>Comments ({count})</Trans>
      </h2>
      {isLogin ? (
        <CommentComposer contentId={contentId} onDraft={onDraft} />
      ) : (
        <div className="cm-composer cm-composer--visitor">
          <p className="cm-muted cm-small">
            <Trans>Sign in to join the conversation.</Trans>
          </p>
          <Button size="sm" variant="secondary" onClick={() => dispatch(loginDialogOpened({ redirect: location.pathname + location.search }))}>
            <Trans>Sign in to comment</Trans>
          </Button>
        </div>
      )}
      {focusCommentId ? <FocusedComment commentId={focusCommentId} contentId={contentId} onDraft={onDraft} /> : null}
      {isLoading ? (
        <Spinner />
      ) : isError && comments.length === 0 ? (
        <p className="cm-muted">
          <Trans>Comments could not be loaded.</Trans>{' '}
          <button type="button" className="cm-text-button" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : comments.length === 0 ? (
        focusCommentId ? null : (
          <p className="cm-muted">
            <Trans>No comments yet — be the first.</Trans>
          </p>
        )
      ) : (
        <ul className="cm-comments">
          {comments.map((comment) => (
            <Thread key={comment.commentId} comment={comment} contentId={contentId} onDraft={onDraft} />
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <Button variant="ghost" size="sm" loading={isFetching} onClick={() => void fetchNextPage()}>
          <Trans>Load more comments</Trans>
        </Button>
      ) : null}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t`Leave this page?`}
        message={t`Your comment has not been posted yet. If you leave, it will be lost.`}
        confirmLabel={t`Leave`}
        cancelLabel={t`Stay`}
        danger
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </section>
  );
}
