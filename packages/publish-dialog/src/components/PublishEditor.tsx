import { useRef } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Topic } from '@aigc/api-client';
import { DESCRIPTION_MAX, matchesWantableTopic, TITLE_MAX, type PurchaseSwitch, type WantableIssueCode } from '@aigc/domain';
import { MentionTextarea, type MentionTextareaHandle } from '@aigc/mentions';
import { Button, Checkbox, IconButton, TextField } from '@aigc/ui';
import type { PublishForm } from '../hooks/usePublishForm';
import type { SelectedImage } from '../util/selection';
import { Carousel } from './Carousel';
import { ChallengeSelector } from './ChallengeSelector';
import { BackIcon } from './icons';

/** Props of {@link PublishEditor}. */
export interface PublishEditorProps {
  selected: readonly SelectedImage[];
  onSelectedChange: Dispatch<SetStateAction<SelectedImage[]>>;
  max: number;
  /** Back to step 1 (the back arrow and the carousel's add tile); undefined hides both. */
  onBack?: () => void;
  form: PublishForm;
  /** A challenge fixed by the parent: shown as '# title', no selector. */
  fixedTopic: Topic | null;
  /** The fixed or chosen challenge. */
  topic: Topic | null;
  /** Challenges for the selector. */
  topics: readonly Topic[];
  /** The Want It rule's complaint, if any (docs/product.md §5). */
  wantIssue: { code: WantableIssueCode } | null;
  purchase: PurchaseSwitch;
  /** `page_name` of the mention tracking event. */
  pageName: string;
}

/**
 * Step 2 of the publish dialog (docs/product.md §2 step 2): the back arrow, the
 * carousel (images that do not match a Want It challenge dimmed; the last
 * one cannot be removed), the Want It warning, the title with its counter,
 * the description with @-mentions, the challenge (fixed or selectable), the
 * @ button and {@link PublishMoreSettings}.
 */
export function PublishEditor({ selected, onSelectedChange, max, onBack, form, fixedTopic, topic, topics, wantIssue, purchase, pageName }: PublishEditorProps) {
  const { t } = useLingui();
  const mentionRef = useRef<MentionTextareaHandle>(null);
  const titleCount = [...form.title].length;
  return (
    <div className="pd-editor">
      {onBack ? (
        <IconButton label={t`Back`} size="sm" className="pd-back" onClick={onBack}>
          <BackIcon />
        </IconButton>
      ) : null}
      <Carousel
        images={selected}
        onRemove={(id) => onSelectedChange((current) => (current.length > 1 ? current.filter((s) => s.uniqueImageId !== id) : current))}
        onAdd={onBack && selected.length < max ? onBack : undefined}
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
        value={form.title}
        onChange={(e) => form.setTitle(e.target.value)}
        placeholder={t`Give your design a name`}
        hint={`${titleCount}/${TITLE_MAX}`}
        error={titleCount > TITLE_MAX ? t`The title must be at most ${TITLE_MAX} characters long` : undefined}
      />
      <MentionTextarea
        ref={mentionRef}
        label={t`Description`}
        placeholder={t`What is it, and what would you make it into? Type @ to mention a creator`}
        value={form.description}
        onChange={form.setDescription}
        pageName={pageName}
        maxLength={DESCRIPTION_MAX}
        tooLongMessage={t`The description must be at most ${DESCRIPTION_MAX} characters long`}
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
          <ChallengeSelector topics={topics} value={form.chosenTopic} onChange={form.setChosenTopic} />
        )}
        <Button variant="secondary" size="sm" onClick={() => mentionRef.current?.startMention()}>
          <span aria-hidden>@</span> <Trans>Mention</Trans>
        </Button>
      </div>
      <PublishMoreSettings form={form} purchase={purchase} />
    </div>
  );
}

/**
 * 'More settings' of step 2 (docs/product.md §2): hide the prompt (remembered), and the
 * purchase switch when any image can be customised (locked on in a Want It
 * challenge).
 */
function PublishMoreSettings({ form, purchase }: { form: PublishForm; purchase: PurchaseSwitch }) {
  const { t } = useLingui();
  return (
    <details className="pd-more">
      <summary>
        <Trans>More settings</Trans>
      </summary>
      <Checkbox checked={form.hidePrompt} onCheckedChange={form.setHidePrompt} label={t`Hide my prompt from other people`} />
      {purchase.visible ? (
        <Checkbox
          checked={purchase.on}
          disabled={purchase.locked}
          onCheckedChange={(checked) => form.setPurchaseManual(checked)}
          label={
            purchase.locked
              ? t`Others can buy or customize this work (always on in a Want It challenge)`
              : t`Others can buy or customize this work`
          }
        />
      ) : null}
    </details>
  );
}
