import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import { checkWantableSelection, POST_IMAGES_MAX, purchaseSwitch } from '@aigc/domain';
import {
  selectUser,
  track,
  useAppSelector,
  useGetGenerationHistoryPagesInfiniteQuery,
  useGetModelsQuery,
  useGetTopicsQuery,
} from '@aigc/store';
import { Button, Dialog, useIsMobileAgent } from '@aigc/ui';
import { useLocalUploads } from '../hooks/useLocalUploads';
import { usePublishForm } from '../hooks/usePublishForm';
import { usePublishSubmit } from '../hooks/usePublishSubmit';
import { titleFromSelection, unavailableModel, type SelectedImage } from '../util/selection';
import { PublishConfirmDialogs, type PublishConfirm } from './PublishConfirmDialogs';
import { PublishEditor } from './PublishEditor';
import { PublishSourceStep, type PublishSource } from './PublishSourceStep';
import { PublishedStep } from './PublishedStep';

/**
 * Where the dialog was opened (docs/product.md §2): 'home' = the feeds (posts to
 * /topic/content/general; local upload locked without permission),
 * 'normalChallenge' = a normal challenge's design page (locked likewise),
 * 'challenge' = a challenge page (local upload always allowed: uploads name
 * the challenge), 'generator' and 'account' = the generator results and the
 * account multi-select (locked likewise: outside the challenge scene local
 * upload needs `showPostLocalUpload`, docs/product.md §6).
 */
export type PublishScene = 'home' | 'normalChallenge' | 'challenge' | 'generator' | 'account';

/** What {@link PublishDialogProps.onPublished} receives. */
export interface PublishedEvent {
  createId: string;
  /** 0 plain, 1 Want It entry (docs/product.md §3 'Publish success response'). */
  popUpType: number;
  topicId: string | null;
}

/** Props of {@link PublishDialog}. */
export interface PublishDialogProps {
  open: boolean;
  /** Called with false when the dialog closes (after any confirmation). */
  onOpenChange: (open: boolean) => void;
  scene: PublishScene;
  /** A fixed challenge (shown as a title, not selectable), e.g. on a challenge page. */
  topic?: Topic | null;
  /** Images chosen before opening: the dialog starts on step 2. From the feeds the back arrow is then hidden (docs/product.md §4). */
  preselected?: readonly SelectedImage[];
  /** Selection maximum injected by the parent (docs/product.md §5); never above 9. */
  maxImages?: number;
  /** Generation progress 0–100 of the parent's task: 1–99 on step 1 makes closing ask first (docs/product.md §4). */
  progress?: number;
  /**
   * Emitted once the server accepted the post (e.g. to refresh a list); the
   * dialog then shows its share step and stays open until *Done* or *View post*.
   */
  onPublished?: (event: PublishedEvent) => void;
}

/**
 * The publish-post dialog (docs/product.md §2 'Publish-post dialog', §3, §4, §5, §8).
 *
 * Step 1: tabs 'History works' (only when the user has history) and 'Upload
 * locally' (locked in the home and normal-challenge scenes without
 * `showPostLocalUpload`; the banner's unlock button leads to
 * /author/onboarding). Switching tabs with images chosen asks first and
 * clears the selection. Next needs ≥ 1 image and no upload in flight.
 *
 * Step 2: carousel (4 per view) with the add tile, title (≤ 50) and
 * description (≤ 300, with @-mentions) with counters, the challenge
 * selector or the fixed challenge, the @ button, and more settings (hide
 * prompt, remembered as `postHidePrompt`; the purchase switch). Publishing
 * is blocked by the Want It rule (exactly one matching image) and while a
 * chosen history work's model is not served ('The model is temporarily
 * unavailable for posting', docs/product.md §8). Publish sends
 * docs/product.md §3's payload to /topic/content (or /general from the feeds), tracks
 * `publish` and emits `onPublished`; failure shows the server's msg.
 *
 * Step 3, *share to collect wants* ({@link PublishedStep}, our rule of
 * docs/product.md §2): the post is live, 100 wants make it real, its share
 * card and link with *Copy link*; the footer's *View post* opens the post's
 * page and *Done* closes, both without asking (nothing is left to lose).
 *
 * Closing asks 'Are you sure you want to exit? …' on step 1 while the
 * parent's progress is 1–99, and 'Abandon publishing?' with images chosen or
 * on step 2 (docs/product.md §4).
 */
export function PublishDialog(props: PublishDialogProps) {
  // Remount on every opening: a fresh selection, step and form.
  return props.open ? <PublishDialogBody {...props} /> : null;
}

function PublishDialogBody({ onOpenChange, scene, topic: fixedTopic = null, preselected = [], maxImages, progress = 0, onPublished }: PublishDialogProps) {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  const mobile = useIsMobileAgent();
  const max = Math.min(maxImages ?? POST_IMAGES_MAX, POST_IMAGES_MAX);

  const history = useGetGenerationHistoryPagesInfiniteQuery({});
  const hasHistory = (history.data?.pages[0]?.total ?? 0) > 0;
  const topics = useGetTopicsQuery();

  const [step, setStep] = useState<1 | 2>(preselected.length ? 2 : 1);
  const [published, setPublished] = useState<PublishedEvent | null>(null);
  const [tab, setTab] = useState<PublishSource>(preselected[0]?.source === 'upload' ? 'upload' : 'history');
  const [selected, setSelected] = useState<SelectedImage[]>(() => preselected.slice(0, max));
  const form = usePublishForm(titleFromSelection(preselected));
  const [confirm, setConfirm] = useState<PublishConfirm>(null);

  // Without history the upload tab is the only one.
  const effectiveTab = hasHistory || history.isLoading ? tab : 'upload';
  // Only the challenge scene always allows local upload (docs/product.md §6); the server checks the same rule.
  const uploadLocked = scene !== 'challenge' && !user?.showPostLocalUpload;
  const canGoBack = !(scene === 'home' && preselected.length > 0);
  const topic = fixedTopic ?? form.chosenTopic;
  const uploading = selected.some((s) => s.loading);
  const uploads = useLocalUploads({ selected, update: setSelected, max, mobile, topicId: scene === 'challenge' ? (fixedTopic?.uniqueTopicId ?? null) : null });

  const purchase = purchaseSwitch(selected, topic, form.purchaseManual);
  const wantIssue = checkWantableSelection(selected, topic);
  const models = useGetModelsQuery();
  const modelGone = unavailableModel(selected, models.data?.dataList.map((m) => m.modelId));
  const pageName = scene === 'home' ? 'home' : scene;
  const close = () => onOpenChange(false);
  const { submit, publishing, error } = usePublishSubmit({
    scene,
    pageName,
    max,
    selected,
    form,
    topic,
    purchase,
    blocked: Boolean(wantIssue) || modelGone,
    onSuccess: (event) => {
      setPublished(event);
      onPublished?.(event);
    },
  });

  const requestClose = () => {
    if (publishing) return;
    if (published) return close();
    if (step === 1 && progress >= 1 && progress < 100) setConfirm({ kind: 'exit' });
    else if (step === 2 || selected.length > 0) setConfirm({ kind: 'abandon' });
    else close();
  };

  const switchTab = (next: PublishSource) => {
    if (next === effectiveTab) return;
    if (next === 'upload') track('click_upload_entrance', { page_name: pageName });
    if (selected.length > 0) setConfirm({ kind: 'switchTab', tab: next });
    else setTab(next);
  };

  return (
    <>
      <Dialog
        open
        onOpenChange={(next) => (next ? undefined : requestClose())}
        title={published ? t`Your post is live` : step === 1 ? t`Choose images to publish` : t`Publish post`}
        size="lg"
        className="pd-dialog"
        footer={
          published ? (
            <>
              <Link
                to={`/content/${encodeURIComponent(published.createId)}`}
                className="ui-button ui-button--secondary ui-button--md"
                onClick={close}
              >
                <span className="ui-button__label">
                  <Trans>View post</Trans>
                </span>
              </Link>
              <Button variant="primary" onClick={close}>
                <Trans>Done</Trans>
              </Button>
            </>
          ) : step === 1 ? (
            <>
              <a className="pd-link" href="/createUpgrade" target="_blank" rel="noopener">
                <Trans>How to make good things</Trans>
              </a>
              <span className="pd-footer__count">
                <Trans>
                  {selected.length}/{max} selected
                </Trans>
              </span>
              <Button variant="primary" disabled={selected.length === 0 || uploading} onClick={() => {
                  if (form.title.trim() === '') form.setTitle(titleFromSelection(selected));
                  setStep(2);
                }}>
                <Trans>Next</Trans>
              </Button>
            </>
          ) : (
            <>
              {modelGone ? (
                <p className="pd-error" role="alert">
                  <Trans>The model is temporarily unavailable for posting</Trans>
                </p>
              ) : error ? (
                <p className="pd-error" role="alert">
                  {error}
                </p>
              ) : null}
              <Button variant="primary" loading={publishing} disabled={Boolean(wantIssue) || modelGone || uploading} onClick={() => void submit()}>
                <Trans>Publish</Trans>
              </Button>
            </>
          )
        }
      >
        {published ? (
          <PublishedStep published={published} />
        ) : step === 1 ? (
          <PublishSourceStep
            history={history}
            hasHistory={hasHistory}
            tab={effectiveTab}
            onTabChange={switchTab}
            uploadLocked={uploadLocked}
            selected={selected}
            onChange={setSelected}
            max={max}
            topic={topic}
            onFiles={(files) => void uploads.add(files)}
          />
        ) : (
          <PublishEditor
            selected={selected}
            onSelectedChange={setSelected}
            max={max}
            onBack={canGoBack ? () => setStep(1) : undefined}
            form={form}
            fixedTopic={fixedTopic}
            topic={topic}
            topics={topics.data?.dataList ?? []}
            wantIssue={wantIssue}
            purchase={purchase}
            pageName={pageName}
          />
        )}
      </Dialog>
      <PublishConfirmDialogs
        confirm={confirm}
        onDismiss={() => setConfirm(null)}
        onSwitchTab={(next) => {
          setSelected([]);
          setTab(next);
        }}
        onLeave={() => {
          setConfirm(null);
          close();
        }}
      />
    </>
  );
}
