import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { DESCRIPTION_MAX, TITLE_MAX, validatePublish } from '@aigc/domain';
import { toastShown, useAppDispatch, usePublishContentMutation } from '@aigc/store';
import { Button, Dialog, Image, TextArea, TextField } from '@aigc/ui';
import type { SelectableItem } from './selection';

/** Props of {@link AccountPublish}. */
export interface AccountPublishProps {
  /** The history images chosen with multi-select 'Post' (≤ 9, no model: checked before). */
  items: SelectableItem[];
  onClose: () => void;
}

/**
 * Publishes the images chosen in the account history (spec §2 'multi-select
 * for post'): the first image is the poster, the rest follow in selection
 * order; a title (≤ 50) and description (≤ 300) with counters (spec §5).
 * Posts to the community feed; on success opens the new post.
 */
export function AccountPublish({ items, onClose }: AccountPublishProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [publish, { isLoading }] = usePublishContentMutation();
  const issue = validatePublish({ title, description, imageCount: items.length });
  const [first, ...rest] = items;

  const submit = async () => {
    if (issue || !first) return;
    const res = await publish({
      from: 'feeds',
      topicId: null,
      title: title.trim(),
      description,
      posterImage: first.image.uniqueImageId,
      contentImage: rest.map((i) => i.image.uniqueImageId),
      hiddenPrompt: 0,
      showCustomizeBuyButton: 0,
      type: 1,
      mentionUser: [],
    });
    if ('data' in res && res.data) {
      dispatch(toastShown({ message: t`Published`, kind: 'success' }));
      onClose();
      navigate(`/content/${res.data.createId}`);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Post to the community`}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={isLoading}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant="primary" onClick={() => void submit()} loading={isLoading} disabled={Boolean(issue)}>
            <Trans>Publish</Trans>
          </Button>
        </>
      }
    >
      <ul className="ac-publish__images" aria-label={t`Chosen images`}>
        {items.map((i) => (
          <li key={i.id}>
            <Image src={i.image.imageResize200Url || i.image.url} alt="" width={i.image.width} height={i.image.height} fit="cover" />
          </li>
        ))}
      </ul>
      <TextField
        label={t`Title`}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        hint={`${[...title].length}/${TITLE_MAX}`}
        error={issue?.code === 'publish.titleTooLong' ? t`The title must be at most ${TITLE_MAX} characters long` : undefined}
      />
      <TextArea
        label={t`Description`}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        hint={`${[...description].length}/${DESCRIPTION_MAX}`}
        error={issue?.code === 'publish.descriptionTooLong' ? t`The description must be at most ${DESCRIPTION_MAX} characters long` : undefined}
      />
    </Dialog>
  );
}
