import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import {
  checkWantableSelection,
  matchesWantableTopic,
  POST_IMAGES_MAX,
  purchaseSwitch,
  TITLE_MAX,
  validatePublish,
} from '@aigc/domain';
import {
  selectUser,
  toastShown,
  track,
  useAppDispatch,
  useAppSelector,
  useGetGenerationHistoryPagesInfiniteQuery,
  useGetTopicsQuery,
  usePublishContentMutation,
} from '@aigc/store';
import { Button, Checkbox, ConfirmDialog, Dialog, IconButton, Spinner, Tabs, TabsContent, TabsList, TabsTrigger, TextField, useIsMobileAgent } from '@aigc/ui';
import { useLocalUploads } from '../hooks/useLocalUploads';
import { mentionPayload } from '../util/mentions';
import type { SelectedImage } from '../util/selection';
import { Carousel } from './Carousel';
import { ChallengeSelector } from './ChallengeSelector';
import { HistoryTab } from './HistoryTab';
import { BackIcon, LockIcon } from './icons';
import { MentionTextarea, type MentionTextareaHandle, type MentionValue } from './MentionTextarea';
import { UploadTab } from './UploadTab';

/**
 * Where the dialog was opened (docs/product.md §2): 'home' = the feeds (posts to
 * /topic/content/general; local upload locked without permission),
 * 'normalChallenge' = a normal challenge's design page (locked likewise),
 * 'challenge' = a challenge page (local upload always allowed), 'generator'
 * and 'account' = the generator results and the account multi-select.
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
  /** Emitted after the server accepted the post; the dialog then closes. */
  onPublished?: (event: PublishedEvent) => void;
}

const HIDE_PROMPT_KEY = 'postHidePrompt';
const readHidePrompt = () => {
  try {
    return globalThis.localStorage?.getItem(HIDE_PROMPT_KEY) === '1';
  } catch {
    return false;
  }
};
const writeHidePrompt = (hide: boolean) => {
  try {
    globalThis.localStorage?.setItem(HIDE_PROMPT_KEY, hide ? '1' : '0');
  } catch {
    // Private mode: not remembered.
  }
};

type Confirm = null | { kind: 'switchTab'; tab: 'history' | 'upload' } | { kind: 'exit' } | { kind: 'abandon' };

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
 * is blocked by the Want It rule (exactly one matching image). Publish sends
 * docs/product.md §3's payload to /topic/content (or /general from the feeds), tracks
 * `publish`, emits `onPublished` and closes; failure shows the server's msg.
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
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const mobile = useIsMobileAgent();
  const max = Math.min(maxImages ?? POST_IMAGES_MAX, POST_IMAGES_MAX);

  const history = useGetGenerationHistoryPagesInfiniteQuery({});
  const hasHistory = (history.data?.pages[0]?.total ?? 0) > 0;
  const topics = useGetTopicsQuery();

  const [step, setStep] = useState<1 | 2>(preselected.length ? 2 : 1);
  const [tab, setTab] = useState<'history' | 'upload'>(preselected[0]?.source === 'upload' ? 'upload' : 'history');
  const [selected, setSelected] = useState<SelectedImage[]>(() => preselected.slice(0, max));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState<MentionValue>({ text: '', mentions: [] });
  const [chosenTopic, setChosenTopic] = useState<Topic | null>(null);
  const [hidePrompt, setHidePrompt] = useState(readHidePrompt);
  const [purchaseManual, setPurchaseManual] = useState<boolean | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [error, setError] = useState<string | null>(null);
  const [publish, { isLoading: publishing }] = usePublishContentMutation();
  const mentionRef = useRef<MentionTextareaHandle>(null);

  // Without history the upload tab is the only one.
  const effectiveTab = hasHistory || history.isLoading ? tab : 'upload';
  const uploadLocked = (scene === 'home' || scene === 'normalChallenge') && !user?.showPostLocalUpload;
  const canGoBack = !(scene === 'home' && preselected.length > 0);
  const topic = fixedTopic ?? chosenTopic;
  const uploading = selected.some((s) => s.loading);
  const uploads = useLocalUploads({ selected, update: setSelected, max, mobile });

  const purchase = purchaseSwitch(selected, topic, purchaseManual);
  const wantIssue = checkWantableSelection(selected, topic);
  const titleCount = [...title].length;
  const pageName = scene === 'home' ? 'home' : scene;

  useEffect(() => setError(null), [selected, title, description, topic]);

  const requestClose = () => {
    if (publishing) return;
    if (step === 1 && progress >= 1 && progress < 100) setConfirm({ kind: 'exit' });
    else if (step === 2 || selected.length > 0) setConfirm({ kind: 'abandon' });
    else onOpenChange(false);
  };

  const switchTab = (next: 'history' | 'upload') => {
    if (next === effectiveTab) return;
    if (next === 'upload') track('click_upload_entrance', { page_name: pageName });
    if (selected.length > 0) setConfirm({ kind: 'switchTab', tab: next });
    else setTab(next);
  };

  const submit = async () => {
    const issue = validatePublish({ title, description: description.text, imageCount: selected.length, maxImages: max });
    if (issue) {
      setError(
        issue.code === 'publish.titleTooLong'
          ? t`The title must be at most ${TITLE_MAX} characters long`
          : issue.code === 'publish.descriptionTooLong'
            ? t`The description must be at most 300 characters long`
            : issue.code === 'publish.noImage'
              ? t`Please select at least one image`
              : t`At most ${max} images can be published`,
      );
      return;
    }
    if (wantIssue) return;
    const [poster, ...rest] = selected;
    if (!poster) return;
    try {
      const result = await publish({
        ...(scene === 'home' ? { from: 'feeds' as const } : {}),
        ...(topic ? { topicId: topic.uniqueTopicId } : {}),
        title: title.trim(),
        description: description.text,
        posterImage: poster.uniqueImageId,
        contentImage: rest.map((s) => s.uniqueImageId),
        hiddenPrompt: hidePrompt ? 1 : 0,
        showCustomizeBuyButton: purchase.visible && purchase.on ? 1 : 0,
        type: poster.source === 'upload' ? 2 : 1,
        mentionUser: mentionPayload(description.text, description.mentions),
      }).unwrap();
      track('publish', { enter_method: scene, page_name: pageName, challenge_id: topic?.uniqueTopicId ?? null });
      dispatch(
        toastShown({
          kind: 'success',
          message:
            result.popUpType === 1
              ? t`Published to the Want It challenge: when it collects 100 wants, it is made real`
              : t`Published`,
        }),
      );
      onPublished?.({ createId: result.createId, popUpType: result.popUpType, topicId: topic?.uniqueTopicId ?? null });
      onOpenChange(false);
    } catch (failure) {
      // The base query has toasted the server's msg (docs/product.md §8); keep it on the form too.
      setError((failure as { data?: string }).data ?? t`Publishing failed, please retry`);
    }
  };

  const stepTitle = step === 1 ? t`Choose images to publish` : t`Publish post`;

  return (
    <>
      <Dialog
        open
        onOpenChange={(next) => (next ? undefined : requestClose())}
        title={stepTitle}
        size="lg"
        className="pd-dialog"
        footer={
          step === 1 ? (
            <>
              <a className="pd-link" href="/createUpgrade" target="_blank" rel="noopener">
                <Trans>How to make good things</Trans>
              </a>
              <span className="pd-footer__count">
                <Trans>
                  {selected.length}/{max} selected
                </Trans>
              </span>
              <Button variant="primary" disabled={selected.length === 0 || uploading} onClick={() => setStep(2)}>
                <Trans>Next</Trans>
              </Button>
            </>
          ) : (
            <>
              {error ? (
                <p className="pd-error" role="alert">
                  {error}
                </p>
              ) : null}
              <Button variant="primary" loading={publishing} disabled={Boolean(wantIssue) || uploading} onClick={() => void submit()}>
                <Trans>Publish</Trans>
              </Button>
            </>
          )
        }
      >
        {step === 1 ? (
          <Tabs value={effectiveTab} activationMode="manual" onValueChange={(v) => switchTab(v as 'history' | 'upload')} className="pd-tabs">
            <TabsList aria-label={t`Where the images come from`}>
              {hasHistory ? (
                <TabsTrigger value="history">
                  <Trans>History works</Trans>
                </TabsTrigger>
              ) : null}
              <TabsTrigger value="upload">
                <span className="pd-tab-label">
                  {uploadLocked ? <LockIcon width={16} height={16} /> : null}
                  <Trans>Upload and publish</Trans>
                </span>
              </TabsTrigger>
            </TabsList>
            {hasHistory ? (
              <TabsContent value="history">
                <HistoryTab query={history} selected={selected} onChange={setSelected} max={max} topic={topic} />
              </TabsContent>
            ) : null}
            <TabsContent value="upload">
              <UploadTab
                locked={uploadLocked}
                selected={selected.filter((s) => s.source === 'upload')}
                full={selected.length >= max}
                onFiles={(files) => void uploads.add(files)}
                onRemove={(id) => setSelected((current) => current.filter((s) => s.uniqueImageId !== id))}
              />
            </TabsContent>
            {history.isLoading ? <Spinner size="sm" /> : null}
          </Tabs>
        ) : (
          <div className="pd-editor">
            {canGoBack ? (
              <IconButton label={t`Back`} size="sm" className="pd-back" onClick={() => setStep(1)}>
                <BackIcon />
              </IconButton>
            ) : null}
            <Carousel
              images={selected}
              onRemove={(id) => setSelected((current) => (current.length > 1 ? current.filter((s) => s.uniqueImageId !== id) : current))}
              onAdd={canGoBack && selected.length < max ? () => setStep(1) : undefined}
              isDimmed={(image) => Boolean(topic?.wantable === 1 && !matchesWantableTopic(image, topic))}
            />
            {wantIssue ? (
              <p className="pd-warning" role="alert">
                {wantIssue.code === 'publish.wantableOneImage'
                  ? t`A Want It challenge post takes exactly one image: remove the others`
                  : t`A Want It challenge needs an image designed for this challenge`}
              </p>
            ) : null}
            <TextField
              label={t`Title`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder={t`Give your design a name`}
              hint={`${titleCount}/${TITLE_MAX}`}
              error={titleCount > TITLE_MAX ? t`The title must be at most ${TITLE_MAX} characters long` : undefined}
            />
            <MentionTextarea
              ref={mentionRef}
              label={t`Description`}
              placeholder={t`What is it, and what would you make it into? Type @ to mention a creator`}
              value={description}
              onChange={setDescription}
              pageName={pageName}
            />
            <div className="pd-row">
              {fixedTopic ? (
                <span className="pd-topic-fixed">
                  # {fixedTopic.title}
                  {fixedTopic.wantable === 1 ? (
                    <span className="pd-badge">
                      <Trans>Want It</Trans>
                    </span>
                  ) : null}
                </span>
              ) : (
                <ChallengeSelector topics={topics.data?.dataList ?? []} value={chosenTopic} onChange={setChosenTopic} />
              )}
              <Button variant="secondary" size="sm" onClick={() => mentionRef.current?.startMention()}>
                <span aria-hidden>@</span> <Trans>Mention</Trans>
              </Button>
            </div>
            <details className="pd-more">
              <summary>
                <Trans>More settings</Trans>
              </summary>
              <Checkbox
                checked={hidePrompt}
                onCheckedChange={(checked) => {
                  setHidePrompt(checked);
                  writeHidePrompt(checked);
                }}
                label={t`Hide my prompt from other people`}
              />
              {purchase.visible ? (
                <Checkbox
                  checked={purchase.on}
                  disabled={purchase.locked}
                  onCheckedChange={(checked) => setPurchaseManual(checked)}
                  label={
                    purchase.locked
                      ? t`Others can buy or customize this work (always on in a Want It challenge)`
                      : t`Others can buy or customize this work`
                  }
                />
              ) : null}
            </details>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirm?.kind === 'switchTab'}
        title={t`Switch tab?`}
        message={t`Switching clears the images you selected.`}
        confirmLabel={t`Switch`}
        cancelLabel={t`Cancel`}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind === 'switchTab') {
            setSelected([]);
            setTab(confirm.tab);
          }
          setConfirm(null);
        }}
      />
      <ConfirmDialog
        open={confirm?.kind === 'exit'}
        title={t`Leave publishing?`}
        message={t`Are you sure you want to exit? Your work is saved in creation history`}
        confirmLabel={t`Exit`}
        cancelLabel={t`Stay`}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          onOpenChange(false);
        }}
      />
      <ConfirmDialog
        open={confirm?.kind === 'abandon'}
        title={t`Abandon publishing?`}
        message={t`Your title, description and selection will not be saved.`}
        confirmLabel={t`Abandon`}
        cancelLabel={t`Keep editing`}
        danger
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          onOpenChange(false);
        }}
      />
    </>
  );
}
