import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WANT_THRESHOLD } from '@aigc/domain';
import {
  useGetContentDetailQuery,
  useGetShareInfoQuery,
  useRecordShareMutation,
} from '@aigc/store';
import {
  Avatar,
  Button,
  CheckIcon,
  Image,
  Skeleton,
  TextField,
  writeClipboardText,
} from '@aigc/ui';
import type { PublishedEvent } from './PublishDialog';

// The share card (ShareCard of @aigc/ui) loads with this step, not with the dialog.
const ShareCard = lazy(() => import('@aigc/ui/share-card').then((m) => ({ default: m.ShareCard })));

/** How long the copy button reads 'Copied' after a copy, in ms. */
export const COPIED_MS = 3000;

/** Props of {@link PublishedStep}. */
export interface PublishedStepProps {
  /** The post the server just accepted. */
  published: PublishedEvent;
}

/**
 * The publish dialog's last step, *share to collect wants* (docs/product.md
 * §2 'Publish dialog', our rule): a polite status says the post is live (a
 * Want It entry says so) and that when it collects {@link WANT_THRESHOLD}
 * wants it is made real; then the post's share card (`ShareCard` of
 * `@aigc/ui`, filled from the post's detail) and its link
 * (`POST /api/share/info`, read-only field) with *Copy link*, which takes
 * the focus when the step opens. A copy records the share (`copy_link`),
 * turns the button into a visible 'Copied' for {@link COPIED_MS} and says
 * 'Link copied' to screen readers; where the browser refuses the clipboard
 * the link is selected in its field, with how to copy it by hand. The
 * dialog's footer holds *View post* and *Done* ({@link PublishDialog}).
 */
export function PublishedStep({ published }: PublishedStepProps) {
  const { t } = useLingui();
  const { createId, popUpType } = published;
  const detail = useGetContentDetailQuery(createId);
  const shareInfo = useGetShareInfoQuery(createId);
  const [recordShare] = useRecordShareMutation();
  // The server's share URL (on the edition's public origin): Copy link waits for it.
  const url = shareInfo.data?.url ?? '';
  const [copied, setCopied] = useState<'copied' | 'refused' | null>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const linkField = useRef<HTMLInputElement>(null);

  // The step replaces the form the focus was in: start at its main action.
  useEffect(() => copyButton.current?.focus(), []);
  useEffect(() => {
    if (copied !== 'copied') return undefined;
    const id = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(id);
  }, [copied]);

  const copy = async () => {
    if (!url) return;
    if (await writeClipboardText(url)) {
      setCopied('copied');
      void recordShare({ contentId: createId, channel: 'copy_link' });
    } else {
      setCopied('refused');
      linkField.current?.focus();
      linkField.current?.select();
    }
  };

  const post = detail.data;
  return (
    <div className="pd-published">
      <p className="pd-published__lead" role="status">
        {popUpType === 1 ? (
          <Trans>Your post is live in the Want It challenge.</Trans>
        ) : (
          <Trans>Your post is live.</Trans>
        )}{' '}
        <Trans>
          When it collects {WANT_THRESHOLD} wants, we make it real. Share it to collect wants.
        </Trans>
      </p>
      {post ? (
        <Suspense fallback={<Skeleton className="pd-published__card-skeleton" />}>
          <ShareCard
            className="pd-published__card"
            headingLevel={3}
            // No 'Preview' badge here: the author knows how the picture was made, and the
            // badge would cost every route a chunk of its own (the entry budget).
            media={
              <Image
                src={post.posterImage.imageResize512Url}
                alt={post.title}
                width={post.posterImage.width}
                height={post.posterImage.height}
              />
            }
            title={post.title}
            kicker={
              post.topic ? (
                <Trans>A design from a challenge</Trans>
              ) : (
                <Trans>A design from the community</Trans>
              )
            }
            author={{
              name: post.author.nickName,
              avatar: <Avatar src={post.author.avatar} name={post.author.nickName} size="sm" />,
            }}
            meta={
              <Trans>
                {post.wantCount} / {WANT_THRESHOLD} wants
              </Trans>
            }
          />
        </Suspense>
      ) : (
        <Skeleton className="pd-published__card-skeleton" />
      )}
      <div className="pd-published__link">
        <TextField
          ref={linkField}
          label={t`Link to your post`}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          hint={
            copied === 'refused'
              ? t`Your browser did not allow copying. Press Ctrl+C (⌘C on a Mac) to copy the link.`
              : undefined
          }
        />
        <Button
          ref={copyButton}
          variant="secondary"
          onClick={() => void copy()}
          className="pd-published__copy"
        >
          {copied === 'copied' ? (
            <>
              <CheckIcon width={16} height={16} aria-hidden="true" />
              <Trans>Copied</Trans>
            </>
          ) : (
            <Trans>Copy link</Trans>
          )}
        </Button>
      </div>
      <p className="ui-visually-hidden" aria-live="polite">
        {copied === 'copied' ? t`Link copied` : ''}
      </p>
    </div>
  );
}
