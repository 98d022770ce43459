import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import { TITLE_MAX, validatePublish, type PurchaseSwitch } from '@aigc/domain';
import { track, usePublishContentMutation } from '@aigc/store';
import type { PublishedEvent, PublishScene } from '../components/PublishDialog';
import { mentionPayload } from '@aigc/mentions';
import type { SelectedImage } from '../util/selection';
import type { PublishForm } from './usePublishForm';

/** What {@link usePublishSubmit} needs to build and send a post. */
export interface PublishSubmitOptions {
  scene: PublishScene;
  /** `page_name` of the `publish` tracking event. */
  pageName: string;
  /** Selection maximum (docs/product.md §5). */
  max: number;
  /** Chosen images; the first is the poster. */
  selected: readonly SelectedImage[];
  form: PublishForm;
  /** The fixed or chosen challenge. */
  topic: Topic | null;
  purchase: PurchaseSwitch;
  /** True while the Want It rule blocks publishing (nothing is sent). */
  blocked: boolean;
  /** The server accepted the post: the dialog moves on to its share step. */
  onSuccess: (event: PublishedEvent) => void;
}

/**
 * Publishing from step 2 (docs/product.md §3 payload, §5 rules, §7 tracking, §8).
 *
 * `submit()` first checks the form with `validatePublish` (a title ≤ 50,
 * description ≤ 300, 1…max images) and shows the translated issue as
 * `error`; when `blocked` (Want It rule) it sends nothing. Otherwise it posts
 * to /topic/content (`from: 'feeds'` in the home scene; a poster that
 * previews a 3D model sends its `modelGenerateId`: a 3D post), tracks `publish`
 * and calls `onSuccess` (the dialog's share step says the post is live, the
 * Want It entry too). A failure keeps the server's msg (or 'Publishing
 * failed, please retry') as `error`. `error` clears whenever the selection,
 * title, description or challenge changes.
 */
export function usePublishSubmit({ scene, pageName, max, selected, form, topic, purchase, blocked, onSuccess }: PublishSubmitOptions) {
  const { t } = useLingui();
  const [publish, { isLoading: publishing }] = usePublishContentMutation();
  const [error, setError] = useState<string | null>(null);
  const { title, description, hidePrompt } = form;

  useEffect(() => setError(null), [selected, title, description, topic]);

  const submit = async () => {
    const issue = validatePublish({ title, description: description.text, imageCount: selected.length, maxImages: max });
    if (issue) {
      setError(
        issue.code === 'publish.titleRequired'
          ? t`Please enter a title`
          : issue.code === 'publish.titleTooLong'
          ? t`The title must be at most ${TITLE_MAX} characters long`
          : issue.code === 'publish.descriptionTooLong'
            ? t`The description must be at most 300 characters long`
            : issue.code === 'publish.noImage'
              ? t`Please select at least one image`
              : t`At most ${max} images can be published`,
      );
      return;
    }
    if (blocked) return;
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
        // A 3D model's preview as the poster publishes a 3D post with that model.
        ...(poster.modelGenerateId ? { modelGenerateId: poster.modelGenerateId } : {}),
      }).unwrap();
      track('publish', { enter_method: scene, page_name: pageName, challenge_id: topic?.uniqueTopicId ?? null });
      onSuccess({ createId: result.createId, popUpType: result.popUpType, topicId: topic?.uniqueTopicId ?? null });
    } catch (failure) {
      // The base query has toasted the server's msg (docs/product.md §8); keep it on the form too.
      setError((failure as { data?: string }).data ?? t`Publishing failed, please retry`);
    }
  };

  return { submit, publishing, error };
}
