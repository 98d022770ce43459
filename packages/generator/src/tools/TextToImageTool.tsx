import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROMPT_MAX } from '@aigc/domain';
import { useGenerateMutation, useGetTopicsQuery } from '@aigc/store';
import { useImg2imgMutation, useMagicPromptMutation } from '@aigc/store/generate-tools';
import { Button, TextArea } from '@aigc/ui';
import { ModelSelect, pickModel } from '../components/ModelSelect';
import { ReferenceImageField } from '../components/ReferenceImageField';
import { ToolForm } from '../components/ToolForm';
import { ToolWorkspace, type GeneratorToolProps } from '../components/ToolWorkspace';
import { GenerateButton } from '../components/GenerateButton';
import { usePromptCheck } from '../hooks/useIssueText';
import { useToolFlags, useToolModels } from '../hooks/useToolFlags';
import { useToolJobs } from '../hooks/useToolJobs';
import { charCount } from '../util/text';
import type { SourceImage } from '../util/sourceImage';

const TEXT_TO_IMAGE = ['text2image'];

/** Props of {@link TextToImageTool}: without `topicId` the user may pick a challenge. */
export type TextToImageToolProps = GeneratorToolProps;

/**
 * Text → image (docs/product.md §1): model selection, the prompt (domain
 * `validatePrompt`, with a counter), the magic-prompt assistant (expands the
 * prompt through `generate/magic-prompt`; the user's own text can be
 * restored), an optional edge reference (the result keeps the outlines of an
 * image: sent as img2img with tagId 'edge') and an optional challenge.
 * Generate queues a task shown in the task panel.
 */
export function TextToImageTool({ topicId: fixedTopicId, onPublish }: TextToImageToolProps) {
  const { t } = useLingui();
  const ids = useId();
  const promptIssue = usePromptCheck();
  const flags = useToolFlags();
  const jobs = useToolJobs(fixedTopicId);
  const models = useToolModels(TEXT_TO_IMAGE);
  const { data: topicPage } = useGetTopicsQuery(undefined, { skip: Boolean(fixedTopicId) });
  const topics = topicPage?.dataList ?? [];
  const [generate, { isLoading: generating }] = useGenerateMutation();
  const [img2img, { isLoading: edging }] = useImg2imgMutation();
  const [expand, { isLoading: expanding }] = useMagicPromptMutation();

  const [modelId, setModelId] = useState('');
  const [prompt, setPrompt] = useState('');
  const [ownPrompt, setOwnPrompt] = useState<string | null>(null);
  const [topicId, setTopicId] = useState('');
  const [edge, setEdge] = useState<SourceImage | null>(null);
  const [promptError, setPromptError] = useState<string | null>(null);

  const model = pickModel(models, modelId);
  const chosenTopic = fixedTopicId ?? (topicId || undefined);

  const checkPrompt = (): boolean => {
    const issue = promptIssue(prompt);
    setPromptError(issue);
    return issue === null;
  };

  const magic = async () => {
    if (!checkPrompt()) return;
    try {
      const result = await expand({ prompt: prompt.trim(), modelId: model?.modelId }).unwrap();
      setOwnPrompt(prompt);
      setPrompt(result.prompt.slice(0, PROMPT_MAX));
    } catch {
      // toasted by the base query
    }
  };

  const submit = async () => {
    if (!checkPrompt() || !model) return;
    const text = prompt.trim();
    try {
      const job = edge
        ? await img2img({ source: edge.ref, prompt: text, tagId: 'edge', modelId: model.modelId, topicId: chosenTopic }).unwrap()
        : await generate({ prompt: text, modelId: model.modelId, ...(chosenTopic ? { topicId: chosenTopic } : {}) }).unwrap();
      jobs.added(job, text);
    } catch {
      // The base query toasts the server's message ('Too many tasks submitted', docs/product.md §8).
    }
  };

  const form = (
    <ToolForm label={t`Text to image`} onSubmit={submit}>
      <ModelSelect label={t`Model`} models={models} value={modelId} onChange={setModelId} />
      <TextArea
        label={t`Prompt`}
        className="gen-prompt"
        rows={6}
        value={prompt}
        onChange={(e) => {
          setPrompt(e.target.value);
          if (promptError) setPromptError(null);
        }}
        placeholder={t`A silver pendant shaped like a sleeping fox, soft studio light`}
        hint={`${charCount(prompt)}/${PROMPT_MAX}`}
        error={promptError ?? undefined}
      />
      <div className="gen-row">
        <Button type="button" variant="secondary" size="sm" loading={expanding} onClick={() => void magic()}>
          <Trans>Magic prompt</Trans>
        </Button>
        {ownPrompt !== null ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setPrompt(ownPrompt);
              setOwnPrompt(null);
            }}
          >
            <Trans>Restore my prompt</Trans>
          </Button>
        ) : (
          <span className="gen-small gen-muted">
            <Trans>Expands a short idea into a detailed prompt.</Trans>
          </span>
        )}
      </div>
      {flags.img2img ? (
        <details className="gen-details" open={edge !== null}>
          <summary>
            <Trans>Edge reference (optional)</Trans>
          </summary>
          <p className="gen-small gen-muted">
            <Trans>The result follows the outlines of this image.</Trans>
          </p>
          <ReferenceImageField label={t`Edge reference image`} value={edge} onChange={setEdge} topicId={fixedTopicId} />
        </details>
      ) : null}
      {!fixedTopicId ? (
        <div className="gen-field">
          <label htmlFor={`${ids}-topic`} className="gen-label">
            <Trans>Challenge (optional)</Trans>
          </label>
          <select id={`${ids}-topic`} className="gen-select" value={topicId} onChange={(e) => setTopicId(e.target.value)}>
            <option value="">{t`No challenge`}</option>
            {topics.map((topic) => (
              <option key={topic.uniqueTopicId} value={topic.uniqueTopicId}>
                {topic.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <GenerateButton submitting={generating || edging} jobId={jobs.newestJobId} disabled={!model} />
    </ToolForm>
  );

  return <ToolWorkspace form={form} jobs={jobs} onPublish={onPublish} />;
}
