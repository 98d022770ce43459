import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GenerationRecord, Topic } from '@aigc/api-client';
import { DESCRIPTION_MAX, POST_IMAGES_MAX, TITLE_MAX, validatePublish } from '@aigc/domain';
import { usePublishContentMutation } from '@aigc/store';
import { Button, Checkbox, TextArea, TextField } from '@aigc/ui';
import { charCount, splitSelection, toggleSelection } from '../util/selection';

/** localStorage key remembering the hide-prompt choice ('1' hides; spec §3 'Local storage'). */
export const HIDE_PROMPT_KEY = 'postHidePrompt';

function readHidePrompt(): boolean {
  try {
    return globalThis.localStorage?.getItem(HIDE_PROMPT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHidePrompt(hide: boolean) {
  try {
    globalThis.localStorage?.setItem(HIDE_PROMPT_KEY, hide ? '1' : '0');
  } catch {
    // Storage may be unavailable (private mode); the choice is then not remembered.
  }
}

export interface PublishFormProps {
  /** The generation whose images can be posted. */
  record: GenerationRecord;
  /** Challenges offered in the optional challenge select. */
  topics: readonly Topic[];
  /** Called with the new post's id after the server accepted it. */
  onPublished: (createId: string) => void;
  onCancel?: () => void;
}

/**
 * Publishes images of one generation record as a post (spec §2 'Publish-post
 * dialog' step 2 in small, §3 payload, §5 limits; type 1 = from history).
 *
 * The user ticks 1–9 images (pick order: the first is the poster), writes a
 * title (≤ 50 characters) and description (≤ 300) with live counters, may
 * choose a challenge and hide the prompt (remembered in localStorage
 * `postHidePrompt`). Submitting validates with the domain's
 * `validatePublish`, then sends `usePublishContentMutation` with
 * `{ type: 1, posterImage, contentImage, hiddenPrompt, showCustomizeBuyButton: 0, mentionUser: [] }`.
 * A server error is toasted by the base query (spec §8) and the form stays.
 */
export function PublishForm({ record, topics, onPublished, onCancel }: PublishFormProps) {
  const { t } = useLingui();
  const formId = useId();
  const [selected, setSelected] = useState<string[]>(() =>
    record.images[0] ? [record.images[0].uniqueImageId] : [],
  );
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [topicId, setTopicId] = useState<string>(record.topicId ?? '');
  const [hidePrompt, setHidePrompt] = useState(readHidePrompt);
  const [error, setError] = useState<string | null>(null);
  const [publish, { isLoading }] = usePublishContentMutation();

  const titleCount = charCount(title);
  const toggle = (id: string) => setSelected((s) => toggleSelection(s, id, POST_IMAGES_MAX));
  const descriptionCount = charCount(description);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = validatePublish({ title, description, imageCount: selected.length });
    if (issue) {
      setError(issueMessage(issue.code, issue.message));
      return;
    }
    setError(null);
    const images = splitSelection(selected);
    try {
      const result = await publish({
        ...(topicId ? { topicId } : {}),
        title: title.trim(),
        description: description.trim(),
        posterImage: images.posterImage,
        contentImage: images.contentImage,
        hiddenPrompt: hidePrompt ? 1 : 0,
        showCustomizeBuyButton: 0,
        type: 1,
        mentionUser: [],
      }).unwrap();
      onPublished(result.createId);
    } catch {
      // The base query has toasted the server's message (spec §8 'Publish failure').
    }
  };

  function issueMessage(code: string, fallback: string): string {
    switch (code) {
      case 'publish.noImage':
        return t`Please select at least one image`;
      case 'publish.tooManyImages':
        return t`At most ${POST_IMAGES_MAX} images can be published`;
      case 'publish.titleTooLong':
        return t`The title must be at most ${TITLE_MAX} characters long`;
      case 'publish.descriptionTooLong':
        return t`The description must be at most ${DESCRIPTION_MAX} characters long`;
      default:
        return fallback;
    }
  }

  return (
    <form className="gen-publish" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="gen-visually-hidden">
        <Trans>Publish to the community</Trans>
      </h3>
      <fieldset className="gen-publish__images">
        <legend className="gen-label">
          <Trans>
            Images ({selected.length}/{Math.min(POST_IMAGES_MAX, record.images.length)}) — the first one you pick is the cover
          </Trans>
        </legend>
        <div className="gen-publish__grid">
          {record.images.map((image, index) => {
            const order = selected.indexOf(image.uniqueImageId);
            return (
              <div key={image.uniqueImageId} className="gen-pick" data-selected={order >= 0 || undefined}>
                {/* Clicking the picture toggles it too; keyboard users use the checkbox. */}
                <img
                  src={image.imageResize200Url || image.imageResize512Url || image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  style={{ aspectRatio: `${image.width} / ${image.height}` }}
                  onClick={() => toggle(image.uniqueImageId)}
                />
                <span className="gen-pick__check">
                  <Checkbox
                    checked={order >= 0}
                    onCheckedChange={() => toggle(image.uniqueImageId)}
                    label={t`Image ${index + 1}`}
                  />
                </span>
                {order === 0 ? (
                  <span className="gen-pick__cover">
                    <Trans>Cover</Trans>
                  </span>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>

      <TextField
        label={t`Title`}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        hint={`${titleCount}/${TITLE_MAX}`}
        error={titleCount > TITLE_MAX ? t`The title must be at most ${TITLE_MAX} characters long` : undefined}
        placeholder={t`Give your design a name`}
      />

      <TextArea
        label={t`Description`}
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        placeholder={t`What is it, and what would you make it into?`}
        hint={`${descriptionCount}/${DESCRIPTION_MAX}`}
        error={
          descriptionCount > DESCRIPTION_MAX
            ? t`The description must be at most ${DESCRIPTION_MAX} characters long`
            : undefined
        }
      />

      <div className="gen-field">
        <label htmlFor={`${formId}-topic`} className="gen-label">
          <Trans>Challenge (optional)</Trans>
        </label>
        <select
          id={`${formId}-topic`}
          className="gen-select"
          value={topicId}
          onChange={(e) => setTopicId(e.target.value)}
        >
          <option value="">{t`No challenge`}</option>
          {topics.map((topic) => (
            <option key={topic.uniqueTopicId} value={topic.uniqueTopicId}>
              {topic.title}
            </option>
          ))}
        </select>
      </div>

      <Checkbox
        checked={hidePrompt}
        onCheckedChange={(checked) => {
          setHidePrompt(checked);
          writeHidePrompt(checked);
        }}
        label={t`Hide my prompt from other people`}
      />

      {error ? (
        <p className="gen-error" role="alert">
          {error}
        </p>
      ) : null}

      <div className="gen-publish__actions">
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" variant="primary" loading={isLoading}>
          <Trans>Publish</Trans>
        </Button>
      </div>
    </form>
  );
}
